/** The assign modes and task kinds, for forms in the browser (no zod here). Client-safe. */
export const ASSIGN_MODES = ["manual", "round_robin", "project"] as const;
export const TASK_KINDS = ["call_back", "send_price_list", "after_viewing", "other"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
