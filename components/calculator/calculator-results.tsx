"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { CalculatorResult } from "@/lib/calculator/calculate";
import type { CalculatorInput } from "@/lib/calculator/schema";
import type { plainFormat } from "@/lib/catalogue/format";

type Props = {
  id: string;
  result: CalculatorResult | null;
  input: CalculatorInput | null;
  format: ReturnType<typeof plainFormat>;
};

/** The outcome beside the fields; screen readers hear one sentence when it changes (not every figure). */
export function CalculatorResults({ id, result, input, format }: Props) {
  const t = useTranslations("calculator");
  const formatter = useFormatter();
  const rows = result
    ? [
        { label: t("loan"), value: format.money(result.loan) },
        { label: t("costs"), value: format.money(result.costs) },
        { label: t("ownMoneyNeeded"), value: format.money(result.ownMoneyNeeded), note: t("ownMoneyNote"), strong: true },
        { label: t("total"), value: format.money(result.total) },
      ]
    : [];
  return (
    <section aria-labelledby={`${id}-results`} className="self-start rounded-lg border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-28">
      <h3 id={`${id}-results`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t("resultsTitle")}
      </h3>
      <p aria-live="polite" className="sr-only" data-testid="calculator-summary">
        {result ? t("summary", { monthly: format.money(result.monthly), loan: format.money(result.loan), costs: format.money(result.costs), own: format.money(result.ownMoneyNeeded) }) : t("invalid")}
      </p>
      {result && input ? (
        <div>
          <p className="mt-3 text-sm text-slate-700">{t("monthly")}</p>
          <p className="text-3xl font-bold text-slate-900" data-testid="monthly-payment">
            {format.money(result.monthly)}
          </p>
          <p className="text-sm text-slate-600">{t("monthlyNote", { years: input.years, interest: formatter.number(input.interest, { maximumFractionDigits: 3 }) })}</p>
          <dl className="mt-5 space-y-3 border-t border-slate-200 pt-4">
            {rows.map((row) => (
              <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4">
                <dt className={row.strong ? "font-semibold text-slate-900" : "text-slate-700"}>
                  {row.label}
                  {row.note && <span className="block text-xs font-normal text-slate-600">{row.note}</span>}
                </dt>
                <dd className={row.strong ? "text-lg font-bold text-slate-900" : "font-semibold text-slate-900"}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">{t("invalid")}</p>
      )}
    </section>
  );
}
