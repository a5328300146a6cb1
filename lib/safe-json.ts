/** JSON from a stored string (localStorage, a cookie) without throwing: undefined when empty or broken. Client-safe. */
export function parseStoredJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
