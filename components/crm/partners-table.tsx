import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { partnerPath } from "@/lib/crm/paths";
import type { PartnerForAdmin } from "@/lib/partners/present";

type Props = { partners: PartnerForAdmin[]; costaNames: Map<number, string> };

/** Every partner: colours, site address, exclusive costas, whether it is online, and a link to edit it. */
export function PartnersTable({ partners, costaNames }: Props) {
  const t = useTranslations("crm.partners");
  return (
    <div role="region" aria-label={t("title")} tabIndex={0} className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">{t("name")}</th>
            <th scope="col" className="px-3 py-2">{t("colors")}</th>
            <th scope="col" className="px-3 py-2">{t("site")}</th>
            <th scope="col" className="px-3 py-2">{t("regions")}</th>
            <th scope="col" className="px-3 py-2">{t("status")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {partners.map((partner) => (
            <tr key={partner.id} className="align-top">
              <th scope="row" className="px-3 py-3 font-normal">
                <Link href={partnerPath(partner.id)} aria-label={t("editLabel", { name: partner.name })} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {partner.name}
                </Link>
              </th>
              <td className="px-3 py-3">
                <span className="flex gap-1" aria-label={[partner.colors.primary, partner.colors.secondary, partner.colors.heading_color].filter(Boolean).join(", ")} role="img">
                  {[partner.colors.primary, partner.colors.secondary, partner.colors.heading_color].map((color, index) =>
                    color ? <span key={index} style={{ backgroundColor: color }} className="size-5 rounded ring-1 ring-slate-300" /> : null,
                  )}
                </span>
              </td>
              <td className="px-3 py-3">
                <a href={`/${partner.slug}`} className="text-primary underline underline-offset-2">{`/${partner.slug}`}</a>
                {partner.domain && <div className="text-slate-600">{partner.domain}</div>}
              </td>
              <td className="px-3 py-3">{partner.regions.map((id) => costaNames.get(id) ?? id).join(", ") || t("noRegions")}</td>
              <td className="px-3 py-3">{partner.active ? t("isActive") : t("inactive")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
