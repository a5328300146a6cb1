import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** false: the client navigation keeps the scroll position (as `Link`'s `scroll={false}`). */
  scroll?: boolean;
};

/**
 * An internal link as plain server-rendered markup, for the many links of lists, facets, pagers,
 * breadcrumbs and the site's header and footer: no client component per link. The page's one
 * `LinkNavigation` (root layout) gives every `a[data-nav]` what `Link` gives one: a client
 * navigation on a plain click, and a prefetch on intent (pointer over it, focus, touch) unless
 * offline or saving data (shown as `data-prefetch`). Before the page's script runs it is an ordinary
 * link.
 */
export function NavLink({ href, scroll = true, ...props }: Props) {
  return <a href={href} data-nav={scroll ? "" : "keep-scroll"} {...props} />;
}
