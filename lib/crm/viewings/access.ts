import "server-only";
/**
 * Who sees which viewings, in the data layer: the admin all; a partner's owner all of the partner's;
 * an agent those they are the agent of and those of leads they may see (the leads' own scope).
 * Queries using it join `leads` on the viewing's lead.
 */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { viewings } from "../../db/schema";
import { scopeCondition } from "../leads";
import type { StaffScope } from "../staff";

export function viewingScopeCondition(scope: StaffScope): SQL | undefined {
  if (scope.role === "admin") return undefined;
  if (scope.partnerId === null) return sql`false`;
  const ownPartner = eq(viewings.partnerId, scope.partnerId);
  if (scope.teamRole === "owner") return ownPartner;
  return and(ownPartner, or(eq(viewings.agentId, scope.id), scopeCondition(scope)));
}
