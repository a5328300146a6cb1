import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlaceholderList } from "@/components/crm/replies/placeholder-list";
import { TemplateCard } from "@/components/crm/replies/template-card";
import { TemplateForm } from "@/components/crm/replies/template-form";
import { controlClass, labelClass, panelClass } from "@/components/crm/field-styles";
import { Button } from "@/components/ui/button";
import { requireStaff, scopeOf } from "@/lib/auth/staff-session";
import { partnerOptions } from "@/lib/crm/filter-options";
import { listTemplates } from "@/lib/crm/replies/templates";

type Props = { searchParams: Promise<{ partner?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crm.templates"))("title") };
}

/**
 * The reply templates of the user's partner: owners add, change and delete them, agents read them (and
 * use them on a lead). The admin chooses a partner and manages its templates. The placeholders are explained.
 */
export default async function TemplatesPage({ searchParams }: Props) {
  const me = await requireStaff("/crm/sjablonen");
  const admin = me.role === "admin";
  const raw = (await searchParams).partner;
  const chosen = typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  const [t, partners] = await Promise.all([getTranslations("crm.templates"), admin ? partnerOptions() : null]);
  const partnerId = admin ? (partners?.find((partner) => partner.id === chosen)?.id ?? null) : me.partnerId;
  const templates = partnerId === null ? [] : await listTemplates(scopeOf(me), admin ? { partner_id: partnerId } : {});
  const editable = admin ? partnerId !== null : me.teamRole === "owner";
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
        {!admin && !editable && <p className="mt-2 text-slate-700">{t("readOnly")}</p>}
      </div>
      {partners && (
        <form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="templates-partner" className={labelClass}>
              {t("choosePartner")}
            </label>
            <select id="templates-partner" name="partner" defaultValue={partnerId ?? ""} className={controlClass}>
              <option value="">{t("pickPartner")}</option>
              {partners.map((partner) => (
                <option key={partner.id} value={partner.id}>
                  {partner.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {t("show")}
          </Button>
        </form>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {partnerId !== null && templates.length === 0 && <p className="text-slate-700">{t("none")}</p>}
          <ul className="space-y-4">
            {templates.map((template) => (
              <TemplateCard key={`${template.id}-${template.updatedAt.getTime()}`} template={template} editable={editable} />
            ))}
          </ul>
          {editable && (
            <section aria-labelledby="template-new" className={panelClass}>
              <h2 id="template-new" className="mb-4 text-lg font-bold text-slate-900">
                {t("new")}
              </h2>
              <TemplateForm partnerId={admin ? (partnerId ?? undefined) : undefined} />
            </section>
          )}
        </div>
        <PlaceholderList />
      </div>
    </div>
  );
}
