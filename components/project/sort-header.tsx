import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import type { UnitSort, UnitSortKey } from "@/lib/catalogue/project/unit-sort";

type Props = { column: UnitSortKey; sort: UnitSort; onSort: (column: UnitSortKey) => void; numeric?: boolean; children: ReactNode };

/**
 * A column header of the WAI-ARIA sortable table: a button that sorts by the column, and
 * `aria-sort` on the header of the sorted column only. The arrow is decoration (the state is in
 * `aria-sort`); it is hidden in print, where the button reads as plain header text.
 */
export function SortHeader({ column, sort, onSort, numeric = false, children }: Props) {
  const direction = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction} className={cx("px-1.5 py-1 font-semibold print:px-0 print:py-0 print:tracking-normal", numeric && "text-right")}>
      <button
        type="button"
        onClick={() => onSort(column)}
        data-sort={column}
        className={cx(
          "inline-flex items-center gap-1 rounded px-1.5 py-1.5 uppercase hover:text-slate-900 print:px-1 print:py-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900",
          numeric && "flex-row-reverse",
          direction && "text-slate-900",
        )}
      >
        {children}
        <svg viewBox="0 0 10 14" aria-hidden="true" className="h-3 w-2 shrink-0 print:hidden" fill="currentColor">
          <path d="M5 1 9 5.5H1z" opacity={direction === "descending" ? 0.25 : direction ? 1 : 0.4} />
          <path d="M5 13 1 8.5h8z" opacity={direction === "ascending" ? 0.25 : direction ? 1 : 0.4} />
        </svg>
      </button>
    </th>
  );
}
