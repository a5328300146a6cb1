/** A viewing as the CRM's pages list it (client-safe: the pages hand it to components). */
import type { ViewingStatus } from "./schemas";

export interface ViewingListItem {
  id: number;
  leadId: number;
  partnerId: number | null;
  status: ViewingStatus;
  startsAt: Date;
  durationMinutes: number;
  meetingPoint: string;
  notes: string | null;
  sequence: number;
  projectId: number | null;
  projectName: string | null;
  agentId: number | null;
  agentName: string | null;
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
}
