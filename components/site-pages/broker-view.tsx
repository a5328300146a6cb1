import { useTranslations } from "next-intl";
import { LeadFormSection } from "@/components/leads/lead-form-section";
import { CompanyCard } from "@/components/partner/company-card";
import { PersonCard } from "@/components/partner/person-card";
import type { ContentPage } from "@/lib/content/types";
import { aboutPhotoSrc } from "@/lib/partners/about-photo";
import type { Site } from "@/lib/site/site";
import { ContentView } from "./content-view";

/** `/uw-makelaar`: the site's broker, with their person and company cards beside what they do, and the broker form. */
export function BrokerView({ site, page }: { site: Site; page: ContentPage }) {
  const t = useTranslations("partner");
  return (
    <ContentView
      page={page}
      eyebrow={t("brokerEyebrow", { name: site.name })}
      before={
        site.about || site.aboutPhotoUrl ? (
          <section aria-labelledby="broker-about" className="mb-8">
            <h2 id="broker-about" className="text-2xl font-semibold text-heading">
              {t("aboutTitle", { name: site.name })}
            </h2>
            {site.aboutPhotoUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- stored in two widths by the upload; srcSet picks one
              <img
                src={aboutPhotoSrc(site.aboutPhotoUrl, 960)}
                srcSet={`${aboutPhotoSrc(site.aboutPhotoUrl, 480)} 480w, ${aboutPhotoSrc(site.aboutPhotoUrl, 960)} 960w`}
                sizes="(min-width: 1024px) 640px, 100vw"
                alt={t("aboutPhotoAlt", { name: site.name })}
                width={960}
                height={720}
                className="mt-4 aspect-[4/3] w-full max-w-2xl rounded-lg object-cover"
              />
            )}
            {site.about && <p className="mt-3 whitespace-pre-line text-slate-800">{site.about}</p>}
          </section>
        ) : undefined
      }
      after={<LeadFormSection site={site} kind="broker" />}
      aside={
        <>
          <PersonCard contact={site.contact} />
          <CompanyCard contact={site.contact} siteName={site.name} socials={site.socials} />
        </>
      }
    />
  );
}
