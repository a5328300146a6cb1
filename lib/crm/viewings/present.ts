import "server-only";
/** Viewings as the API answers them (snake_case, the Spanish day and time beside the instant). */
import type { ViewingListItem } from "./types";
import { madridParts } from "./time";

export function viewingForApi(row: ViewingListItem) {
  return {
    id: row.id,
    lead_id: row.leadId,
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ...madridParts(row.startsAt),
    duration_minutes: row.durationMinutes,
    meeting_point: row.meetingPoint,
    notes: row.notes,
    sequence: row.sequence,
    project: row.projectId && row.projectName ? { id: row.projectId, name: row.projectName } : null,
    agent: row.agentId && row.agentName ? { id: row.agentId, name: row.agentName } : null,
    buyer: { first_name: row.buyerFirstName, last_name: row.buyerLastName },
  };
}
