"use client";

import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import type { UnitFilters } from "@/lib/catalogue/project/schemas";
import type { ProjectUnit } from "@/lib/catalogue/project/types";
import { filterUnits } from "@/lib/catalogue/project/units";
import { nextSort, pricePerM2, sortUnits, type UnitSort, type UnitSortKey } from "@/lib/catalogue/project/unit-sort";
import { SortHeader } from "./sort-header";
import { UnitFilterBar } from "./unit-filters";
import { presentColumns, STATUS_BADGE, STATUS_KEYS, type UnitTableTexts } from "./unit-labels";

type Props = { name: string; units: ProjectUnit[]; texts: UnitTableTexts };
type TableColumn = { key: UnitSortKey; label: string; numeric?: boolean; className?: string; cell: (unit: ProjectUnit) => ReactNode };

const subscribeNothing = () => () => undefined;

/**
 * All units of the project, filtered and sorted in the browser (the page sends them all): a table
 * from md with sortable columns, cards on phones (in the same order). The server HTML has the full
 * table in the project's order, which is also what the brochure prints until a visitor sorts.
 */
export function UnitsTable({ name, units, texts }: Props) {
  const t = useTranslations("project.units");
  const [filters, setFilters] = useState<UnitFilters>({});
  // False in the server HTML and during hydration: the filters only work once React runs here.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [sort, setSort] = useState<UnitSort>(null);
  const shown = sortUnits(filterUnits(units, filters), sort);
  const columns = presentColumns(units);
  const showType = new Set(units.map((unit) => unit.type_id)).size > 1;
  const text = (unit: ProjectUnit) => texts.units[unit.id]!;
  const cardFacts = (unit: ProjectUnit): Array<[string, string]> => [
    [t("bedroomsShort"), text(unit).bedrooms],
    [t("bathroomsShort"), text(unit).bathrooms],
    ...columns.areas.map((column): [string, string] => [t(column.label), text(unit).areas[column.key]]),
    ...(unit.floor === null ? [] : [[t("floor"), text(unit).floor] as [string, string]]),
    ...(unit.orientation ? [[t("orientation"), unit.orientation] as [string, string]] : []),
    ...(pricePerM2(unit) === null ? [] : [[t("pricePerM2"), text(unit).pricePerM2] as [string, string]]),
  ];
  const badge = (unit: ProjectUnit) => (
    <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", STATUS_BADGE[unit.status])}>{t(STATUS_KEYS[unit.status])}</span>
  );
  // The desktop table's columns in order (the reference first, the status last); each sorts.
  const tableColumns: TableColumn[] = [
    { key: "reference", label: t("reference"), cell: (unit) => unit.reference },
    ...(showType ? [{ key: "type", label: t("type"), cell: (unit) => text(unit).type } satisfies TableColumn] : []),
    { key: "bedrooms", label: t("bedroomsShort"), numeric: true, cell: (unit) => text(unit).bedrooms },
    { key: "bathrooms", label: t("bathroomsShort"), numeric: true, cell: (unit) => text(unit).bathrooms },
    ...columns.areas.map((column): TableColumn => ({ key: column.key, label: t(column.label), numeric: true, cell: (unit) => text(unit).areas[column.key] })),
    ...(columns.floor ? [{ key: "floor", label: t("floor"), className: "whitespace-nowrap", cell: (unit) => text(unit).floor } satisfies TableColumn] : []),
    ...(columns.orientation ? [{ key: "orientation", label: t("orientation"), cell: (unit) => unit.orientation || t("missing") } satisfies TableColumn] : []),
    { key: "price", label: t("price"), numeric: true, className: "font-semibold text-slate-900", cell: (unit) => text(unit).price },
    ...(columns.pricePerM2 ? [{ key: "price_m2", label: t("pricePerM2"), numeric: true, cell: (unit) => text(unit).pricePerM2 } satisfies TableColumn] : []),
    { key: "status", label: t("status"), cell: badge },
  ];

  return (
    <div className="space-y-4" data-testid="units" data-ready={hydrated ? "true" : undefined}>
      <div className="print:hidden">
        <UnitFilterBar units={units} texts={texts} filters={filters} onChange={setFilters} disabled={!hydrated} />
      </div>
      <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <p aria-live="polite" data-testid="units-count">
          {t("count", { shown: shown.length, total: units.length })}
        </p>
        {Object.values(filters).some((value) => value !== undefined) && (
          <button type="button" className="font-medium text-primary underline-offset-2 hover:underline" onClick={() => setFilters({})}>
            {t("reset")}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600">{t("none")}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block print:block print:overflow-visible">
            <table className="w-full text-left text-sm print:text-[10px]">
              <caption className="sr-only">{t("caption", { name })}</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase print:text-[10px] print:tracking-normal">
                <tr>
                  {tableColumns.map((column) => (
                    <SortHeader key={column.key} column={column.key} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} numeric={column.numeric}>
                      {column.label}
                    </SortHeader>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((unit) => (
                  <tr key={unit.id} className={cx("hover:bg-slate-50", unit.status === "sold" && "text-slate-500")}>
                    <th scope="row" className="px-3 py-2.5 font-medium whitespace-nowrap text-slate-900 print:px-1 print:py-1">{unit.reference}</th>
                    {tableColumns.slice(1).map((column) => (
                      <td key={column.key} className={cx("px-3 py-2.5 print:px-1 print:py-1", column.numeric && "text-right whitespace-nowrap tabular-nums print:whitespace-normal", column.className)}>
                        {column.cell(unit)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden print:hidden">
            {shown.map((unit) => (
              <li key={unit.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-slate-900">
                    {unit.reference}
                    {showType && <span className="block text-sm font-normal text-slate-500">{text(unit).type}</span>}
                  </p>
                  {badge(unit)}
                </div>
                <p className="mt-1 text-lg font-bold text-primary">{text(unit).price}</p>
                <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                  {cardFacts(unit).map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-xs text-slate-500">{label}</dt>
                      <dd className="font-medium text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
