import { and, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { connect } from "@/lib/db/client";
import { migrateDatabase, migrationsApplied } from "@/lib/db/migrate";
import { normalizeFilters } from "@/lib/catalogue/search/filters";
import { matchKey } from "@/lib/catalogue/search/keys";
import { searchConditions } from "@/lib/catalogue/search/query";
import { projects } from "@/lib/db/schema";
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

  it("cover a search's count in one index, the approval rule included: no table row is read", async () => {
    const filters = normalizeFilters({ bedrooms: 2, pricefrom: 100_000, priceto: 500_000, area_min: 60, status: ["key_ready"], features: ["pool"], beach_max: 1000, energy_label: ["A", "B"], airport_max: 60 });
    const where = and(...searchConditions(matchKey(filters), null, 0));
    // With the table and bitmap scans ruled out, an index that lacks a column gives an Index Scan, not an Index Only Scan.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(sql`explain (format json) select count(*) from ${projects} where ${where}`);
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain('"Node Type":"Index Only Scan"');
    expect(text).toContain('"Index Name":"projects_search_idx"');
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
