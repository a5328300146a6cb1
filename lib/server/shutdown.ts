/**
 * Work to finish before the process exits, such as the job runner's runs in flight (lib/jobs). Background
 * work registers a hook when it starts; the server (scripts/serve.mts) runs the hooks on SIGTERM. Kept on
 * globalThis: Next bundles instrumentation and routes apart, and each bundle has its own modules.
 * The same server marks the instance as draining first, so that readiness (/api/ready) answers 503.
 */
type Hook = () => Promise<void>;
/**
 * `work`: background jobs, stopped beside the requests in flight. `connections`: shared clients
 * (Redis) that those requests may still use, closed once they are answered.
 */
export type ShutdownPhase = "work" | "connections";

const globalForShutdown = globalThis as unknown as { __costaShutdownHooks?: Map<Hook, ShutdownPhase>; __costaDraining?: boolean };
const hooks = (globalForShutdown.__costaShutdownHooks ??= new Map<Hook, ShutdownPhase>());

/** Registers `hook`; the returned function removes it again. */
export function onShutdown(hook: Hook, phase: ShutdownPhase = "work"): () => void {
  hooks.set(hook, phase);
  return () => void hooks.delete(hook);
}

/** Runs every hook of the phase once, together; a failing hook does not keep the others from finishing. */
export async function runShutdownHooks(phase: ShutdownPhase = "work"): Promise<void> {
  const pending = [...hooks].filter(([, hookPhase]) => hookPhase === phase).map(([hook]) => hook);
  for (const hook of pending) hooks.delete(hook);
  await Promise.allSettled(pending.map((hook) => hook()));
}

/** From SIGTERM on: the instance finishes what it has but should get no new traffic. */
export function markDraining(): void {
  globalForShutdown.__costaDraining = true;
}

export function isDraining(): boolean {
  return globalForShutdown.__costaDraining === true;
}
