/**
 * Two instances on one PostgreSQL server, each with its own connection pool. Runs on PostgreSQL only
 * (`*.postgres.test.ts` files are collected when DATABASE_URL is set): PGlite has one connection, so a
 * second instance cannot hold a lock while the first claims.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { claimDueMails } from "@/lib/mail/queries";
import { openTestDatabase, secondInstance } from "./helpers/database";
import { queueResetMail, testClock } from "./helpers/mail";

let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await secondInstance(first.db);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});
beforeEach(async () => {
  await first.db.delete(mailOutbox);
});

describe("mail outbox claims on PostgreSQL", () => {
  it("a claim skips the rows another instance is claiming instead of waiting for them", async () => {
    const ids = [await queueResetMail(first.db, "a@example.nl"), await queueResetMail(first.db, "b@example.nl")];
    const clock = testClock();
    // Instance one is in the middle of its claim: it holds the lock on the oldest row.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = first.db.transaction(async (tx) => {
      await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, ids[0]!)).for("update");
      locked();
      await released;
    });
    await isLocked;
    const claimed = await claimDueMails(second.db, { now: clock.now(), limit: 5, leaseMs: 60_000 });
    release();
    await holding;
    expect(claimed.map((mail) => mail.id)).toEqual([ids[1]]);
  });

});
