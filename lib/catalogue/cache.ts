import "server-only";
/**
 * Cross-request cache for catalogue reads, on Next's `unstable_cache` (the data cache that survives
 * deployments and is shared through the cache handler, e.g. Redis, between instances).
 * Every entry carries the tag `catalogue` (plus `catalogue:partner:{id}` when the read depends on a
 * partner); `revalidateCatalogue()` marks them stale after a catalogue change.
 * Cached values are stored as JSON: return plain data only (no Date, Map or class instances).
 */
import { revalidateTag, unstable_cache } from "next/cache";
import { cache } from "react";
import { describeError, log } from "../log";

export const CATALOGUE_TAG = "catalogue";
/** Safety net for changes made behind the app's back (a re-seed, a manual SQL fix). */
export const CATALOGUE_REVALIDATE_SECONDS = 300;

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
 * Marks every cached catalogue read stale (call it from a Route Handler or Server Action after a
 * write). `expire: 0` by default: the next read waits for fresh data instead of serving stale data.
 */
export function revalidateCatalogue(options: { partnerId?: number; projectId?: number; profile?: "max" | { expire?: number } } = {}): void {
  const tag =
    options.projectId !== undefined ? projectCatalogueTag(options.projectId) : options.partnerId !== undefined ? partnerCatalogueTag(options.partnerId) : CATALOGUE_TAG;
  try {
    revalidateTag(tag, options.profile ?? { expire: 0 });
  } catch (error) {
    // Scripts and tests run outside Next: there is no cache to invalidate.
    if (!(error instanceof Error && /static generation store missing/.test(error.message))) throw error;
  }
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
