/** The favorite hearts' shared texts, translated on the server and handed to `FavoriteHearts` once per page. */
export interface HeartTexts {
  /** Tooltips: what a click does now. */
  add: string;
  remove: string;
  /** Toasts after a click. */
  added: string;
  removed: string;
  /** Toast when a logged-in client's save did not reach the server (the heart is set back). */
  failed: string;
}
