import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { FilterDisclosure } from "@/components/crm/filter-disclosure";
import { InboxCards } from "@/components/crm/inbox-cards";
import { InboxFilters } from "@/components/crm/inbox-filters";
import { InboxTable } from "@/components/crm/inbox-table";
import { BulkActionBar } from "@/components/crm/bulk-actions";
import { LeadSelectionProvider } from "@/components/crm/lead-selection";
import { assignableStaff } from "@/lib/crm/assign/assign";
import { Pagination } from "@/components/listing/pagination";
import { Icon } from "@/components/ui/icons";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { pageCount } from "@/lib/catalogue/pagination";
import { leadProjectOptions, partnerOptions } from "@/lib/crm/filter-options";
import { exportQuery, givenQuery, inboxQuery, isCanonicalQuery, parseInboxQuery } from "@/lib/crm/inbox-query";
import { listLeads } from "@/lib/crm/leads";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.inbox"))("title") };
}

/** How many filters narrow the list (the phone's filter button shows it). */
const activeFilters = (filters: Record<string, unknown>) => ["q", "kind", "status", "project_id", "partner_id", "from", "to", "assigned"].filter((key) => filters[key] !== undefined && filters[key] !== "").length;

/** The inbox: the user's partner's leads (an admin: all), filtered, sorted and paged by the URL. */
export default async function InboxPage({ searchParams }: Props) {
  const params = await searchParams;
  const staff = await requireStaff(`/crm${givenQuery(params)}`);
  const admin = staff.role === "admin";
  const filters = parseInboxQuery(params, admin);
  const canonical = inboxQuery(filters);
  if (!isCanonicalQuery(params, canonical)) redirect(`/crm${canonical}`);

  const scope = scopeOf(staff);
  const [{ rows, total }, projects, partners, people, t] = await Promise.all([
    listLeads(scope, filters),
    leadProjectOptions(scope),
    admin ? partnerOptions() : null,
    staff.partnerId ? assignableStaff(staff.partnerId) : [],
    getTranslations("crm.inbox"),
  ]);
  const colleagues = people.map(({ id, name }) => ({ id, name }));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      {/* On a phone: the filters folded away, the leads as cards (InboxCards); from sm up as before. */}
      <FilterDisclosure label={t("filtersToggle", { count: activeFilters(filters) })}>
        <InboxFilters filters={filters} projects={projects} partners={partners} assignees={staff.teamRole === "owner" ? colleagues : []} />
      </FilterDisclosure>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-slate-800">{t("count", { count: total })}</p>
        <a href={`/api/crm/leads/export${exportQuery(filters)}`} download className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-2">
          <Icon name="download" className="size-5" />
          {t("export")}
        </a>
      </div>
      {rows.length > 0 ? (
        <>
          <InboxCards rows={rows} now={new Date()} showPartner={admin} />
          {/* Selecting rows for bulk actions is a desk task: with the table, from sm up. */}
          <div className="hidden sm:block">
            <LeadSelectionProvider>
              <BulkActionBar people={colleagues} />
              <InboxTable rows={rows} filters={filters} showPartner={admin} />
            </LeadSelectionProvider>
          </div>
        </>
      ) : (
        <p className="rounded-lg bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("empty")}</p>
      )}
      <Pagination page={filters.page} pageCount={pageCount(total, filters.per_page)} href={(page) => `/crm${inboxQuery({ ...filters, page })}`} />
    </div>
  );
}
