import "server-only";
/**
 * The statements behind the suggestions, all typo-tolerant through pg_trgm's word similarity on
 * folded text (`search_fold`: lower case, accents removed), on PGlite and PostgreSQL alike.
 */
import { and, desc, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { geo, projects, searchFold } from "../../db/schema";
import { soldOut } from "../search/query";
import { listedCondition } from "../visibility";

/** Rows a project look-up considers at most before ranking them: bounds its cost on a large catalogue. */
const PROJECT_CANDIDATES = 200;

const folded = (text: string) => searchFold(sql`${text}::text`);
const likeness = (text: string, column: Parameters<typeof searchFold>[0]) => sql<number>`word_similarity(${folded(text)}, ${searchFold(column)})`;

/** Costas, provinces and towns whose name resembles the text (the GIN index `geo_name_trgm_idx`). */
export function placeMatches(database: Database, text: string, limit: number) {
  return database
    .select({ id: geo.id, similarity: likeness(text, geo.name) })
    .from(geo)
    .where(and(ne(geo.kind, "country"), sql`${searchFold(geo.name)} %> ${folded(text)}`))
    .orderBy(desc(likeness(text, geo.name)), geo.id)
    .limit(limit);
}

/**
 * Published projects whose name resembles the text (`projects_name_trgm_idx`). The index hands over
 * at most `PROJECT_CANDIDATES` rows; those are ranked by word similarity, then by the likeness of
 * the whole name (so "Blue Bay" puts "Blue Bay Homes" before "Villas Blue Bay Marbella II").
 */
export function projectMatches(database: Database, text: string, limit: number, sitePartnerId: number) {
  const candidates = database
    .select({ id: projects.id, slug: projects.slug, name: projects.name, townId: projects.townId })
    .from(projects)
    .where(and(listedCondition(sitePartnerId), sql`${searchFold(projects.name)} %> ${folded(text)}`))
    .limit(PROJECT_CANDIDATES)
    .as("candidates");
  const word = likeness(text, candidates.name);
  const whole = sql<number>`similarity(${folded(text)}, ${searchFold(candidates.name)})`;
  return database
    .select({ id: candidates.id, slug: candidates.slug, name: candidates.name, townId: candidates.townId, similarity: word })
    .from(candidates)
    .orderBy(desc(word), desc(whole), candidates.id)
    .limit(limit);
}

/** Developers among `names` whose name resembles the text. */
export async function developerMatches(database: Database, text: string, names: readonly string[], limit: number) {
  if (names.length === 0) return [];
  const list = sql`array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]`;
  const result = await database.execute<{ name: string; similarity: number }>(sql`
    select name, word_similarity(${folded(text)}, search_fold(name)) as similarity
    from unnest(${list}) as developers(name)
    where search_fold(name) %> ${folded(text)}
    order by similarity desc, name
    limit ${limit}`);
  return (result as unknown as { rows: { name: string; similarity: number }[] }).rows;
}

/**
 * Projects a search lists (published, not sold out) per place (town, costa, province) and per
 * developer on a site: the counts beside suggestions, equal to the totals their searches show there.
 */
export async function catalogueTally(database: Database, sitePartnerId: number) {
  const [places, developers] = await Promise.all([
    database
      .select({ townId: projects.townId, regionId: projects.regionId, provinceId: projects.provinceId, count: sql<number>`count(*)::int` })
      .from(projects)
      .where(sql`${listedCondition(sitePartnerId)} and not ${soldOut}`)
      .groupBy(projects.townId, projects.regionId, projects.provinceId),
    database
      .select({ name: projects.developer, count: sql<number>`count(*)::int` })
      .from(projects)
      .where(sql`${listedCondition(sitePartnerId)} and not ${soldOut}`)
      .groupBy(projects.developer),
  ]);
  const byPlace: Record<number, number> = {};
  for (const row of places) for (const id of [row.townId, row.regionId, row.provinceId]) byPlace[id] = (byPlace[id] ?? 0) + row.count;
  return { byPlace, developers: developers.map((row) => ({ name: row.name, count: row.count })) };
}
