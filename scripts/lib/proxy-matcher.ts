/**
 * The proxy's `config.matcher`, written out: Next reads it statically when it builds, so
 * proxy.ts cannot import it. It is made from NONCE_PAGE_SOURCES (lib/security/nonce-pages.ts),
 * whose search entries come from the filter table's URL keys; `npm run proxy:matcher` rewrites
 * the literal and a unit test fails while it is stale.
 */
import { NONCE_PAGE_SOURCES } from "../../lib/security/nonce-pages";

const START = "  matcher: [\n";
const END = "\n  ],\n};";

/** The matcher's entries, one JSON value a line, as proxy.ts holds them. */
function matcherLines(): string {
  return NONCE_PAGE_SOURCES.map((entry) => `    ${JSON.stringify(entry)},`).join("\n");
}

/** proxy.ts with its matcher literal made from the table; throws when the file lost its markers. */
export function withGeneratedMatcher(proxy: string): string {
  const start = proxy.indexOf(START);
  const end = proxy.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error("proxy.ts: no `matcher: [` ... `],` block at the end of `config`");
  return `${proxy.slice(0, start + START.length)}${matcherLines()}${proxy.slice(end)}`;
}
