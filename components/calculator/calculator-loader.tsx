"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef } from "react";
import { Icon } from "@/components/ui/icons";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import type { TaxRegion } from "@/lib/calculator/regions";

const MortgageCalculator = lazy(() => import("./mortgage-calculator").then((module) => ({ default: module.MortgageCalculator })));

type Props = { price: number | null; region: TaxRegion | null };

/**
 * The calculator sits below the fold on cached pages: its form (react-hook-form, the schema, the
 * arithmetic) loads in its own chunk when the section scrolls near, so a page's first JS stays the same.
 */
export function CalculatorLoader(props: Props) {
  const t = useTranslations("calculator");
  const placeholder = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(placeholder);

  const loading = (
    <p ref={placeholder} role="status" className="flex min-h-24 items-center gap-2 text-slate-600">
      <Icon name="spinner" className="size-5 animate-spin motion-reduce:animate-none" />
      {t("loading")}
    </p>
  );
  if (!near) return loading;
  return (
    <Suspense fallback={loading}>
      <MortgageCalculator {...props} />
    </Suspense>
  );
}
