/**
 * A request form's values and what `POST /api/requests` gets from them: only the fields the chosen
 * kind shows, no empty optional strings, checked with the API's own schema (`leadRequestSchema`).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { LeadKind, PartOfDay } from "@/lib/leads/kinds";
import { leadRequestSchema, type LeadRequest } from "@/lib/leads/schemas";

export interface LeadFormValues {
  kind: LeadKind;
  /** No field: the page's project (set when it is known). */
  project_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  zip_code: string;
  address: string;
  subject: string;
  message: string;
  preferred_date: string;
  part_of_day: PartOfDay | "";
  privacy: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export type LeadField = Exclude<keyof LeadFormValues, "kind" | "project_id" | "website">;

export const PERSON_FIELDS = ["first_name", "last_name", "email", "phone", "zip_code", "address"] as const satisfies readonly LeadField[];

/** The fields a kind shows (spec section 3: contact and broker forms have a subject). */
export function fieldsOf(kind: LeadKind): readonly LeadField[] {
  const extra: LeadField[] = kind === "contact" || kind === "broker" ? ["subject", "message"] : kind === "viewing" ? ["preferred_date", "part_of_day", "message"] : ["message"];
  return [...PERSON_FIELDS, ...extra, "privacy"];
}

/** Whether the kind needs a message (the schema's rule, to mark the field). */
export const messageRequired = (kind: LeadKind) => kind === "contact" || kind === "broker" || kind === "question";

export const emptyLeadValues = (kind: LeadKind, projectId: number | null): LeadFormValues => ({
  kind,
  project_id: projectId,
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  zip_code: "",
  address: "",
  subject: "",
  message: "",
  preferred_date: "",
  part_of_day: "",
  privacy: false,
  website: "",
});

/**
 * The request body (without `elapsed_ms`, added when sending): the kind's fields, empty ones left out.
 * `partner` is the site's slug (null: the main brand; the API ignores it on a partner's own domain).
 */
export function requestBody(values: LeadFormValues, partner: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: values.kind };
  if (values.project_id !== null) body.project_id = values.project_id;
  for (const name of fieldsOf(values.kind)) {
    const value = values[name];
    if (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null) body[name] = value;
  }
  if (values.website) body.website = values.website;
  if (partner) body.partner = partner;
  return body;
}

/** `YYYY-MM-DD` of the local day `days` from today. */
export function localDay(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** A viewing: from tomorrow up to a year ahead (the server accepts from today, by its own clock). */
export const viewingDays = (now = new Date()) => ({ min: localDay(1, now), max: localDay(365, now) });

const schemaResolver = zodResolver(leadRequestSchema);

/**
 * react-hook-form's resolver: the API's schema on the body the form would send, plus the date
 * window the date field offers. Its output is the body, parsed (trimmed, e-mail in lower case).
 */
export function leadResolver(partner: string | null, dateOutOfRange: string): Resolver<LeadFormValues, unknown, LeadRequest> {
  return async (values, resolverContext, options) => {
    const result = await schemaResolver(requestBody(values, partner) as never, resolverContext, options as never);
    const { min, max } = viewingDays();
    const date = values.kind === "viewing" ? values.preferred_date : "";
    if (date && (date < min || date > max) && !result.errors.preferred_date) {
      const errors = { ...result.errors, preferred_date: { type: "range", message: dateOutOfRange } } as FieldErrors<LeadFormValues>;
      return { values: {}, errors };
    }
    return result as Awaited<ReturnType<Resolver<LeadFormValues, unknown, LeadRequest>>>;
  };
}
