import "server-only";
/**
 * Each CRM user's calendar feed: a secret URL a calendar app (Google Calendar, Outlook) subscribes to.
 * The token is shown once and stored only as its hash (lib/accounts/tokens.ts); renewing replaces it,
 * revoking deletes it, and an unknown or revoked token finds nothing (the route answers 404).
 * The feed holds the user's own viewings as their agent, with what they need to be there: project,
 * buyer's name, meeting point.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import { hashToken, newToken } from "../../accounts/tokens";
import { db } from "../../db/client";
import { leads, projects, staffCalendarFeeds, staffUsers, viewings } from "../../db/schema";
import { mainOrigin } from "../../site/origin";
import { feedIcs } from "./ics";
import { viewingSummary } from "./mails";

/** Viewings from this long ago stay in the feed (a calendar keeps the recent past). */
const FEED_PAST_DAYS = 60;

function calendarFeedUrl(token: string): string {
  return `${mainOrigin()}/api/crm/calendar-feed?token=${token}`;
}

/** A new secret for the user (the old one stops working); the URL is shown once. */
export async function renewCalendarFeed(staffUserId: number, now = new Date()): Promise<{ url: string }> {
  const token = newToken();
  const database = await db();
  await database
    .insert(staffCalendarFeeds)
    .values({ staffUserId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({ target: staffCalendarFeeds.staffUserId, set: { tokenHash: hashToken(token), createdAt: now } });
  return { url: calendarFeedUrl(token) };
}

export async function revokeCalendarFeed(staffUserId: number): Promise<void> {
  await (await db()).delete(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffUserId, staffUserId));
}

/** Whether the user has a feed, and since when (the URL itself is never shown again). */
export async function calendarFeedState(staffUserId: number): Promise<{ createdAt: Date } | null> {
  const [row] = await (await db()).select({ createdAt: staffCalendarFeeds.createdAt }).from(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffUserId, staffUserId)).limit(1);
  return row ?? null;
}

/** The feed's iCalendar text for a token, or null (unknown, revoked, or the user is no longer active). */
export async function calendarFeedFor(token: string, now = new Date()): Promise<string | null> {
  const database = await db();
  const [owner] = await database
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffCalendarFeeds)
    .innerJoin(staffUsers, eq(staffUsers.id, staffCalendarFeeds.staffUserId))
    .where(and(eq(staffCalendarFeeds.tokenHash, hashToken(token)), eq(staffUsers.active, true)))
    .limit(1);
  if (!owner) return null;
  const rows = await database
    .select({ viewing: viewings, firstName: leads.firstName, lastName: leads.lastName, projectName: projects.name })
    .from(viewings)
    .innerJoin(leads, eq(leads.id, viewings.leadId))
    .leftJoin(projects, eq(projects.id, viewings.projectId))
    .where(and(eq(viewings.agentId, owner.id), gte(viewings.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000))))
    .orderBy(asc(viewings.startsAt))
    .limit(1000);
  return feedIcs(
    `Bezichtigingen ${owner.name}`,
    rows.map(({ viewing, firstName, lastName, projectName }) => ({
      uid: viewing.uid,
      sequence: viewing.sequence,
      startsAt: viewing.startsAt,
      durationMinutes: viewing.durationMinutes,
      summary: viewingSummary(projectName, `${firstName} ${lastName}`.trim()),
      description: `${mainOrigin()}/crm/leads/${viewing.leadId}`,
      meetingPoint: viewing.meetingPoint,
      status: viewing.status,
      organizer: null,
      attendees: [],
      updatedAt: viewing.updatedAt,
    })),
  );
}
