"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { PROPERTY_TYPES } from "@/lib/catalogue/property-types";
import type { FilterPatch } from "@/lib/catalogue/search/filter-change";
import { DEFAULT_MAX_PRICE, SEARCH_FILTERS, type FilterName } from "@/lib/catalogue/search/filters";
import { priceOptions, ROOM_MINIMUMS, type FilterOptionLabels } from "@/lib/catalogue/search/filter-options";
import { FilterDetails, selectClass } from "./filter-details";
import { SearchPageBox } from "./search-page-box";
import { useSearchState } from "./search-state";

/**
 * Free text, type, rooms, price, the details (areas, status, delivery, features, beach) and sold-out
 * projects: every change updates the URL at once (no submit button to forget).
 */
export function FilterForm({ labels }: { labels: FilterOptionLabels }) {
  const t = useTranslations("search");
  const tc = useTranslations("catalogue");
  const { filters, navigate } = useSearchState();
  const id = useId();
  const number = (value: string) => (value ? Number(value) : null);
  const upper = filters.priceto === DEFAULT_MAX_PRICE ? null : filters.priceto;
  const label = (name: FilterName) => t(SEARCH_FILTERS[name].label ?? "filtersLabel");

  function toggleType(typeId: number, checked: boolean) {
    navigate({ cat: checked ? [...filters.cat, typeId] : filters.cat.filter((idInList) => idInList !== typeId) });
  }

  return (
    <div className="flex flex-col gap-5">
      <SearchPageBox labelClassName="mb-2 block text-sm font-semibold text-heading" />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-heading">{label("cat")}</legend>
        <ul className="grid grid-cols-1 gap-1">
          {PROPERTY_TYPES.map((type) => (
            <li key={type.id}>
              <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="cat"
                  value={type.id}
                  checked={filters.cat.includes(type.id)}
                  onChange={(event) => toggleType(type.id, event.currentTarget.checked)}
                  className="size-4 accent-primary"
                />
                {tc(`typePlural.${type.key}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <RoomSelect id={`${id}-bedrooms`} name="bedrooms" label={label("bedrooms")} />
        <RoomSelect id={`${id}-bathrooms`} name="bathrooms" label={label("bathrooms")} />
      </div>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-heading">{t("priceLegend")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-pricefrom`} className="mb-1 block text-xs text-slate-600">
              {label("pricefrom")}
            </label>
            <select id={`${id}-pricefrom`} name="pricefrom" className={selectClass} value={filters.pricefrom ?? ""} onChange={(event) => navigate({ pricefrom: number(event.currentTarget.value) })}>
              <option value="">{t("noMinimum")}</option>
              {priceOptions(filters.pricefrom).map((price) => (
                <option key={price} value={price} disabled={upper !== null && price > upper}>
                  {labels.price[price]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-priceto`} className="mb-1 block text-xs text-slate-600">
              {label("priceto")}
            </label>
            <select
              id={`${id}-priceto`}
              name="priceto"
              className={selectClass}
              value={upper ?? ""}
              onChange={(event) => navigate({ priceto: number(event.currentTarget.value) ?? (filters.pricefrom ? DEFAULT_MAX_PRICE : null) })}
            >
              <option value="">{t("noMaximum")}</option>
              {priceOptions(upper).map((price) => (
                <option key={price} value={price} disabled={filters.pricefrom !== null && price < filters.pricefrom}>
                  {labels.price[price]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>

      <FilterDetails idPrefix={id} labels={labels} />

      <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="include_sold_out"
          checked={filters.include_sold_out}
          onChange={(event) => navigate({ include_sold_out: event.currentTarget.checked })}
          className="size-4 accent-primary"
        />
        {label("include_sold_out")}
      </label>
    </div>
  );
}

/** A minimum-rooms select (bedrooms or bathrooms): "Geen voorkeur" or "{count}+". */
function RoomSelect({ id, name, label }: { id: string; name: "bedrooms" | "bathrooms"; label: string }) {
  const t = useTranslations("search");
  const { filters, navigate } = useSearchState();
  const value = filters[name];
  // Spelled out per name, so the patch stays checked against FilterPatch.
  const patch = (count: number | null): FilterPatch => (name === "bedrooms" ? { bedrooms: count } : { bathrooms: count });
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-heading">
        {label}
      </label>
      <select id={id} name={name} className={selectClass} value={value ?? ""} onChange={(event) => navigate(patch(event.currentTarget.value ? Number(event.currentTarget.value) : null))}>
        <option value="">{t("any")}</option>
        {ROOM_MINIMUMS.map((count) => (
          <option key={count} value={count}>
            {t("minimum", { count })}
          </option>
        ))}
      </select>
    </div>
  );
}
