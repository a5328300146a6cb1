import "server-only";
/**
 * Whose figures a CRM user may read (docs/figures.md): the admin any site's (a partner's, or the main
 * brand's), chosen with `partner_id`; a partner's owner and agents their own partner's only, whatever
 * they ask for. Agents see the project figures and lead sources (aggregates, no person in them) and,
 * of the response times, their own row only; owners and the admin see every agent's.
 */
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { partners } from "../db/schema";
import type { StaffScope } from "../crm/staff";

export interface FiguresTarget {
  /** null: the main brand's own site. */
  partnerId: number | null;
  name: string;
  /** Only this CRM user's response times (an agent). */
  onlyAgent: number | null;
}

/** The site whose figures this user reads; null when there is none (a partner user without partner, an unknown partner). */
export async function figuresTarget(scope: StaffScope, requestedPartnerId: number | undefined): Promise<FiguresTarget | null> {
  const partnerId = scope.role === "admin" ? requestedPartnerId || null : scope.partnerId;
  if (scope.role !== "admin" && partnerId === null) return null;
  const onlyAgent = scope.role === "partner" && scope.teamRole !== "owner" ? scope.id : null;
  if (partnerId === null) return { partnerId: null, name: "Costa Nieuwbouw", onlyAgent };
  const [partner] = await (await db()).select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return partner ? { partnerId, name: partner.name, onlyAgent } : null;
}
