/** Types of shared-cache-store.mjs (plain JavaScript: Next loads the cache handler outside the bundle). */
export interface CacheEntry {
  lastModified: number;
  lifespan: { expireAt: number; staleAt: number; lastModifiedAt: number; staleAge: number; expireAge: number; revalidate?: number | false } | null;
  tags: readonly string[];
  value: { kind: string; [field: string]: unknown } | null;
}
export interface SharedCacheStore {
  readonly name: string;
  readonly shared: boolean;
  get(key: string, meta: { implicitTags: string[] }): Promise<CacheEntry | null>;
  set(key: string, value: CacheEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
  prepare(): Promise<void>;
  ready(): Promise<void>;
  close(): void;
}
export function createSharedCacheStore(options: {
  url: string;
  keyPrefix: string;
  maxEntries?: number;
  timeoutMs?: number;
  log?: (level: "info" | "warn", message: string, fields?: Record<string, unknown>) => void;
}): SharedCacheStore;
