"use client";

import { useTranslations } from "next-intl";
import type { UnitFilters } from "@/lib/catalogue/project/schemas";
import type { ProjectUnit, UnitStatus } from "@/lib/catalogue/project/types";
import { STATUS_KEYS, type UnitTableTexts } from "./unit-labels";

type Props = { units: readonly ProjectUnit[]; texts: UnitTableTexts; filters: UnitFilters; onChange: (filters: UnitFilters) => void; disabled?: boolean };

const select = "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-primary";

/** Three selects (type, bedrooms, status) with only the values the project's units have. */
export function UnitFilterBar({ units, texts, filters, onChange, disabled = false }: Props) {
  const t = useTranslations("project.units");
  const unique = <T,>(values: T[]) => [...new Set(values)];
  const types = unique(units.map((unit) => unit.type_id));
  const bedrooms = unique(units.map((unit) => unit.bedrooms)).sort((a, b) => a - b);
  const statuses = (["available", "reserved", "sold"] as const).filter((status) => units.some((unit) => unit.status === status));
  const number = (value: string) => (value === "" ? undefined : Number(value));

  return (
    <fieldset className="grid gap-3 sm:grid-cols-3" disabled={disabled}>
      <legend className="sr-only">{t("filters")}</legend>
      <label className="text-sm font-medium text-slate-700">
        {t("type")}
        <select className={select} value={filters.type_id ?? ""} onChange={(event) => onChange({ ...filters, type_id: number(event.target.value) })}>
          <option value="">{t("all")}</option>
          {types.map((id) => (
            <option key={id} value={id}>
              {texts.types[id]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("bedrooms")}
        <select className={select} value={filters.bedrooms ?? ""} onChange={(event) => onChange({ ...filters, bedrooms: number(event.target.value) })}>
          <option value="">{t("all")}</option>
          {bedrooms.map((count) => (
            <option key={count} value={count}>
              {texts.bedroomCounts[count]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t("status")}
        <select
          className={select}
          value={filters.status ?? ""}
          onChange={(event) => onChange({ ...filters, status: (event.target.value || undefined) as UnitStatus | undefined })}
        >
          <option value="">{t("all")}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
