import "server-only";
/**
 * The morning mail: from 07:00 in the partner's time zone, each CRM user of the partner gets their
 * "Vandaag" list once that day, and nothing when it is empty. "Once" holds across instances: a row
 * per user and day is inserted (ON CONFLICT DO NOTHING) in the transaction that queues the mail, so a
 * second instance finds the row and queues nothing.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { morningMails, partners, staffUsers } from "../../db/schema";
import { defineJob } from "../../jobs/define";
import { log } from "../../log";
import { enqueueMail } from "../../mail/enqueue";
import { kickMailOutbox } from "../../mail/outbox";
import { morningMail } from "../../mail/templates/morning-mail";
import { mainOrigin } from "../../site/origin";
import { mainSite } from "../../site/site";
import { assignableCondition } from "../assign/assign";
import { todayList } from "./today";

/** Sent from this local hour until noon (a later start of the day sends nothing that day). */
const MORNING_HOUR = 7;
const LAST_HOUR = 12;

/** The partner's local day (yyyy-mm-dd) and hour now. */
function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" }).formatToParts(now).map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** One round over every active partner in its morning; returns how many mails were queued. */
export async function sendMorningMails(database: Database, now = new Date()): Promise<number> {
  const rows = await database.select({ id: partners.id, timeZone: partners.timeZone }).from(partners).where(eq(partners.active, true)).orderBy(asc(partners.id));
  let queued = 0;
  for (const partner of rows) {
    const { day, hour } = localDayAndHour(now, partner.timeZone);
    if (hour < MORNING_HOUR || hour >= LAST_HOUR) continue;
    const people = await database.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(assignableCondition(partner.id)).orderBy(asc(staffUsers.id));
    for (const person of people) {
      const [done] = await database.select({ day: morningMails.day }).from(morningMails).where(and(eq(morningMails.staffUserId, person.id), eq(morningMails.day, day))).limit(1);
      if (done) continue;
      const list = await todayList(database, { ...person, partnerId: partner.id }, now);
      if (list.tasks.length === 0 && list.leads.length === 0 && list.matches.length === 0) continue;
      const sent = await database.transaction(async (tx) => {
        const [claimed] = await tx.insert(morningMails).values({ staffUserId: person.id, day, createdAt: now }).onConflictDoNothing().returning({ day: morningMails.day });
        if (!claimed) return false;
        await enqueueMail(tx, { to: person.email, ...morningMail(mainSite(), { name: person.name, list, origin: mainOrigin(), timeZone: partner.timeZone }) });
        return true;
      });
      if (sent) queued++;
    }
  }
  if (queued > 0) {
    kickMailOutbox();
    log("info", "morning_mails", { queued });
  }
  return queued;
}

/** Every 15 minutes: each partner's morning comes round in its own time zone. */
export const morningMailJob = defineJob({
  name: "morning_mail",
  schedule: { everyMs: 15 * 60_000 },
  firstRunAfterMs: 60_000,
  run: async ({ database, now }) => void (await sendMorningMails(database, now)),
});
