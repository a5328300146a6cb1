/** The statuses a partner moves a lead through, in order. Pure (no zod): client islands import it. */
export const LEAD_STATUSES = ["new", "contacted", "viewing_planned", "offer", "closed_won", "closed_lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
