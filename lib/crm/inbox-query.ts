/**
 * The inbox's state in its URL (`/crm?q=…&kind=…&page=2`): the API's filter schema read one parameter
 * at a time, so a bad or stale value drops that filter and keeps the page; and one canonical spelling
 * (defaults and empty form fields left out, a fixed order) for links, the filter form's redirect and
 * the CSV export. Client-safe.
 */
import { leadFiltersSchema, type LeadFilters } from "./schemas";

/** Parameter order in a canonical URL (the filter form's order). */
const INBOX_KEYS = ["q", "kind", "status", "project_id", "assigned", "partner_id", "from", "to", "sort", "page", "per_page"] as const satisfies readonly (keyof LeadFilters)[];

type SearchParams = Record<string, string | string[] | undefined>;

const DEFAULTS: Partial<Record<keyof LeadFilters, unknown>> = leadFiltersSchema.parse({});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The filters of a page URL; `partner_id` only counts for an admin (the data layer ignores it for others anyway). */
export function parseInboxQuery(params: SearchParams, admin: boolean): LeadFilters {
  const valid: Record<string, unknown> = {};
  for (const key of INBOX_KEYS) {
    const value = first(params[key])?.trim();
    if (!value || (key === "partner_id" && !admin)) continue;
    const parsed = leadFiltersSchema.shape[key].safeParse(value);
    if (parsed.success) valid[key] = parsed.data;
  }
  return leadFiltersSchema.parse(valid);
}

/** `?q=…&kind=…` without defaults, or "" when nothing is set. */
export function inboxQuery(filters: Partial<LeadFilters>): string {
  const params = new URLSearchParams();
  for (const key of INBOX_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "" && value !== DEFAULTS[key]) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The page's query as it came (for the log-in to return to), or "". */
export function givenQuery(params: SearchParams): string {
  const given = toSearch(params).toString();
  return given ? `?${given}` : "";
}

function toSearch(params: SearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one);
  return search;
}

/** The filters of the CSV export: the list's, whatever page is shown. */
export function exportQuery(filters: LeadFilters): string {
  return inboxQuery({ ...filters, page: undefined, per_page: undefined });
}

/** Whether the URL already says exactly what `canonical` says (else the page redirects to it). */
export function isCanonicalQuery(params: SearchParams, canonical: string): boolean {
  const given = toSearch(params);
  const sorted = (search: URLSearchParams) => [...search.entries()].map(([key, value]) => `${key}=${value}`).sort().join("&");
  return sorted(given) === sorted(new URLSearchParams(canonical));
}
