/**
 * The fixed demo accounts (documented in the README). Hashes use a salt derived from the e-mail,
 * so two seeds write identical rows.
 */
import { createHash } from "node:crypto";
import { hashPassword } from "../../accounts/password";
import type { clients, staffUsers } from "../schema";
import { PARTNER_ID } from "./partners";
import { daysBefore } from "./clock";

export type ClientRow = typeof clients.$inferInsert;
export type StaffRow = typeof staffUsers.$inferInsert;

const DEMO_CLIENT = { email: "klant@costanieuwbouw.test", password: "Zonnig2026!" } as const;
const DEMO_STAFF_PASSWORD = "Partner2026!";
const DEMO_ADMIN = { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } as const;

function deterministicHash(email: string, password: string): Promise<string> {
  return hashPassword(password, createHash("sha256").update(email).digest().subarray(0, 16));
}

export async function buildAccounts(): Promise<{ clients: ClientRow[]; staff: StaffRow[] }> {
  const createdAt = daysBefore(30);
  const partnerStaff = [
    { id: 1, email: "crm@demo.test", name: "Sanne Jansen", partnerId: PARTNER_ID.demo },
    { id: 2, email: "crm@zuidkust.test", name: "Pieter van den Berg", partnerId: PARTNER_ID.zuidkust },
    { id: 3, email: "crm@partner-a.test", name: "Els Peeters", partnerId: PARTNER_ID.partnerA },
  ].map((user) => ({ ...user, teamRole: "owner" as const }));
  // One agent per partner (ids after the admin's, so the first four keep theirs).
  const agents = [
    { id: 5, email: "agent@demo.test", name: "Daan Visser", partnerId: PARTNER_ID.demo },
    { id: 6, email: "agent@zuidkust.test", name: "Lotte Mulder", partnerId: PARTNER_ID.zuidkust },
    { id: 7, email: "agent@partner-a.test", name: "Wout Claes", partnerId: PARTNER_ID.partnerA },
  ].map((user) => ({ ...user, teamRole: "agent" as const }));
  const staff: StaffRow[] = await Promise.all([
    ...[...partnerStaff, ...agents].map(async (user) => ({
      ...user, role: "partner" as const, passwordHash: await deterministicHash(user.email, DEMO_STAFF_PASSWORD), createdAt,
    })),
    deterministicHash(DEMO_ADMIN.email, DEMO_ADMIN.password).then((passwordHash) => ({
      id: 4, email: DEMO_ADMIN.email, name: "Marieke Bakker", role: "admin" as const, partnerId: null, passwordHash, createdAt,
    })),
  ]);
  const client: ClientRow = {
    id: 1, email: DEMO_CLIENT.email, passwordHash: await deterministicHash(DEMO_CLIENT.email, DEMO_CLIENT.password),
    firstName: "Jan", lastName: "de Vries", phone: "+31 6 12345678", zipCode: "3511 AB", homeTown: "Utrecht",
    partnerId: PARTNER_ID.demo, createdAt, updatedAt: createdAt,
  };
  return { clients: [client], staff };
}
