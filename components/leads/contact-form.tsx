"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icons";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { apiCall } from "@/lib/api/client";
import type { RequestKind } from "@/lib/leads/kinds";
import type { LeadSite } from "./lead-form";

const LeadForm = lazy(() => import("./lead-form").then((module) => ({ default: module.LeadForm })));

type Props = {
  kind: Extract<RequestKind, "contact" | "broker" | "franchise">;
  partner: string | null;
  site: LeadSite;
  /** The form sits far below the fold (the franchise page): its code loads when it scrolls near. */
  deferred?: boolean;
};

/** `?project=` as a project id, or null. */
function projectParam(search: string): number | null {
  const raw = new URLSearchParams(search).get("project");
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The contact, broker or franchise form. Coming from a project page (`?project={id}`), it names the project and
 * sends its id: the query is read in the browser, so the page itself never depends on it.
 */
export function ContactForm({ kind, partner, site, deferred = false }: Props) {
  const t = useTranslations("leads");
  const [project, setProject] = useState<{ id: number; name: string } | null>(null);
  const placeholder = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(placeholder);

  useEffect(() => {
    const id = projectParam(window.location.search);
    if (id === null) return;
    const controller = new AbortController();
    apiCall("POST /api/project/cards", { body: { ids: [id], ...(partner ? { partner } : {}) }, signal: controller.signal })
      .then(({ data }) => {
        const card = data[0];
        if (card) setProject({ id: card.id, name: card.name });
      })
      // An unknown project or no answer: the form goes without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [partner]);

  // The height of the form, kept while its code loads, so nothing below it moves.
  const loading = (
    <p ref={placeholder} role="status" className="flex min-h-[36rem] items-start gap-2 text-slate-600">
      <Icon name="spinner" className="size-5 animate-spin motion-reduce:animate-none" />
      {t("loading")}
    </p>
  );
  if (deferred && !near) return loading;
  return (
    <Suspense fallback={loading}>
      <LeadForm kinds={[kind]} initialKind={kind} project={project} partner={partner} site={site} />
    </Suspense>
  );
}
