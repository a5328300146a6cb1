/** The project list's URL: its filters read leniently (a bad value is dropped) and written back in one spelling. */
import { crmProjectFiltersSchema, type CrmProjectFilters } from "./project-schemas";

type Params = Record<string, string | string[] | undefined>;

export function parseProjectQuery(params: Params): CrmProjectFilters {
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined && text !== "" && key in crmProjectFiltersSchema.shape) given[key] = text;
  }
  // Each value alone: one bad value must not drop the others.
  const kept = Object.fromEntries(Object.entries(given).filter(([key, value]) => crmProjectFiltersSchema.safeParse({ [key]: value }).success));
  return crmProjectFiltersSchema.parse(kept);
}

export function projectQuery(filters: CrmProjectFilters, page = filters.page): string {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.published) search.set("published", filters.published);
  if (filters.approval) search.set("approval", filters.approval);
  if (page > 1) search.set("page", String(page));
  if (filters.per_page !== crmProjectFiltersSchema.shape.per_page.parse(undefined)) search.set("per_page", String(filters.per_page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
