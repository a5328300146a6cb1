import type { ComponentProps } from "react";

/**
 * An internal link as plain server-rendered markup, for the many links of a list (a project card's
 * title): no client component per link. The page's one `LinkNavigation` (root layout) gives every
 * `a[data-nav]` what `Link` gives one: a client navigation on a plain click, and a prefetch on intent
 * (pointer over it, focus, touch) unless offline or saving data (shown as `data-prefetch`). Before
 * the page's script runs it is an ordinary link.
 */
export function NavLink({ href, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  return <a href={href} data-nav="" {...props} />;
}
