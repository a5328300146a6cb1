/**
 * At least one active owner remains when two owners demote or disable each other at the same moment,
 * on PostgreSQL, where the two transactions run on connections of their own and really overlap (on
 * PGlite, with one connection, they queue anyway; crm-team.test.ts runs the same case there).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeColleague } from "@/lib/crm/team";
import { db } from "@/lib/db/client";
import { staffUsers } from "@/lib/db/schema";
import { ownersOf, teamScope } from "./helpers/crm-calls";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

const ROUNDS = 15;

async function twoOwners() {
  const database = await db();
  await database.update(staffUsers).set({ teamRole: "owner", active: true }).where(eq(staffUsers.id, 2));
  await database.update(staffUsers).set({ teamRole: "owner", active: true }).where(eq(staffUsers.id, 6));
}

describe("two owners of one partner at once, on PostgreSQL", () => {
  it.each([
    ["demote", { team_role: "agent" }],
    ["disable", { active: false }],
  ] as const)(`who %s each other, ${ROUNDS} times over: always exactly one active owner left`, async (_name, change) => {
    for (let round = 0; round < ROUNDS; round++) {
      await twoOwners();
      const [first, second] = [await teamScope(2), await teamScope(6)];
      const outcomes = await Promise.allSettled([changeColleague(first, 6, change), changeColleague(second, 2, change)]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled"), `round ${round}`).toHaveLength(1);
      expect(await ownersOf(2), `round ${round}`).toHaveLength(1);
    }
  });
});
