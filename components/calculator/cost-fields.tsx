"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { inputClass, TextField } from "@/components/forms/text-field";
import type { CostLine } from "@/lib/calculator/calculate";
import { COST_KEYS, defaultCostRules } from "@/lib/calculator/costs";
import { rateText } from "@/lib/calculator/defaults";
import { AJD_RATES, isTaxRegion, TAX_REGIONS } from "@/lib/calculator/regions";
import type { CalculatorInput, CalculatorValues } from "@/lib/calculator/schema";
import type { plainFormat } from "@/lib/catalogue/format";

/** A select matches CSS's :read-only, so the inputs' grey read-only look is left out. */
const selectClass = inputClass.replace("read-only:bg-slate-100", "");

type Props = {
  id: string;
  form: UseFormReturn<CalculatorValues, unknown, CalculatorInput>;
  /** The result's lines while the input is valid: each field shows its amount. */
  lines: CostLine[] | null;
  format: ReturnType<typeof plainFormat>;
};

/** The region and one editable rate per cost line, each with its amount; the AJD line names its legal source and date. */
export function CostFields({ id, form, lines, format }: Props) {
  const t = useTranslations("calculator");
  const formatter = useFormatter();
  const selected = useWatch({ control: form.control, name: "region" });
  const region = isTaxRegion(selected) ? selected : TAX_REGIONS[0];
  const rules = defaultCostRules(region);
  const ajd = AJD_RATES[region];
  const errors = form.formState.errors;
  const regionField = form.register("region", {
    // A new region brings its own stamp duty rate.
    onChange: (event: { target: { value: string } }) => {
      if (isTaxRegion(event.target.value)) form.setValue("ajd", rateText(AJD_RATES[event.target.value].rate), { shouldValidate: true });
    },
  });

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t("costsLegend")}</legend>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-region`} className="block text-sm font-semibold text-slate-800">
          {t("region")}
        </label>
        <select id={`${id}-region`} className={`${selectClass} sm:max-w-sm`} {...regionField}>
          {TAX_REGIONS.map((value) => (
            <option key={value} value={value}>
              {t(`regions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {COST_KEYS.map((key) => {
        const rule = rules[key];
        const amount = lines?.find((line) => line.key === key)?.amount;
        const notes = [
          rule.estimate ? t("estimate") : null,
          rule.minimum > 0 ? t("minimum", { amount: format.money(rule.minimum) }) : null,
        ].filter(Boolean);
        return (
          <div key={key}>
            <TextField
              id={`${id}-${key}`}
              label={t("rateOf", { label: t(`lines.${key}`) })}
              hint={notes.length > 0 ? notes.join(" · ") : undefined}
              inputMode="decimal"
              autoComplete="off"
              error={errors[key]?.message}
              {...form.register(key)}
            />
            {amount !== undefined && (
              <p className="mt-1 text-sm font-semibold text-slate-800" data-testid={`cost-${key}`}>
                {t("lineAmount", { amount: format.money(amount) })}
              </p>
            )}
            {key === "ajd" && (
              <p className="mt-1 text-xs text-slate-600">
                {t("ajdSource", { source: ajd.source, date: formatter.dateTime(new Date(`${ajd.since}T12:00:00Z`), { dateStyle: "long" }) })}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
