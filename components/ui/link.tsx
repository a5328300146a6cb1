"use client";

// eslint-disable-next-line no-restricted-imports -- the one wrapper of next/link
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";
import { mayPrefetch } from "./may-prefetch";


/**
 * `next/link` that prefetches on intent (pointer over it, focus, touch) instead of when it scrolls
 * into view: a results page shows some 75 links, and prefetching all of them competed with the
 * page's own load. A link a visitor reaches for is fetched ahead, as the Next.js docs' hover
 * pattern does; a click always navigates on the client.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  // What the visitor's intent decided (shown as data-prefetch, so tests can tell "skipped" from "not yet").
  const [decision, setDecision] = useState<"prefetch" | "skip" | null>(null);
  const want = () => {
    if (decision !== "prefetch") setDecision(mayPrefetch() ? "prefetch" : "skip");
  };
  return (
    <NextLink
      prefetch={decision === "prefetch" ? null : false}
      data-prefetch={decision ?? undefined}
      onMouseEnter={(event) => {
        want();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        want();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        want();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
