"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/client-fetch";
import type { ProjectCard } from "@/lib/catalogue/card";
import type { LeadKind } from "@/lib/leads/kinds";
import { LeadForm, type LeadSite } from "./lead-form";

type Props = { kind: Extract<LeadKind, "contact" | "broker" | "franchise">; partner: string | null; site: LeadSite };

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
export function ContactForm({ kind, partner, site }: Props) {
  const [project, setProject] = useState<{ id: number; name: string } | null>(null);

  useEffect(() => {
    const id = projectParam(window.location.search);
    if (id === null) return;
    const controller = new AbortController();
    callApi<ProjectCard[]>("/api/project/cards", { body: { ids: [id], ...(partner ? { partner } : {}) }, signal: controller.signal })
      .then(({ data }) => {
        const card = data[0];
        if (card) setProject({ id: card.id, name: card.name });
      })
      // An unknown project or no answer: the form goes without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [partner]);

  return <LeadForm kinds={[kind]} initialKind={kind} project={project} partner={partner} site={site} />;
}
