"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { PROPERTY_TYPES } from "@/lib/catalogue/property-types";
import type { FilterPatch } from "@/lib/catalogue/search/filter-change";
import { DEFAULT_MAX_PRICE, SEARCH_FILTERS, type FilterName } from "@/lib/catalogue/search/filters";
import { priceOptions, roomMinimums, type CatalogueReach, type FilterOptionLabels } from "@/lib/catalogue/search/filter-options";
import { FilterDetails, RANGE_GRID, selectClass } from "./filter-details";
import { FilterSelect } from "./filter-select";
import { SearchPageBox } from "./search-page-box";
import { useSearchState } from "./search-state";

/**
 * Free text, type, rooms, price, the details (areas, status, delivery, features, beach, airport) and sold-out
 * projects: every change updates the URL at once (no submit button to forget).
 */
export function FilterForm({ labels, reach }: { labels: FilterOptionLabels; reach: CatalogueReach }) {
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
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700 lg:min-h-8">
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

      <div className={RANGE_GRID}>
        <RoomSelect id={`${id}-bedrooms`} name="bedrooms" label={label("bedrooms")} most={reach.bedrooms} />
        <RoomSelect id={`${id}-bathrooms`} name="bathrooms" label={label("bathrooms")} most={reach.bathrooms} />
      </div>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-heading">{t("priceLegend")}</legend>
        <div className={RANGE_GRID}>
          <div>
            <label htmlFor={`${id}-pricefrom`} className="mb-1 block text-xs text-slate-600">
              {label("pricefrom")}
            </label>
            <FilterSelect id={`${id}-pricefrom`} name="pricefrom" className={selectClass} value={String(filters.pricefrom ?? "")} onCommit={(value) => navigate({ pricefrom: number(value) })}>
              <option value="">{t("noMinimum")}</option>
              {priceOptions(filters.pricefrom).map((price) => (
                <option key={price} value={price} disabled={upper !== null && price > upper}>
                  {labels.price[price]}
                </option>
              ))}
            </FilterSelect>
          </div>
          <div>
            <label htmlFor={`${id}-priceto`} className="mb-1 block text-xs text-slate-600">
              {label("priceto")}
            </label>
            <FilterSelect
              id={`${id}-priceto`}
              name="priceto"
              className={selectClass}
              value={String(upper ?? "")}
              onCommit={(value) => navigate({ priceto: number(value) ?? (filters.pricefrom ? DEFAULT_MAX_PRICE : null) })}
            >
              <option value="">{t("noMaximum")}</option>
              {priceOptions(upper).map((price) => (
                <option key={price} value={price} disabled={filters.pricefrom !== null && price < filters.pricefrom}>
                  {labels.price[price]}
                </option>
              ))}
            </FilterSelect>
          </div>
        </div>
      </fieldset>

      <FilterDetails idPrefix={id} labels={labels} reach={reach} />

      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700 lg:min-h-8">
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

/** A minimum-rooms select (bedrooms or bathrooms): "Geen voorkeur" or "{count}+", up to the most the catalogue has. */
function RoomSelect({ id, name, label, most }: { id: string; name: "bedrooms" | "bathrooms"; label: string; most: number | null }) {
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
      <FilterSelect id={id} name={name} className={selectClass} value={String(value ?? "")} onCommit={(chosen) => navigate(patch(chosen ? Number(chosen) : null))}>
        <option value="">{t("any")}</option>
        {roomMinimums(most, value).map((count) => (
          <option key={count} value={count}>
            {t("minimum", { count })}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
