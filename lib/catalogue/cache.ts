import "server-only";
/**
 * Cross-request cache for catalogue reads, on Next's `unstable_cache` (the data cache that survives
 * deployments and is shared through the cache handler, e.g. Redis, between instances), and the tags
 * the write services revalidate, each as narrow as the change:
 * - `catalogue`: every catalogue read (a feed run, or an operator after a change behind the app's back);
 * - `catalogue:listings`: every read that lists projects (searches, map markers, facets, featured
 *   projects, suggestions, the catalogue's reach), since a project's change can add it to or drop it
 *   from any of them;
 * - `catalogue:project:{id}`: one project's reads (its pages and detail);
 * - `catalogue:partner:{id}`: every cached page of one partner's site (`tagPartnerPages`);
 * - `catalogue:partners`: reads over all partners (the franchise page's free costas).
 * A cached page inherits the tags of the reads it made. Cached values are stored as JSON: return
 * plain data only (no Date, Map or class instances).
 */
import { revalidateTag, unstable_cache } from "next/cache";
import { cache } from "react";
import { describeError, log } from "../log";

export const CATALOGUE_TAG = "catalogue";
/** Safety net for changes made behind the app's back (a re-seed, a manual SQL fix). */
const CATALOGUE_REVALIDATE_SECONDS = 300;

/** Every read that lists projects: a project's change can add it to or drop it from any search. */
export const LISTINGS_TAG = `${CATALOGUE_TAG}:listings`;
/** Reads over all partners (their regions, names): any partner's change revalidates this tag. */
export const PARTNERS_TAG = `${CATALOGUE_TAG}:partners`;

/** Every page of one partner's site (`tagPartnerPages`): that partner's change alone revalidates this tag. */
export function partnerCatalogueTag(partnerId: number): string {
  return `${CATALOGUE_TAG}:partner:${partnerId}`;
}

/** One project's reads (its page, its detail): a change to that project alone revalidates this tag. */
export function projectCatalogueTag(projectId: number): string {
  return `${CATALOGUE_TAG}:project:${projectId}`;
}

export interface CatalogueCacheOptions {
  /** Extra tags besides `catalogue`. */
  tags?: string[];
  /** The partner the read depends on; adds `catalogue:partner:{id}`. */
  partnerId?: number;
  /** Tags that depend on the arguments (e.g. `catalogue:project:{id}`). */
  tagsFor?: (...args: never[]) => string[];
  revalidate?: number | false;
}

/**
 * Outside a Next.js server (vitest, tsx scripts) there is no incremental cache and `unstable_cache`
 * rejects with "Invariant: incrementalCache missing"; the read then simply runs uncached.
 */
function isMissingIncrementalCache(error: unknown): boolean {
  return error instanceof Error && error.message.includes("incrementalCache missing");
}

/**
 * Wraps a read in the catalogue cache. The cache key is `keyParts` plus the JSON of the arguments,
 * so pass every input as an argument (never a closed-over variable) and keep argument objects in a
 * stable key order. Within one server render the same call is also shared through React `cache()`
 * (keyed by the arguments' JSON, since `cache()` compares objects by identity).
 */
export function cachedCatalogueRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: CatalogueCacheOptions = {},
): (...args: Args) => Promise<Result> {
  const tags = [CATALOGUE_TAG, ...(options.tags ?? [])];
  if (options.partnerId !== undefined) tags.push(partnerCatalogueTag(options.partnerId));
  const cachedWith = (extraTags: string[]) =>
    unstable_cache(read, ["catalogue", ...keyParts], { tags: [...tags, ...extraTags], revalidate: options.revalidate ?? CATALOGUE_REVALIDATE_SECONDS });
  const shared = cachedWith([]);
  const tagsFor = options.tagsFor as ((...args: Args) => string[]) | undefined;
  const readOnce = cache(async (argsJson: string) => {
    const args = JSON.parse(argsJson) as Args;
    try {
      return await (tagsFor ? cachedWith(tagsFor(...args)) : shared)(...args);
    } catch (error) {
      if (isMissingIncrementalCache(error)) return read(...args);
      throw error;
    }
  });
  return (...args: Args) => readOnce(JSON.stringify(args));
}

/**
 * Puts the partner's tag on the page being rendered (a page carries the tags of the cached reads it
 * made), so that partner's change refreshes every page of its site and no other. It reads a tiny
 * cached entry; outside a Next server it does nothing.
 */
export async function tagPartnerPages(partnerId: number): Promise<void> {
  const mark = unstable_cache(async () => partnerId, ["partner-pages", String(partnerId)], {
    tags: [partnerCatalogueTag(partnerId)],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  });
  try {
    await mark();
  } catch (error) {
    if (!isMissingIncrementalCache(error)) throw error;
  }
}

type RevalidateProfile = "max" | { expire?: number };

/**
 * Marks the entries with these tags stale. `expire: 0` by default: the next read waits for fresh data
 * instead of serving stale data. Outside a Next server (scripts, tests) there is no cache to mark.
 */
function revalidateTags(tags: readonly string[], profile: RevalidateProfile = { expire: 0 }): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, profile);
    } catch (error) {
      if (!(error instanceof Error && /static generation store missing/.test(error.message))) throw error;
    }
  }
}

/**
 * Marks cached catalogue reads stale: by default every one (`catalogue`: a feed run, an operator's
 * refresh), or one partner's or one project's tag alone. The write services call the narrower helpers
 * below; this stays for callers that name a tag themselves.
 */
export function revalidateCatalogue(options: { partnerId?: number; projectId?: number; profile?: RevalidateProfile } = {}): void {
  const tag =
    options.projectId !== undefined ? projectCatalogueTag(options.projectId) : options.partnerId !== undefined ? partnerCatalogueTag(options.partnerId) : CATALOGUE_TAG;
  revalidateTags([tag], options.profile);
}

/** After a project's change (its texts, status, publication, a unit's price): its pages and every list of projects. */
export function revalidateProject(projectId: number): void {
  revalidateTags([projectCatalogueTag(projectId), LISTINGS_TAG]);
}

/** After a partner's change (colours, logo, contact details, regions): its site's pages and the reads over all partners. */
export function revalidatePartner(partnerId: number): void {
  revalidateTags([partnerCatalogueTag(partnerId), PARTNERS_TAG]);
}

/** After a new partner: only the reads over all partners (its site had no page to cache). */
export function revalidatePartnerList(): void {
  revalidateTags([PARTNERS_TAG]);
}

interface TagCache {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

/**
 * `revalidateCatalogue()` for background jobs, which run in the server process but outside any
 * request, where Next's `revalidateTag` has no store to work in. This does what Next does with a
 * request's revalidated tags: it marks the tag on the incremental cache, the one Next keeps on
 * globalThis for this process's requests (whose handler, with Redis, is shared by every instance).
 * Until the process has served a request there is none; its cached reads then expire within
 * CATALOGUE_REVALIDATE_SECONDS. Never throws: the change itself is done.
 */
export async function revalidateCatalogueInBackground(): Promise<void> {
  const incrementalCache = (globalThis as { __incrementalCache?: TagCache }).__incrementalCache;
  try {
    await incrementalCache?.revalidateTag([CATALOGUE_TAG], { expire: 0 });
  } catch (error) {
    log("warn", "catalogue_revalidation_failed", describeError(error));
  }
}
