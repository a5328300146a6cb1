"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { PROJECT_KINDS, type RequestKind } from "@/lib/leads/kinds";
import type { LeadSite } from "./lead-form";

const loadForm = () => import("./lead-form");
const LeadForm = lazy(() => loadForm().then((module) => ({ default: module.LeadForm })));

type Props = { project: { id: number; name: string }; partner: string | null; site: LeadSite };

/**
 * The project page's requests, on the cached page: one button per kind in the HTML, and the one form
 * (react-hook-form, the schema) loaded in its own chunk when a button is pressed. The chunk is
 * fetched ahead when the section scrolls near, so the form appears at once.
 */
export function ProjectRequests(props: Props) {
  const t = useTranslations("leads");
  const [kind, setKind] = useState<RequestKind | null>(null);
  const buttons = useRef<HTMLDivElement>(null);

  const near = useNearViewport(buttons);
  useEffect(() => {
    if (near) void loadForm();
  }, [near]);

  if (kind) {
    return (
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Icon name="spinner" className="size-5 animate-spin motion-reduce:animate-none" />
            {t("loading")}
          </p>
        }
      >
        <LeadForm kinds={PROJECT_KINDS} initialKind={kind} nameProject={false} focusKind {...props} />
      </Suspense>
    );
  }
  return (
    <div ref={buttons} className="flex flex-wrap gap-2">
      {PROJECT_KINDS.map((value, index) => (
        <Button key={value} variant={index === 0 ? "primary" : "outline"} onClick={() => setKind(value)}>
          {t(`open.${value}` as "open.price_list")}
        </Button>
      ))}
    </div>
  );
}
