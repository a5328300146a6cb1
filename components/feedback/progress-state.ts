/**
 * The failed look of the top progress bar. `<html data-nav-error="/path">` turns the bar red
 * (see `app/globals.css`); the value is the path where the failure happened, so the next
 * navigation to another path clears it (`TopProgress`), whichever effect runs first.
 * Browser-only: call from effects and event handlers.
 */
export function markProgressFailed(path: string = window.location.pathname): void {
  document.documentElement.dataset.navError = path;
}

export function clearProgressFailed(): void {
  delete document.documentElement.dataset.navError;
}

/** Clears a failure recorded for another path; used on every successful navigation. */
export function clearProgressFailedUnless(path: string): void {
  const failedAt = document.documentElement.dataset.navError;
  if (failedAt !== undefined && failedAt !== path) clearProgressFailed();
}
