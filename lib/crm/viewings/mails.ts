import "server-only";
/**
 * The two mails of a viewing step, queued in the caller's transaction: the buyer's (in the partner's
 * name, `Reply-To` the agent) and the agent's, each with the same iCalendar event (one UID, the
 * viewing's SEQUENCE), METHOD:REQUEST for planned or changed, METHOD:CANCEL for cancelled.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leads, partners, projects, staffUsers, viewings } from "../../db/schema";
import { enqueueMail } from "../../mail/enqueue";
import { viewingAgentMail, viewingBuyerMail, type ViewingMailKind } from "../../mail/templates/viewing";
import { mainOrigin } from "../../site/origin";
import { resolveSite } from "../../site/resolve";
import { mainSite, type Site } from "../../site/site";
import { invitationIcs, type IcsViewing } from "./ics";
import { clockTimes, madridLongDate } from "./time";

/** What the calendar shows: the project and the buyer, nothing more. */
export function viewingSummary(projectName: string | null, buyerName: string): string {
  return projectName ? `Bezichtiging ${projectName} – ${buyerName}` : `Bezichtiging – ${buyerName}`;
}

/**
 * The site a partner's mails speak for, looked up before the transaction: inside it, PGlite's one
 * connection is the transaction's, and the look-up would wait for it for ever.
 */
export async function siteOfPartner(database: Database, partnerId: number | null): Promise<Site> {
  if (partnerId === null) return mainSite();
  const [partner] = await database.select({ slug: partners.slug }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return (partner ? await resolveSite(partner.slug) : null) ?? mainSite();
}

export async function enqueueViewingMails(tx: Database, viewingId: number, kind: ViewingMailKind, site: Site): Promise<void> {
  const [row] = await tx
    .select({ viewing: viewings, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, agentName: staffUsers.name, agentEmail: staffUsers.email, projectName: projects.name })
    .from(viewings)
    .innerJoin(leads, eq(leads.id, viewings.leadId))
    .leftJoin(staffUsers, eq(staffUsers.id, viewings.agentId))
    .leftJoin(projects, eq(projects.id, viewings.projectId))
    .where(eq(viewings.id, viewingId))
    .limit(1);
  if (!row || !row.agentEmail || !row.agentName) return;
  const { viewing } = row;
  const buyerName = `${row.firstName} ${row.lastName}`.trim();
  const agent = { name: row.agentName, email: row.agentEmail };
  const times = clockTimes(viewing.startsAt);
  const input = {
    kind,
    day: madridLongDate(viewing.startsAt),
    spainTime: times.spain,
    netherlandsTime: times.netherlands,
    durationMinutes: viewing.durationMinutes,
    meetingPoint: viewing.meetingPoint,
    projectName: row.projectName,
    agent,
    buyerName,
    notes: viewing.notes,
    leadId: viewing.leadId,
  };
  const event: IcsViewing = {
    uid: viewing.uid,
    sequence: viewing.sequence,
    startsAt: viewing.startsAt,
    durationMinutes: viewing.durationMinutes,
    summary: viewingSummary(row.projectName, buyerName),
    description: viewing.meetingPoint,
    meetingPoint: viewing.meetingPoint,
    status: viewing.status,
    organizer: agent,
    attendees: [{ name: buyerName, email: row.email }, agent],
    updatedAt: viewing.updatedAt,
  };
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const ical = { method, content: invitationIcs(event, method) } as const;
  await enqueueMail(tx, { to: row.email, leadId: viewing.leadId, ical, ...viewingBuyerMail(site, { ...input, recipientName: row.firstName }) });
  await enqueueMail(tx, { to: agent.email, leadId: viewing.leadId, ical, ...viewingAgentMail(site, { ...input, recipientName: agent.name }, `${mainOrigin()}/crm/leads/${viewing.leadId}`) });
}
