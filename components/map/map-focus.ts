/**
 * Focus handed to a map that is still to come: a search from the map by keyboard ("Zoek in dit
 * gebied") opens the page of the new filter set, a cached page of its own whose map is a new one,
 * and the map's preview, focused, loads the live map. That map takes the focus the other one had.
 * The mark lasts only as long as a navigation or a load can take, so a later map never steals focus.
 */
const MARK_LASTS_MS = 15_000;
let markedAt: number | null = null;

export function passFocusToNextMap(): void {
  markedAt = Date.now();
}

/** True once after a mark: the new map takes the focus. */
export function takeMapFocus(): boolean {
  const marked = markedAt !== null && Date.now() - markedAt < MARK_LASTS_MS;
  markedAt = null;
  return marked;
}
