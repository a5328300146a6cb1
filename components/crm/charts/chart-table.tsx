import type { ChartItem } from "./types";

/** The chart's numbers as a table, folded away: the text alternative for anyone who wants the figures. */
export function ChartTable({ summary, labelHeader, valueHeader, items }: { summary: string; labelHeader: string; valueHeader: string; items: ChartItem[] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-primary underline underline-offset-2">{summary}</summary>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-4">
              {labelHeader}
            </th>
            <th scope="col" className="py-1 text-right">
              {valueHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {item.label}
              </th>
              <td className="py-1 text-right tabular-nums">{item.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
