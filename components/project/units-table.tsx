"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { cx } from "@/components/ui/cx";
import { typeLabel } from "@/lib/catalogue/property-types";
import type { UnitFilters } from "@/lib/catalogue/project/schemas";
import type { ProjectUnit } from "@/lib/catalogue/project/types";
import { filterUnits } from "@/lib/catalogue/project/units";
import { UnitFilterBar } from "./unit-filters";
import { areaText, presentColumns, STATUS_BADGE, STATUS_KEYS, unitPrice } from "./unit-labels";

type Props = { name: string; units: ProjectUnit[] };

/** All units of the project, filtered in the browser (the page sends them all): a table from md, cards on phones. */
export function UnitsTable({ name, units }: Props) {
  const t = useTranslations("project.units");
  const [filters, setFilters] = useState<UnitFilters>({});
  const shown = filterUnits(units, filters);
  const columns = presentColumns(units);
  const floor = (unit: ProjectUnit) => (unit.floor === null ? "–" : unit.floor === 0 ? t("groundFloor") : String(unit.floor));
  const price = (unit: ProjectUnit) => (unit.status === "sold" ? t("statusSold") : unitPrice(unit) || "–");
  const badge = (unit: ProjectUnit) => (
    <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", STATUS_BADGE[unit.status])}>{t(STATUS_KEYS[unit.status])}</span>
  );

  return (
    <div className="space-y-4" data-testid="units">
      <UnitFilterBar units={units} filters={filters} onChange={setFilters} />
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
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("caption", { name })}</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-semibold">{t("reference")}</th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">{t("type")}</th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">{t("bedroomsShort")}</th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">{t("bathroomsShort")}</th>
                  {columns.areas.map((column) => (
                    <th key={column.key} scope="col" className="px-3 py-2.5 text-right font-semibold">{t(column.label)}</th>
                  ))}
                  {columns.floor && <th scope="col" className="px-3 py-2.5 font-semibold">{t("floor")}</th>}
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">{t("price")}</th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">{t("status")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((unit) => (
                  <tr key={unit.id} className={cx("hover:bg-slate-50", unit.status === "sold" && "text-slate-500")}>
                    <th scope="row" className="px-3 py-2.5 font-medium whitespace-nowrap text-slate-900">{unit.reference}</th>
                    <td className="px-3 py-2.5">{typeLabel(unit.type_id)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{unit.bedrooms}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{unit.bathrooms}</td>
                    {columns.areas.map((column) => (
                      <td key={column.key} className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">{areaText(unit, column.key)}</td>
                    ))}
                    {columns.floor && <td className="px-3 py-2.5 whitespace-nowrap">{floor(unit)}</td>}
                    <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">{price(unit)}</td>
                    <td className="px-3 py-2.5">{badge(unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {shown.map((unit) => (
              <li key={unit.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-slate-900">
                    {unit.reference} <span className="font-normal text-slate-500">· {typeLabel(unit.type_id)}</span>
                  </p>
                  {badge(unit)}
                </div>
                <p className="mt-1 text-lg font-bold text-primary">{price(unit)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t("bedrooms")}</dt>
                  <dd className="text-right">{unit.bedrooms}</dd>
                  <dt className="text-slate-500">{t("bathrooms")}</dt>
                  <dd className="text-right">{unit.bathrooms}</dd>
                  {columns.areas.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-slate-500">{t(column.label)}</dt>
                      <dd className="text-right">{areaText(unit, column.key)}</dd>
                    </div>
                  ))}
                  {unit.floor !== null && (
                    <>
                      <dt className="text-slate-500">{t("floor")}</dt>
                      <dd className="text-right">{floor(unit)}</dd>
                    </>
                  )}
                  {unit.orientation && (
                    <>
                      <dt className="text-slate-500">{t("orientation")}</dt>
                      <dd className="text-right">{unit.orientation}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
