/** Whether a link may be fetched ahead. Client-safe. */

type Connection = { saveData?: boolean; effectiveType?: string };

/** Spec section 4: no prefetching when offline, on a 2g connection or in data-saver mode. */
export function mayPrefetch(): boolean {
  if (typeof navigator === "undefined" || !navigator.onLine) return false;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? "");
}
