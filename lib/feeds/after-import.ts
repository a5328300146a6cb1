/**
 * Work that follows an import that changed the catalogue (the saved-search matcher), registered by the
 * server at start (instrumentation-node.ts) on globalThis, so that every bundle's import reaches it.
 * The import stays free of server-only modules (the `feed:import` command runs it outside the server;
 * there the scheduled round picks the changes up). A hook handles its own errors.
 */
import type { Database } from "../db/client";

type Hook = (database: Database) => Promise<void>;

const globalForHooks = globalThis as unknown as { __costaAfterImport?: Set<Hook> };

/** Registers a hook; returns its removal. */
export function onImportChanged(hook: Hook): () => void {
  const hooks = (globalForHooks.__costaAfterImport ??= new Set());
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runAfterImportHooks(database: Database): Promise<void> {
  for (const hook of globalForHooks.__costaAfterImport ?? []) await hook(database);
}
