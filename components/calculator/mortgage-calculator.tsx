"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { calculate } from "@/lib/calculator/calculate";
import { calculatorDefaults } from "@/lib/calculator/defaults";
import type { TaxRegion } from "@/lib/calculator/regions";
import { calculatorSchema, type CalculatorInput, type CalculatorValues } from "@/lib/calculator/schema";
import { plainFormat } from "@/lib/catalogue/format";
import { CostFields } from "./cost-fields";
import { CalculatorResults } from "./calculator-results";

type Props = { price: number | null; region: TaxRegion | null };

const MORTGAGE_FIELDS = [
  { name: "price", label: "price", inputMode: "numeric" },
  { name: "own_funds", label: "ownFunds", inputMode: "numeric", hint: "ownFundsHint" },
  { name: "interest", label: "interest", inputMode: "decimal" },
  { name: "years", label: "years", inputMode: "numeric" },
] as const;

/**
 * Monthly payment and buyer's costs, recomputed as the visitor types: every field is checked with
 * the one schema on each change, and the result shows only for valid input (the fields say what is wrong).
 */
export function MortgageCalculator({ price, region }: Props) {
  const t = useTranslations("calculator");
  const id = useId();
  const format = plainFormat(useFormatter());
  const defaultValues = useMemo(() => calculatorDefaults(price, region), [price, region]);
  const form = useForm<CalculatorValues, unknown, CalculatorInput>({ resolver: zodResolver(calculatorSchema), defaultValues, mode: "onChange" });
  const values = useWatch({ control: form.control });
  const parsed = calculatorSchema.safeParse(values);
  const result = parsed.success ? calculate(parsed.data) : null;
  const errors = form.formState.errors;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-describedby={`${id}-intro`}>
      <div className="space-y-8">
        <p id={`${id}-intro`} className="max-w-3xl text-slate-700">
          {t("intro")}
        </p>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{t("mortgageLegend")}</legend>
          {MORTGAGE_FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`${id}-${field.name}`}
              label={t(field.label)}
              hint={"hint" in field ? t(field.hint) : undefined}
              inputMode={field.inputMode}
              autoComplete="off"
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
        </fieldset>
        <CostFields id={id} form={form} lines={result?.lines ?? null} format={format} />
        <p className="text-sm text-slate-600">{t("disclaimer")}</p>
      </div>
      <CalculatorResults id={id} result={result} input={parsed.success ? parsed.data : null} format={format} />
    </form>
  );
}
