/**
 * The middleware's `config.matcher`, written out: Next reads it statically when it builds, so
 * middleware.ts cannot import it. It is made from NONCE_PAGE_SOURCES (lib/security/nonce-pages.ts),
 * whose search entries come from the filter table's URL keys; `npm run middleware:matcher` rewrites
 * the literal and a unit test fails while it is stale.
 */
import { NONCE_PAGE_SOURCES } from "../../lib/security/nonce-pages";

const START = "  matcher: [\n";
const END = "\n  ],\n};";

/** The matcher's entries, one JSON value a line, as middleware.ts holds them. */
function matcherLines(): string {
  return NONCE_PAGE_SOURCES.map((entry) => `    ${JSON.stringify(entry)},`).join("\n");
}

/** middleware.ts with its matcher literal made from the table; throws when the file lost its markers. */
export function withGeneratedMatcher(middleware: string): string {
  const start = middleware.indexOf(START);
  const end = middleware.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error("middleware.ts: no `matcher: [` ... `],` block at the end of `config`");
  return `${middleware.slice(0, start + START.length)}${matcherLines()}${middleware.slice(end)}`;
}
