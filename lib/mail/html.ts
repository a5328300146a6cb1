/** Escaping for the HTML part of a mail: every value from data goes through `escapeHtml`. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Escaped text with its line breaks kept as `<br>`. */
export function escapeLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}
