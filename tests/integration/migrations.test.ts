import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { connect } from "@/lib/db/client";
import { migrateDatabase, migrationsApplied } from "@/lib/db/migrate";
import { openTestDatabase } from "./helpers/database";

const TABLES = [
  "api_tokens",
  "background_jobs",
  "clients",
  "content_pages",
  "favorites",
  "feed_images",
  "feed_runs",
  "feed_sources",
  "geo",
  "lead_events",
  "lead_exports",
  "lead_tasks",
  "leads",
  "mail_outbox",
  "morning_mails",
  "page_views",
  "partner_about_photos",
  "partner_audit",
  "partner_logos",
  "partners",
  "password_reset_tokens",
  "price_history",
  "project_assignees",
  "project_files",
  "project_photos",
  "projects",
  "reply_templates",
  "saved_search_alerts",
  "saved_search_matches",
  "saved_search_unsubscribe_tokens",
  "saved_searches",
  "staff_api_tokens",
  "staff_calendar_feeds",
  "staff_tokens",
  "staff_users",
  "units",
  "viewings",
];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe(`migrations (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("create every table of the data model", async () => {
    const found = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(found.map((row) => row.table_name)).toEqual(TABLES);
  });

  it("create the indexes that search needs", async () => {
    const found = await rows<{ indexname: string }>(sql`select indexname from pg_indexes where schemaname = 'public'`);
    const names = found.map((row) => row.indexname);
    for (const index of ["projects_town_idx", "projects_region_idx", "projects_type_idx", "projects_price_idx", "projects_bedrooms_idx", "projects_lat_lng_idx", "units_project_idx", "projects_search_idx", "projects_relevance_idx", "projects_price_desc_idx"]) {
      expect(names).toContain(index);
    }
  });

  it("are recorded once and can be applied again without change", async () => {
    const before = await rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    await migrateDatabase(handle);
    const after = await rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(before[0]!.count).toBeGreaterThan(0);
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("are reported applied once the newest is recorded, and not on an empty database", async () => {
    expect(await migrationsApplied(handle)).toBe(true);
    const empty = await connect({ dataDir: "memory://" });
    try {
      expect(await migrationsApplied(empty)).toBe(false);
    } finally {
      await empty.close();
    }
  });

  it("enforce case-insensitive unique e-mail addresses for clients", async () => {
    await handle.db.execute(sql`insert into clients (email, password_hash, first_name, last_name) values ('Jan@Example.nl', 'x', 'Jan', 'Jansen')`);
    await expect(
      handle.db.execute(sql`insert into clients (email, password_hash, first_name, last_name) values ('jan@example.NL', 'x', 'Jan', 'Jansen')`),
    ).rejects.toThrow();
  });
});
