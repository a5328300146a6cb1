// eslint-disable-next-line no-restricted-imports -- the one wrapper of next/link
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * `next/link` without prefetching. Our pages are rendered per request and have no loading
 * boundaries, so a prefetch only fetches the shared layouts: two requests (and their parsing) per
 * link that scrolls into view, competing with the page's own load, for no faster navigation.
 * A click still navigates on the client.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
