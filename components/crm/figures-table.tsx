import type { ReactNode } from "react";
import { panelClass } from "./field-styles";

export type Cell = string | number;

/** One figures table in its own section: a caption-like heading, column headers, row headers in the first column; numbers aligned right. */
export function FiguresTable({ id, title, hint, headers, rows, empty }: { id: string; title: string; hint?: ReactNode; headers: string[]; rows: Array<{ key: string; cells: Cell[] }>; empty: string }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-700">{empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby={id}>
            <thead>
              <tr className="border-b border-slate-300">
                {headers.map((header, index) => (
                  <th key={header} scope="col" className={`py-2 pr-4 font-semibold ${index > 0 ? "text-right" : ""}`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pr-4 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-2 pr-4 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
