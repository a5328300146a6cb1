/** A content page before it gets its id and timestamps. */
export interface PageText {
  slug: string;
  kind: "page" | "blog" | "block";
  title: string;
  summary: string;
  /** Plain text: paragraphs separated by blank lines, "## " starts a heading. */
  body: string;
  /** Null: the main brand's page; otherwise the partner's own version. */
  partnerSlug?: string;
}

/** Joins paragraphs with blank lines so the page texts stay readable in source. */
export function paragraphs(...parts: string[]): string {
  return parts.join("\n\n");
}
