import { useTranslations } from "next-intl";
import { SOCIAL_NETWORKS } from "@/lib/partners/socials";
import type { Site, SiteContact } from "@/lib/site/site";

/** The partner's company: name, office address and web site. */
export function CompanyCard({ contact, siteName, socials = {} }: { contact: SiteContact; siteName: string; socials?: Site["socials"] }) {
  const t = useTranslations("partner");
  const website = contact.website && /^https?:\/\//.test(contact.website) ? contact.website : null;
  return (
    <section aria-labelledby="company-card-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("company")}</p>
      <h2 id="company-card-title" className="text-xl font-semibold text-heading">
        {contact.companyName ?? siteName}
      </h2>
      {contact.address && <address className="mt-3 text-sm whitespace-pre-line text-slate-700 not-italic">{contact.address}</address>}
      {website && (
        <p className="mt-3 text-sm">
          <a className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline lg:min-h-0" href={website} rel="noopener" target="_blank">
            {website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
          </a>
        </p>
      )}
      {contact.openingHours && (
        <p className="mt-3 text-sm whitespace-pre-line text-slate-700">
          <span className="font-semibold">{t("openingHours")}</span> {contact.openingHours}
        </p>
      )}
      {SOCIAL_NETWORKS.some((network) => socials[network]) && (
        <ul className="mt-3 flex flex-wrap gap-x-4 text-sm" aria-label={t("socials")}>
          {SOCIAL_NETWORKS.map((network) => {
            const url = socials[network];
            return url && /^https:\/\//.test(url) ? (
              <li key={network}>
                <a className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline lg:min-h-0" href={url} rel="noopener" target="_blank">
                  {t(`networks.${network}`)}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      )}
      <p className="mt-4 text-sm text-slate-600">{t("companyNote", { name: siteName })}</p>
    </section>
  );
}
