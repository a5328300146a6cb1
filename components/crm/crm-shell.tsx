import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import type { StaffUser } from "@/lib/crm/staff";
import { CrmNavLink } from "./crm-nav-link";
import { CrmNavMenu } from "./crm-nav-menu";
import { LogoutButton } from "./logout-button";

/**
 * The CRM's frame: its own header (not a site's) with the sections this user may open, who is logged
 * in, and the log-out. Without a user (the page is about to send a guest to the log-in) only the page.
 */
export function CrmShell({ staff, children }: { staff: StaffUser | null; children: ReactNode }) {
  const t = useTranslations("crm");
  const sections = [
    ...(staff?.role === "partner" ? [{ href: "/crm/vandaag", label: t("nav.today"), exact: true }] : []),
    { href: "/crm", label: t("nav.inbox"), exact: false },
    { href: "/crm/dashboard", label: t("nav.dashboard"), exact: true },
    { href: "/crm/cijfers", label: t("nav.figures"), exact: true },
    { href: "/crm/bezichtigingen", label: t("nav.viewings"), exact: true },
    { href: "/crm/projects", label: t("nav.projects"), exact: false },
    { href: "/crm/sjablonen", label: t("nav.templates"), exact: true },
    // A partner's own site: its owners only (the admin manages every partner on the partner pages).
    ...(staff?.role === "partner" && staff.teamRole === "owner" ? [{ href: "/crm/mijn-site", label: t("nav.mySite"), exact: true }] : []),
    ...(staff?.role === "admin"
      ? [
          { href: "/crm/partners", label: t("nav.partners"), exact: false },
          { href: "/crm/users", label: t("nav.users"), exact: true },
          { href: "/crm/feeds", label: t("nav.feeds"), exact: false },
        ]
      : []),
    ...(staff?.role === "partner" && staff.teamRole === "owner" ? [{ href: "/crm/team", label: t("nav.team"), exact: true }] : []),
    { href: "/crm/profiel", label: t("nav.profile"), exact: true },
  ];
  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      {staff && (
        <header data-surface="dark" className="bg-primary text-on-primary">
          <Container className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
            <Link href="/crm" className="text-lg font-bold tracking-tight">
              {t("brand")}
            </Link>
            <nav aria-label={t("nav.label")}>
              <CrmNavMenu label={t("nav.menu")}>
                <ul className="flex flex-col gap-1 py-2 md:flex-row md:flex-wrap md:py-0">
                  {sections.map((section) => (
                    <li key={section.href}>
                      <CrmNavLink href={section.href} exact={section.exact}>
                        {section.label}
                      </CrmNavLink>
                    </li>
                  ))}
                </ul>
              </CrmNavMenu>
            </nav>
            <div className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm">
              <span className="min-w-0 break-words">
                {staff.name} · {staff.partner?.name ?? t("nav.admin")}
              </span>
              <LogoutButton />
            </div>
          </Container>
        </header>
      )}
      <main id="main-content" tabIndex={-1} className="outline-none max-sm:[overflow-wrap:anywhere]">
        <Container className="py-8">{children}</Container>
      </main>
    </div>
  );
}
