import "server-only";
/** Leads as the CRM API answers them (snake_case, dates as ISO strings). */
import type { getLead, LeadListRow } from "./leads";

export function leadSummary(row: LeadListRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    project: row.projectId && row.projectName ? { id: row.projectId, name: row.projectName } : null,
    partner: row.partnerId && row.partnerName ? { id: row.partnerId, name: row.partnerName } : null,
    created_at: row.createdAt.toISOString(),
    first_response_at: row.firstResponseAt?.toISOString() ?? null,
    assignee: row.assignedStaffId && row.assigneeName ? { id: row.assignedStaffId, name: row.assigneeName } : null,
  };
}

export function leadDetail(found: NonNullable<Awaited<ReturnType<typeof getLead>>>) {
  const { lead, projectName, partnerName, assigneeName, events, others } = found;
  return {
    ...leadSummary({ ...lead, projectName, partnerName, assigneeName }),
    zip_code: lead.zipCode,
    address: lead.address,
    subject: lead.subject,
    message: lead.message,
    preferred_date: lead.preferredDate,
    part_of_day: lead.partOfDay,
    anonymised: lead.anonymisedAt !== null,
    events: events.map((event) => ({ kind: event.kind, from_status: event.fromStatus, to_status: event.toStatus, subject: event.subject, note: event.note, by: event.staffName, at: event.createdAt.toISOString() })),
    other_requests: others.map((other) => ({ id: other.id, kind: other.kind, status: other.status, created_at: other.createdAt.toISOString(), project: other.projectName })),
  };
}
