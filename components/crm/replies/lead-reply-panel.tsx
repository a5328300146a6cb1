import { getTranslations } from "next-intl/server";
import { scopeOf } from "@/lib/auth/staff-session";
import type { StaffUser } from "@/lib/crm/staff";
import type { getLead } from "@/lib/crm/leads";
import { replyContext } from "@/lib/crm/replies/context";
import { listTemplates } from "@/lib/crm/replies/templates";
import { panelClass } from "../field-styles";
import { ReplyForm } from "./reply-form";

type Found = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/**
 * "Beantwoorden" on a lead's page: the lead's partner's templates and what the placeholders stand for
 * on this lead, for the editable draft and its preview (the lead was read within the user's scope).
 */
export async function LeadReplyPanel({ staff, found }: { staff: StaffUser; found: Found }) {
  const { lead } = found;
  const t = await getTranslations("crm.replies");
  if (lead.anonymisedAt) {
    return (
      <section aria-labelledby="lead-reply" className={panelClass}>
        <h2 id="lead-reply" className="text-lg font-bold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("anonymised")}</p>
      </section>
    );
  }
  const [templates, context] = await Promise.all([
    lead.partnerId === null ? [] : listTemplates(scopeOf(staff), staff.role === "admin" ? { partner_id: lead.partnerId } : {}),
    replyContext(lead, staff.id),
  ]);
  return (
    <ReplyForm
      leadId={lead.id}
      to={lead.email}
      intro={t("intro", { partner: context.site.name, email: context.agent.email })}
      values={context.values}
      templates={templates.filter((template) => template.partnerId === lead.partnerId).map(({ id, name, subject, body }) => ({ id, name, subject, body }))}
    />
  );
}
