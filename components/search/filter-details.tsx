"use client";

import { useTranslations } from "next-intl";
import { Fragment, type ReactNode } from "react";
import type { FilterPatch } from "@/lib/catalogue/search/filter-change";
import { AIRPORT_STEPS, AREA_STEPS, BEACH_STEPS, PLOT_STEPS, priceOptions, reachableOptions, type CatalogueReach, type FilterOptionLabels } from "@/lib/catalogue/search/filter-options";
import { DELIVERIES, FILTER_NAMES, SEARCH_FILTERS, type Delivery, type FilterName, type PanelFilterName } from "@/lib/catalogue/search/filters";
import { FilterSelect } from "./filter-select";
import { useSearchState } from "./search-state";

export const selectClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary";
const legendClass = "mb-2 text-sm font-semibold text-heading";
/** A from/to pair side by side, except in the narrow side panel of lg (288 px), where "Geen maximum" would not fit. */
export const RANGE_GRID = "grid grid-cols-2 gap-3 lg:grid-cols-1 xl:grid-cols-2";
const checkboxClass = "flex min-h-11 lg:min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-700";

/** Adds or removes one word of a list, keeping the others. */
const toggled = <T extends string>(list: readonly T[], word: T, on: boolean): T[] => (on ? [...list, word] : list.filter((other) => other !== word));
const numberOrNull = (value: string) => (value ? Number(value) : null);

const COLUMNS = { 1: "grid-cols-1", 2: "grid-cols-2", 4: "grid-cols-4" } as const;

/**
 * The filters Funda and Idealista users reach for after place, type, rooms and price: living and
 * plot area, build status, delivery, features, energy label, the distance to the beach and the drive
 * to an airport, in the filter table's order (filters.ts). A list of choices needs only its `panel` entry there; the
 * selects and ranges are written here. Each change updates the URL.
 */
export function FilterDetails({ idPrefix, labels, reach }: { idPrefix: string; labels: FilterOptionLabels; reach: Pick<CatalogueReach, "beachM" | "airportMinutes"> }) {
  const t = useTranslations("search");
  const { filters, navigate } = useSearchState();
  const controls: Partial<Record<FilterName, ReactNode>> = {
    area_min: <AreaRange idPrefix={`${idPrefix}-area`} legend={t("areaLegend")} steps={AREA_STEPS} labels={labels.area} from={filters.area_min} to={filters.area_max} patch={(area_min, area_max) => ({ area_min, area_max })} />,
    plot_min: <AreaRange idPrefix={`${idPrefix}-plot`} legend={t("plotLegend")} steps={PLOT_STEPS} labels={labels.area} from={filters.plot_min} to={filters.plot_max} patch={(plot_min, plot_max) => ({ plot_min, plot_max })} />,
    delivery: (
      <div>
        <label htmlFor={`${idPrefix}-delivery`} className="mb-1 block text-sm font-semibold text-heading">
          {t("deliveryLabel")}
        </label>
        <FilterSelect
          id={`${idPrefix}-delivery`}
          name="delivery"
          className={selectClass}
          value={filters.delivery ?? ""}
          onCommit={(value) => navigate({ delivery: (value || null) as Delivery | null })}
        >
          <option value="">{t("any")}</option>
          {DELIVERIES.map((delivery) => (
            <option key={delivery} value={delivery}>
              {t(`deliveryOptions.${delivery}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
    ),
    beach_max: <MostSelect id={`${idPrefix}-beach`} name="beach_max" label={t("beachLabel")} options={reachableOptions(BEACH_STEPS, reach.beachM, filters.beach_max)} labels={labels.beach} />,
    airport_max: <MostSelect id={`${idPrefix}-airport`} name="airport_max" label={t("airportLabel")} options={reachableOptions(AIRPORT_STEPS, reach.airportMinutes, filters.airport_max)} labels={labels.airport} />,
  };
  return (
    <>
      {FILTER_NAMES.map((name) => {
        if (SEARCH_FILTERS[name].panel) return <ChoiceBoxes key={name} name={name as PanelFilterName} />;
        const control = controls[name];
        return control ? <Fragment key={name}>{control}</Fragment> : null;
      })}
    </>
  );
}

/** A list of choices as checkboxes in a fieldset, as its table entry says (legend, words, columns). */
function ChoiceBoxes({ name }: { name: PanelFilterName }) {
  // The root translator: the words come from the group the table names (`catalogue.status`, `search.featureNames`).
  const translate = useTranslations();
  const { filters, navigate } = useSearchState();
  const definition = SEARCH_FILTERS[name];
  const panel = definition.panel!;
  const chosen = filters[name] as readonly string[];
  const choices = definition.value.spec.kind === "choices" ? definition.value.spec.choices : [];
  const word = (code: string) => (panel.options ? translate(`${panel.options}.${code}` as Parameters<typeof translate>[0]) : code);
  return (
    <fieldset>
      <legend className={legendClass}>{translate(`search.${definition.label!}`)}</legend>
      <ul className={`grid ${COLUMNS[panel.columns]} gap-x-3 gap-y-1`}>
        {choices.map((code) => (
          <li key={code}>
            <label className={checkboxClass}>
              <input
                type="checkbox"
                name={name}
                value={code}
                checked={chosen.includes(code)}
                onChange={(event) => navigate({ [name]: toggled(chosen, code, event.currentTarget.checked) } as FilterPatch)}
                className="size-4 shrink-0 accent-primary"
              />
              {word(code)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A min/max pair of m² selects in a fieldset; each select's name carries the legend for screen readers. */
function AreaRange({ idPrefix, legend, steps, labels, from, to, patch }: { idPrefix: string; legend: string; steps: readonly number[]; labels: Record<number, string>; from: number | null; to: number | null; patch: (from: number | null, to: number | null) => FilterPatch }) {
  const t = useTranslations("search");
  const { navigate } = useSearchState();
  const ends = [
    { key: "from", label: t("rangeFrom"), none: t("noMinimum"), value: from, disabled: (step: number) => to !== null && step > to, change: (value: number | null) => patch(value, to) },
    { key: "to", label: t("rangeTo"), none: t("noMaximum"), value: to, disabled: (step: number) => from !== null && step < from, change: (value: number | null) => patch(from, value) },
  ];
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-heading">{legend}</legend>
      <div className={RANGE_GRID}>
        {ends.map((end) => (
          <div key={end.key}>
            <label htmlFor={`${idPrefix}-${end.key}`} className="mb-1 block text-xs text-slate-600">
              <span className="sr-only">{legend}: </span>
              {end.label}
            </label>
            <FilterSelect id={`${idPrefix}-${end.key}`} className={selectClass} value={String(end.value ?? "")} onCommit={(value) => navigate(end.change(numberOrNull(value)))}>
              <option value="">{end.none}</option>
              {priceOptions(end.value, steps).map((step) => (
                <option key={step} value={step} disabled={end.disabled(step)}>
                  {labels[step]}
                </option>
              ))}
            </FilterSelect>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A select of an upper bound ("Tot 2 km", "Tot 45 min") with "Geen voorkeur" first. */
function MostSelect({ id, name, label, options, labels }: { id: string; name: "beach_max" | "airport_max"; label: string; options: number[]; labels: Record<number, string> }) {
  const t = useTranslations("search");
  const { filters, navigate } = useSearchState();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-heading">
        {label}
      </label>
      <FilterSelect id={id} name={name} className={selectClass} value={String(filters[name] ?? "")} onCommit={(value) => navigate({ [name]: numberOrNull(value) })}>
        <option value="">{t("any")}</option>
        {options.map((amount) => (
          <option key={amount} value={amount}>
            {labels[amount]}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
