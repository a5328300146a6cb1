import "server-only";
/**
 * The card and price-box badges, computed in SQL from the catalogue itself:
 * - "Nieuw": published (`projects.published_at`) in the last 14 days;
 * - "Prijs verlaagd": the project's lowest price (`price_from`) is lower than it was before the price
 *   cuts of the last 30 days (`price_history`), and at least one of those changes was a cut. The old
 *   price is the lowest of its units' prices as they stood before their first change in those 30 days.
 * Both compare with `now()`, so a badge expires with the next read of the cached page (at most
 * CATALOGUE_REVALIDATE_SECONDS after its day, or at the next revalidation).
 */
import { sql, type SQL } from "drizzle-orm";
import { projects } from "../db/schema";

const NEW_PROJECT_DAYS = 14;
const PRICE_CUT_DAYS = 30;

const cutWindowStart = sql.raw(`now() - interval '${PRICE_CUT_DAYS} days'`);

/**
 * The lowest price of the project's offered units before their changes of the last 30 days: a unit
 * changed since then counts with the old price of its first change (null: it was on request).
 */
function priceBeforeCuts(projectId: SQL): SQL<number | null> {
  return sql<number | null>`(select min(case when first_change.unit_id is null then (case when not u.price_on_request then u.price end) else first_change.old_price end)
    from units u
    left join lateral (select ph.unit_id, ph.old_price from price_history ph where ph.unit_id = u.id and ph.changed_at >= ${cutWindowStart} order by ph.changed_at, ph.id limit 1) first_change on true
    where u.project_id = ${projectId} and u.status <> 'withdrawn')`;
}

/** Whether one of the project's units had its price lowered in the last 30 days. */
function hasRecentCut(projectId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from price_history ph join units u on u.id = ph.unit_id
    where u.project_id = ${projectId} and ph.changed_at >= ${cutWindowStart} and ph.new_price < ph.old_price)`;
}

/** The columns every card, search row and project detail selects for its badges. */
export const badgeColumns = {
  isNew: sql<boolean>`(${projects.publishedAt} >= now() - interval '${sql.raw(String(NEW_PROJECT_DAYS))} days')`,
  /** The struck-through old "from" price, when the price went down in the last 30 days; else null. */
  priceWas: sql<number | null>`(case when not ${projects.priceOnRequest} and ${projects.priceFrom} is not null and ${hasRecentCut(sql`${projects.id}`)}
    then (select before.price from (select ${priceBeforeCuts(sql`${projects.id}`)} as price) before where before.price > ${projects.priceFrom}) end)`,
};

/**
 * The projects whose price went down (as `priceWas` above), ordered for the sort `price_cut`: the
 * most recent cut first (by day), then the largest cut (as a share of the old price). One uncorrelated
 * sub-select, run once per query; it reads only the last 30 days of `price_history` (its `changed_at` index).
 */
const recentCutOrder = sql`array(
  select cut.project_id from (
    select u.project_id, max(ph.changed_at) as cut_at from price_history ph join units u on u.id = ph.unit_id
    where ph.changed_at >= ${cutWindowStart} and ph.new_price < ph.old_price group by u.project_id
  ) cut
  join projects p on p.id = cut.project_id
  cross join lateral (select ${priceBeforeCuts(sql`p.id`)} as price) before
  where not p.price_on_request and before.price > p.price_from
  order by date_trunc('day', cut.cut_at) desc, (before.price - p.price_from)::float8 / before.price desc, cut.project_id desc
)`;

/** ORDER BY terms that put the projects with a price cut first, in `recentCutOrder`'s order. */
export function priceCutOrder(): SQL[] {
  return [sql`array_position(${recentCutOrder}, ${projects.id}) asc nulls last`];
}
