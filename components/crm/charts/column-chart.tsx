import { useId } from "react";
import { ChartTable } from "./chart-table";
import type { ChartItem, ChartText } from "./types";

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 40;
const TOP = 12;
const BOTTOM = 8;

/**
 * Columns left to right (e.g. response time per lead, oldest first), drawn on the server as SVG with a
 * dashed reference line (e.g. the median). Named and described for screen readers; the table beside it
 * holds every value.
 */
export function ColumnChart({ items, text, reference }: { items: ChartItem[]; text: ChartText; reference?: { value: number; label: string } }) {
  const id = useId();
  const max = Math.max(1, reference?.value ?? 0, ...items.map((item) => item.value));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - AXIS) / Math.max(1, items.length);
  const y = (value: number) => TOP + plot - (value / max) * plot;
  return (
    <figure>
      <svg role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-[640px]">
        <title id={`${id}-t`}>{text.label}</title>
        <desc id={`${id}-d`}>{[reference?.label, ...items.map((item) => `${item.label}: ${item.display}`)].filter(Boolean).join("; ")}</desc>
        <g aria-hidden="true">
          <line x1={AXIS} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className="stroke-slate-400" />
          <text x={AXIS - 6} y={TOP + 4} textAnchor="end" className="fill-slate-700 text-[12px]">
            {Math.round(max)}
          </text>
          <text x={AXIS - 6} y={TOP + plot} textAnchor="end" className="fill-slate-700 text-[12px]">
            0
          </text>
          {items.map((item, index) => (
            <rect key={item.key} x={AXIS + index * slot + slot * 0.15} y={y(item.value)} width={slot * 0.7} height={Math.max(1, TOP + plot - y(item.value))} rx={2} className="fill-primary" />
          ))}
          {reference && <line x1={AXIS} x2={WIDTH} y1={y(reference.value)} y2={y(reference.value)} strokeDasharray="6 4" strokeWidth={2} className="stroke-amber-600" />}
        </g>
      </svg>
      {reference && <figcaption className="mt-1 text-sm font-semibold text-amber-800">{reference.label}</figcaption>}
      <ChartTable summary={text.tableSummary} labelHeader={text.labelHeader} valueHeader={text.valueHeader} items={items} />
    </figure>
  );
}
