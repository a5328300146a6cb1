/**
 * Work to finish before the process exits, such as a mail worker's batch in flight. Background work
 * registers a hook when it starts; the server (scripts/serve.mts) runs the hooks on SIGTERM. Kept on
 * globalThis: Next bundles instrumentation and routes apart, and each bundle has its own modules.
 * The same server marks the instance as draining first, so that readiness (/api/ready) answers 503.
 */
type Hook = () => Promise<void>;

const globalForShutdown = globalThis as unknown as { __costaShutdownHooks?: Set<Hook>; __costaDraining?: boolean };
const hooks = (globalForShutdown.__costaShutdownHooks ??= new Set<Hook>());

/** Registers `hook`; the returned function removes it again. */
export function onShutdown(hook: Hook): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

/** Runs every hook once, together; a failing hook does not keep the others from finishing. */
export async function runShutdownHooks(): Promise<void> {
  const pending = [...hooks];
  hooks.clear();
  await Promise.allSettled(pending.map((hook) => hook()));
}

/** From SIGTERM on: the instance finishes what it has but should get no new traffic. */
export function markDraining(): void {
  globalForShutdown.__costaDraining = true;
}

export function isDraining(): boolean {
  return globalForShutdown.__costaDraining === true;
}
