/**
 * A request form's values and what `POST /api/requests` gets from them: only the fields the chosen
 * kind shows, no empty optional strings, checked with the API's own schema (`leadRequestSchema`).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { RequestKind, PartOfDay } from "@/lib/leads/kinds";
import { leadRequestSchema, type LeadRequest } from "@/lib/leads/schemas";

export interface LeadFormValues {
  kind: RequestKind;
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

const REQUIRED: ReadonlySet<LeadField> = new Set<LeadField>(["first_name", "last_name", "email", "privacy"]);

export const PERSON_FIELDS = ["first_name", "last_name", "email", "phone", "zip_code", "address"] as const satisfies readonly LeadField[];

/** The fields a kind shows (spec section 3: contact and broker forms have a subject). */
export function fieldsOf(kind: RequestKind): readonly LeadField[] {
  const extra: LeadField[] = kind === "contact" || kind === "broker" ? ["subject", "message"] : kind === "viewing" ? ["preferred_date", "part_of_day", "message"] : ["message"];
  return [...PERSON_FIELDS, ...extra, "privacy"];
}

/** Whether the kind needs a message (the schema's rule, to mark the field). */
export const messageRequired = (kind: RequestKind) => kind === "contact" || kind === "broker" || kind === "question";

export const emptyLeadValues = (kind: RequestKind, projectId: number | null): LeadFormValues => ({
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
 * The request body (without `elapsed_ms`, added when sending): the kind's fields, empty optional ones left out.
 * `partner` is the site's slug (null: the main brand; the API ignores it on a partner's own domain).
 */
export function requestBody(values: LeadFormValues, partner: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: values.kind };
  if (values.project_id !== null) body.project_id = values.project_id;
  for (const name of fieldsOf(values.kind)) {
    const value = values[name];
    // Required fields go even when empty, so the schema names them ("vul uw voornaam in"); empty optional ones stay out.
    if (REQUIRED.has(name) || (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null)) body[name] = value;
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

/** Valid stand-ins for the basic fields, to reach the schema's per-kind rules (see below). */
const STAND_INS = { first_name: "x", last_name: "x", email: "x@example.test", privacy: true };
const PER_KIND_FIELDS = ["preferred_date", "part_of_day", "message"] as const;

type Result = Awaited<ReturnType<Resolver<LeadFormValues, unknown, LeadRequest>>>;

/**
 * react-hook-form's resolver: the API's schema on the body the form would send, plus the date
 * window the date field offers. Its output is the body, parsed (trimmed, e-mail in lower case).
 * zod checks the per-kind rules (a viewing's date, a contact form's message) only once the basic
 * fields pass; they are checked on stand-ins too, so an empty form shows every error at once.
 */
export function leadResolver(partner: string | null, dateOutOfRange: string): Resolver<LeadFormValues, unknown, LeadRequest> {
  return async (values, resolverContext, options) => {
    const body = requestBody(values, partner);
    const result = (await schemaResolver(body as never, resolverContext, options as never)) as Result;
    const errors: FieldErrors<LeadFormValues> = { ...result.errors };
    if (Object.keys(errors).length > 0) {
      for (const issue of leadRequestSchema.safeParse({ ...body, ...STAND_INS }).error?.issues ?? []) {
        const name = PER_KIND_FIELDS.find((field) => field === issue.path[0]);
        if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
      }
    }
    const { min, max } = viewingDays();
    const date = values.kind === "viewing" ? values.preferred_date : "";
    if (date && (date < min || date > max) && !errors.preferred_date) errors.preferred_date = { type: "range", message: dateOutOfRange };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}
