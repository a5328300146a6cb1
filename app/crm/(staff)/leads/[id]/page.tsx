import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LeadContactLinks } from "@/components/crm/lead-contact-links";
import { LeadFacts } from "@/components/crm/lead-facts";
import { LeadHistory } from "@/components/crm/lead-history";
import { LeadProjectCard } from "@/components/crm/lead-project-card";
import { LeadReassignForm } from "@/components/crm/lead-reassign-form";
import { LeadUpdateForm } from "@/components/crm/lead-update-form";
import { LeadWorkPanels } from "@/components/crm/lead-work-panels";
import { OtherRequests } from "@/components/crm/other-requests";
import { LeadReplyPanel } from "@/components/crm/replies/lead-reply-panel";
import { StatusBadge } from "@/components/crm/status-badge";
import { Link } from "@/components/ui/link";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { getProjectCards } from "@/lib/catalogue/cards-by-id";
import { partnerOptions } from "@/lib/crm/filter-options";
import { getLead } from "@/lib/crm/leads";
import { leadPath } from "@/lib/crm/paths";
import { LeadViewings } from "./viewings-panel";

type Props = { params: Promise<{ id: string }> };

const leadIdOf = (id: string) => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = leadIdOf((await params).id);
  return { title: (await getTranslations("crm.lead"))("number", { id: id ?? 0 }) };
}

/**
 * One lead: all its fields, the project, the sender's other requests, the history, and the forms to
 * work it. Another partner's lead is a 404, exactly like one that does not exist (the data layer's scope).
 */
export default async function LeadPage({ params }: Props) {
  const { id: rawId } = await params;
  const id = leadIdOf(rawId);
  const staff = await requireStaff(id ? leadPath(id) : "/crm");
  if (!id) notFound();
  const found = await getLead(scopeOf(staff), id);
  if (!found) notFound();

  const admin = staff.role === "admin";
  const { lead } = found;
  // The project page on the lead's own site.
  const site = { basePath: found.partnerSlug ? `/${found.partnerSlug}` : "", partnerId: lead.partnerId ?? 0 };
  const [cards, partners, t] = await Promise.all([lead.projectId ? getProjectCards(site, [lead.projectId]) : [], admin ? partnerOptions() : null, getTranslations("crm")]);
  return (
    <div className="space-y-6">
      <Link href="/crm" className="font-semibold text-primary underline underline-offset-2">
        {t("lead.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("lead.title", { name: `${lead.firstName} ${lead.lastName}` })}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
          {t("lead.number", { id })} · {t(`kinds.${lead.kind}`)} <StatusBadge status={lead.status} />
        </p>
      </div>
      <LeadContactLinks name={`${lead.firstName} ${lead.lastName}`} phone={lead.phone} email={lead.anonymisedAt ? null : lead.email} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LeadFacts found={found} showPartner={admin} />
          <LeadReplyPanel staff={staff} found={found} />
          <LeadHistory events={found.events} />
        </div>
        <div className="space-y-6">
          <LeadUpdateForm leadId={id} status={lead.status} />
          <LeadWorkPanels scope={scopeOf(staff)} leadId={id} partnerId={lead.partnerId} assignedStaffId={lead.assignedStaffId} />
          <LeadViewings scope={scopeOf(staff)} lead={lead} projectName={found.projectName} />
          {partners && <LeadReassignForm leadId={id} partnerId={lead.partnerId} partners={partners.filter((partner) => partner.active)} />}
          <LeadProjectCard project={cards[0] ?? null} hasProject={lead.projectId !== null} />
          <OtherRequests others={found.others} />
        </div>
      </div>
    </div>
  );
}
