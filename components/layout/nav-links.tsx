"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { cx } from "@/components/ui/cx";
import type { NavItem } from "./types";

type NavLinksProps = {
  items: NavItem[];
  /** The site's home path: matched exactly, other items also match their sub-paths. */
  homeHref: string;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
};

function isActivePath(pathname: string, href: string, home: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === home) return pathname === home;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** A list of navigation links; the current page gets `aria-current="page"` (style it with `aria-[current=page]:`). */
export function NavLinks({ items, homeHref, className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            className={cx(linkClassName)}
            aria-current={isActivePath(pathname, item.href, homeHref) ? "page" : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
