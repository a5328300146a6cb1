"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icons";
import type { TaxRegion } from "@/lib/calculator/regions";

const MortgageCalculator = lazy(() => import("./mortgage-calculator").then((module) => ({ default: module.MortgageCalculator })));

type Props = { price: number | null; region: TaxRegion | null };

/**
 * The calculator sits below the fold on cached pages: its form (react-hook-form, the schema, the
 * arithmetic) loads in its own chunk when the section scrolls near, so a page's first JS stays the same.
 */
export function CalculatorLoader(props: Props) {
  const t = useTranslations("calculator");
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setNear(true);
    }, { rootMargin: "600px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
