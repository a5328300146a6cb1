import type { ChartItem } from "./types";

/**
 * Horizontal bars rendered on the server: each row is its label and value as text (what a screen
 * reader reads, and what stays legible at any width) with an SVG bar between them, scaled to the
 * largest value. No chart library, no script.
 */
export function HorizontalBars({ items, label }: { items: ChartItem[]; label: string }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="grid grid-cols-[minmax(6rem,12rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate text-slate-800" title={item.label}>
            {item.label}
          </span>
          <svg aria-hidden="true" focusable="false" width="100%" height="14" className="block">
            <rect x="0" y="0" width={`${Math.max(1, (item.value / max) * 100)}%`} height="14" rx="3" className="fill-primary" />
          </svg>
          <span className="text-right font-semibold text-slate-900 tabular-nums">{item.display}</span>
        </li>
      ))}
    </ul>
  );
}
