/**
 * On PostgreSQL, with three app instances (connection pools of their own): leads created at the same
 * moment on all of them are each assigned exactly once and evenly in turn (the partner's row lock);
 * the morning mail job run by two instances at once queues one mail per person and day.
 */
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoAssignLead } from "@/lib/crm/assign/auto";
import { sendMorningMails } from "@/lib/crm/tasks/morning-mail";
import type { DatabaseHandle } from "@/lib/db/client";
import { leadEvents, leads, mailOutbox, partners, staffUsers } from "@/lib/db/schema";
import { openTestDatabase, secondInstance } from "./helpers/database";

let instances: DatabaseHandle[] = [];

beforeAll(async () => {
  const first = await openTestDatabase({ seeded: true });
  instances = [first, await secondInstance(first.db), await secondInstance(first.db)];
  const database = first.db;
  // Demo (partner 1): agents 5 (seeded), 30 and 31, in turn.
  await database.insert(staffUsers).values([30, 31].map((id) => ({ id, email: `agent${id}@demo.test`, name: `Agent ${id}`, role: "partner" as const, teamRole: "agent" as const, partnerId: 1, passwordHash: "x" })));
  await database.update(partners).set({ assignMode: "round_robin" }).where(eq(partners.id, 1));
});
afterAll(async () => {
  for (const instance of instances.slice(1)) await instance.close();
  await instances[0]?.close();
});

const PER_INSTANCE = 20;

describe("round robin across instances", () => {
  it("assigns every lead created at once on three instances exactly once, and evenly", async () => {
    const create = async (instance: DatabaseHandle, n: number) => {
      const [row] = await instance.db.insert(leads).values({ kind: "contact", partnerId: 1, firstName: "Race", lastName: String(n), email: `race${n}@example.nl` }).returning({ id: leads.id });
      await autoAssignLead(row!.id, new Date(), instance.db);
      return row!.id;
    };
    const ids = await Promise.all(instances.flatMap((instance, i) => Array.from({ length: PER_INSTANCE }, (_, n) => create(instance, i * PER_INSTANCE + n))));
    const database = instances[0]!.db;
    const rows = await database.select({ id: leads.id, to: leads.assignedStaffId }).from(leads).where(inArray(leads.id, ids));
    expect(rows.every((row) => row.to !== null)).toBe(true);
    const events = await database.select({ leadId: leadEvents.leadId }).from(leadEvents).where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.kind, "assigned")));
    expect(events).toHaveLength(ids.length);
    const perAgent = new Map<number, number>();
    for (const row of rows) perAgent.set(row.to!, (perAgent.get(row.to!) ?? 0) + 1);
    expect([...perAgent.keys()].sort((a, b) => a - b)).toEqual([5, 30, 31]);
    expect([...perAgent.values()]).toEqual([PER_INSTANCE, PER_INSTANCE, PER_INSTANCE]);
    const mails = await database.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(and(inArray(mailOutbox.leadId, ids), like(mailOutbox.subject, "Aanvraag voor jou:%")));
    expect(mails).toHaveLength(ids.length);
  });
});

describe("the morning mail across instances", () => {
  it("two instances running the job at the same moment queue one mail per person", async () => {
    const morning = new Date("2031-05-06T06:30:00Z"); // 08:30 in Amsterdam
    const [a, b] = await Promise.all([sendMorningMails(instances[0]!.db, morning), sendMorningMails(instances[1]!.db, morning)]);
    expect(a + b).toBeGreaterThan(0);
    const mails = await instances[0]!.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(like(mailOutbox.subject, "Vandaag:%"));
    expect(mails).toHaveLength(a + b);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    expect(mails.map((mail) => mail.to)).toContain("agent30@demo.test");
  });
});
