/**
 * Toasts from client code without sonner in any page's scripts: sonner is imported on the first
 * toast, and the `Toaster` mounts then (sonner replays toasts made before it subscribed).
 */
let wanted = false;
const listeners = new Set<() => void>();

/** For `useSyncExternalStore` in the `Toaster`: whether any toast has been asked for yet. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsWanted = (): boolean => wanted;

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export interface NotifyOptions {
  description?: string;
  /** A toast with the same id replaces the earlier one instead of stacking. */
  id?: string;
  /** A button in the toast (e.g. "Beheren" after a save). */
  action?: { label: string; onClick: () => void };
}

export function notifyWarning(title: string, options: NotifyOptions = {}): void {
  want();
  void import("sonner").then(({ toast }) => toast.warning(title, options));
}

export function notifySuccess(title: string, options: NotifyOptions = {}): void {
  want();
  void import("sonner").then(({ toast }) => toast.success(title, options));
}

export function notifyError(title: string, options: NotifyOptions = {}): void {
  want();
  void import("sonner").then(({ toast }) => toast.error(title, options));
}

export function notify(title: string, options: NotifyOptions = {}): void {
  want();
  void import("sonner").then(({ toast }) => toast(title, options));
}
