/**
 * A search from the map by keyboard ("Zoek in dit gebied") opens the page of the new filter set, a
 * cached page of its own whose map is a new one: that map takes the focus the old one had. The mark
 * lasts only as long as a navigation can take, so a later map never steals focus.
 */
const MARK_LASTS_MS = 15_000;
let markedAt: number | null = null;

export function keepMapFocusAcrossSearch(): void {
  markedAt = Date.now();
}

/** True once after a marked search: the new map takes the focus. */
export function takeMapFocus(): boolean {
  const marked = markedAt !== null && Date.now() - markedAt < MARK_LASTS_MS;
  markedAt = null;
  return marked;
}
