/**
 * Writing counted views (lib/figures/view-counter.ts): one additive upsert per flush, so increments
 * from several instances add up. Site keys become partner ids in the same statement; a key no partner
 * has (anymore) and a project deleted since the view are left out rather than failing the batch.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { ViewIncrement } from "./view-counter";

/** Rows per statement: well under PostgreSQL's 65,535 parameters (four per row). */
const BATCH = 2_000;

export async function saveViews(database: Database, increments: readonly ViewIncrement[]): Promise<void> {
  for (let start = 0; start < increments.length; start += BATCH) {
    const rows = increments.slice(start, start + BATCH).map((row) => sql`(${row.site}::text, ${row.projectId}::int, ${row.week}::date, ${row.views}::int)`);
    await database.execute(sql`
      insert into page_views (partner_id, project_id, week, views)
      select p.id, v.project_id, v.week, sum(v.views)::int
      from (values ${sql.join(rows, sql`, `)}) as v(site, project_id, week, views)
      left join partners p on v.site <> '' and (p.slug = v.site or p.domain = v.site)
      where (v.site = '' or p.id is not null) and exists (select 1 from projects where projects.id = v.project_id)
      group by p.id, v.project_id, v.week
      on conflict on constraint page_views_site_project_week_uq do update set views = page_views.views + excluded.views`);
  }
}
