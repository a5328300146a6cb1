/**
 * The kinds of request and their constants, without zod: client components that only choose a kind
 * (the project page's buttons) import these and keep the validation library out of the page's scripts.
 */
/** What a visitor can ask for with a form (`POST /api/requests`). */
export const REQUEST_KINDS = ["contact", "broker", "price_list", "floor_plan", "brochure", "viewing", "question", "franchise"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** Every kind of lead: the forms' kinds, and `match` (a partner opened a client whose saved search matches a project: lib/crm/matches). */
export const LEAD_KINDS = [...REQUEST_KINDS, "match"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const PARTS_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Kinds about one project: the form sits on its page. */
export const PROJECT_KINDS: readonly RequestKind[] = ["price_list", "floor_plan", "brochure", "viewing", "question"];
/** Kinds whose document a logged-in client gets at once. */
export const DOCUMENT_KINDS = { price_list: "price_list", floor_plan: "floor_plan", brochure: "brochure" } as const;

/** Forms shorter than this were not filled in by a person. */
export const MIN_FILL_MS = 2_500;
