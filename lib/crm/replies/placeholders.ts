/**
 * The placeholders of reply templates, Dutch as the partners who write them: `{voornaam}` and the rest.
 * Pure and client-safe: the lead page fills them in the browser for the editable draft and its preview,
 * and the server fills them again when it sends (for what the agent typed, and for bulk replies).
 */
export const PLACEHOLDERS = ["voornaam", "naam", "project", "prijs", "prijslijst", "makelaar", "telefoon"] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const PATTERN = /\{([a-zA-Z_]+)\}/g;
const KNOWN = new Set<string>(PLACEHOLDERS);

/** Every `{name}` in the text that is not a placeholder (a typo such as `{voornam}`), each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PATTERN)) if (!KNOWN.has(match[1]!.toLowerCase())) unknown.add(match[0]);
  return [...unknown];
}

/**
 * The text with its placeholders filled (any case: `{Voornaam}` too); other braces stay as written.
 * One pass: a value that itself contains `{prijs}` (a buyer's odd name) is not filled again.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) => {
    const key = name.toLowerCase();
    return KNOWN.has(key) ? values[key as Placeholder] : whole;
  });
}
