"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { Link } from "@/components/ui/link";

/** A CRM section in the header, marked as the current page (`aria-current`) where the visitor is. */
export function CrmNavLink({ href, exact, children }: { href: string; exact: boolean; children: ReactNode }) {
  const pathname = usePathname();
  // The inbox (/crm) also owns the lead pages under /crm/leads.
  const current = href === "/crm" ? pathname === "/crm" || pathname.startsWith("/crm/leads") : exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cx("inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold", current ? "bg-white/15 underline underline-offset-4" : "hover:bg-white/10")}
    >
      {children}
    </Link>
  );
}
