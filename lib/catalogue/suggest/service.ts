import "server-only";
/**
 * Suggestions as a visitor types (`GET /api/suggest`): places with their project counts, published
 * projects and developers, accent- and typo-tolerant, best first. Answers are cached per folded text
 * and the site's partner (tags `catalogue` and `catalogue:listings`: a partner's own listing awaiting
 * approval is suggested and counted on its own site only, as search lists it); the route adds the
 * site's base path to the paths.
 */
import { db } from "../../db/client";
import { projectPath } from "../card";
import { cachedCatalogueRead, LISTINGS_TAG } from "../cache";
import { EMPTY_FILTERS } from "../search/filters";
import { loadGeoIndex } from "../search/geo";
import { selectionFor } from "../search/geo-match";
import { searchPath } from "../search/url";
import { catalogueTally, developerMatches, placeMatches, projectMatches } from "./queries";
import { foldText, rankSuggestions, SUGGEST_MIN_LENGTH, SUGGESTION_LIMITS, type ScoredSuggestion, type SuggestionKind } from "./rank";

/** A suggestion with a path on no particular site (`sitePath` turns it into the site's URL). */
export interface SuggestionPath {
  kind: SuggestionKind;
  label: string;
  path: string;
  count?: number;
  context: string | null;
}

const readTally = cachedCatalogueRead(async (sitePartnerId: number) => catalogueTally(await db(), sitePartnerId), ["suggest-tally"], { tags: [LISTINGS_TAG] });

/**
 * The database's matches for a text, cached by themselves: read inside another cached read, the
 * tally was computed again for every new text (the benchmark showed it), so the developers' names
 * come in as an argument and the answer is put together outside.
 */
const readMatches = cachedCatalogueRead(async (text: string, developerNames: string[], sitePartnerId: number) => {
  const database = await db();
  const [places, projects, developers] = await Promise.all([
    // Places without a published project are left out afterwards: ask for a few more.
    placeMatches(database, text, SUGGESTION_LIMITS.place * 2),
    projectMatches(database, text, SUGGESTION_LIMITS.project, sitePartnerId),
    developerMatches(database, text, developerNames, SUGGESTION_LIMITS.developer),
  ]);
  return { places, projects, developers };
}, ["suggest-matches"], { tags: [LISTINGS_TAG] });

async function readSuggestions(text: string, sitePartnerId: number): Promise<SuggestionPath[]> {
  const [index, tally] = await Promise.all([loadGeoIndex(), readTally(sitePartnerId)]);
  const { places, projects: projectRows, developers } = await readMatches(text, tally.developers.map((developer) => developer.name), sitePartnerId);
  const nameOf = (id: number | null) => (id === null ? null : (index.byId.get(id)?.name ?? null));
  const matches: ScoredSuggestion<SuggestionPath>[] = [];
  for (const place of places) {
    const row = index.byId.get(place.id);
    const count = tally.byPlace[place.id] ?? 0;
    if (!row || count === 0) continue;
    const context = row.kind === "town" ? nameOf(row.regionId) : null;
    // A province shares its name with its capital (Málaga, Alicante): the label tells them apart.
    const label = row.kind === "province" ? `Provincie ${row.name}` : row.name;
    const path = searchPath({ ...EMPTY_FILTERS, esGeo: selectionFor(index, row) });
    matches.push({ kind: "place", label, similarity: place.similarity, count, item: { kind: "place", label, path, count, context } });
  }
  for (const project of projectRows) {
    const item = { kind: "project" as const, label: project.name, path: projectPath(project), context: nameOf(project.townId) };
    matches.push({ kind: "project", label: project.name, similarity: project.similarity, item });
  }
  for (const developer of developers) {
    const count = tally.developers.find((entry) => entry.name === developer.name)?.count ?? 0;
    const path = searchPath({ ...EMPTY_FILTERS, q: developer.name });
    matches.push({ kind: "developer", label: developer.name, similarity: developer.similarity, count, item: { kind: "developer", label: developer.name, path, count, context: null } });
  }
  return rankSuggestions(matches).map((match) => match.item);
}

/**
 * Suggestions for what a visitor typed on a site (`Site.partnerId`, 0 for the main brand); none for
 * text shorter than `SUGGEST_MIN_LENGTH` once folded.
 */
export async function suggest(text: string, sitePartnerId = 0): Promise<SuggestionPath[]> {
  const folded = foldText(text);
  return folded.length < SUGGEST_MIN_LENGTH ? [] : readSuggestions(folded, sitePartnerId);
}
