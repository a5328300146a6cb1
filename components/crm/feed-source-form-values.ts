/** The feed-source form's values, from a source and back into the API's body. Pure and client-safe. */
import type { CallBody } from "@/lib/api/client";
import type { FeedSourceForAdmin } from "@/lib/feeds/present";

export interface FeedSourceFormValues {
  name: string;
  url: string;
  /** A partner id as the select gives it; "" for the main brand. */
  owner: string;
  schedule: string;
  ref_separator: string;
  proximity_meters: string;
  active: boolean;
}

/** Fields the API names, in the form's order: its 422 lands at these. */
export const FEED_SOURCE_FIELDS = ["name", "url", "owner", "schedule", "ref_separator", "proximity_meters", "active"] as const;

export function feedSourceFormValues(source: FeedSourceForAdmin | null): FeedSourceFormValues {
  return {
    name: source?.name ?? "",
    url: source?.url ?? "",
    owner: source?.owner ? String(source.owner.id) : "",
    schedule: source?.schedule ?? "",
    ref_separator: source?.ref_separator ?? "",
    proximity_meters: String(source?.proximity_meters ?? 50),
    active: source?.active ?? true,
  };
}

/** Empty texts are null (no URL, by hand only, no ref rule); the number goes as typed, the server checks it. */
export function feedSourceBody(values: FeedSourceFormValues, create: true): CallBody<"POST /api/crm/feeds/sources">;
export function feedSourceBody(values: FeedSourceFormValues, create: false): CallBody<"PATCH /api/crm/feeds/sources/{id}">;
export function feedSourceBody(values: FeedSourceFormValues, create: boolean): CallBody<"POST /api/crm/feeds/sources"> | CallBody<"PATCH /api/crm/feeds/sources/{id}"> {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  const meters = values.proximity_meters.trim();
  const body: CallBody<"PATCH /api/crm/feeds/sources/{id}"> = {
    url: text(values.url),
    owner: values.owner === "" ? null : Number(values.owner),
    schedule: text(values.schedule),
    ref_separator: values.ref_separator === "" ? null : values.ref_separator,
    proximity_meters: /^\d+$/.test(meters) ? Number(meters) : meters,
    active: values.active,
  };
  return create ? { name: values.name.trim(), ...body } : body;
}
