/**
 * The one rule for which projects the public sees (every catalogue read uses it): a published project
 * that is imported or the main brand's own, or a partner's hand-made listing an admin approved. A
 * partner's own listing is also shown, before approval, on that partner's own site. `sitePartnerId`
 * is the site's partner (`Site.partnerId`; 0 for the main brand), and must be part of the cache key
 * of any cached read that passes it.
 */
import { sql, type SQL } from "drizzle-orm";
import { projects } from "../db/schema";

export function listedCondition(sitePartnerId = 0): SQL {
  // A bare `published` first, so the planner still uses the partial indexes (`where published`).
  const ownSite = sitePartnerId > 0 ? sql` or ${projects.partnerId} = ${sitePartnerId}` : sql``;
  return sql`(${projects.published} and (${projects.partnerId} is null or ${projects.approvedAt} is not null${ownSite}))`;
}

/**
 * Shown on at least one site: a published project (a partner's listing awaiting approval is shown on
 * its own site). For reads by a URL that names no site: a file's download (never cached) and a
 * feed photo (the media route).
 */
export function shownOnSomeSiteCondition(): SQL {
  return sql`${projects.published}`;
}

/** The same rule on a table alias `m` of projects, for hand-written subqueries. */
export function listedConditionOnAlias(sitePartnerId = 0): SQL {
  const ownSite = sitePartnerId > 0 ? sql` or m.partner_id = ${sitePartnerId}` : sql``;
  return sql`(m.published and (m.partner_id is null or m.approved_at is not null${ownSite}))`;
}
