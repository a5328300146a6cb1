"use client";

import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { useCompareList } from "./compare-store";

/** Takes a project out of the comparison: the link drops it from the URL, the click also from the saved list. A finger high (44 px, WCAG 2.2 asks 24). */
export function CompareRemoveLink({ id, href, label, children }: { id: number; href: string; label: string; children: ReactNode }) {
  const { remove } = useCompareList();
  return (
    <Link href={href} replace scroll={false} aria-label={label} onClick={() => remove(id)} className="inline-flex min-h-11 items-center gap-1 rounded-sm text-xs text-slate-500 hover:text-primary">
      {children}
    </Link>
  );
}
