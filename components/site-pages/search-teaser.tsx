import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icons";
import { sitePath, type Site } from "@/lib/site/site";

/**
 * A small call to action beside content: go and search the catalogue, at the guide's own place
 * when the page is about one (`searchPath`, without the site's base path).
 */
export function SearchTeaser({ site, searchPath = "/search" }: { site: Site; searchPath?: string }) {
  const t = useTranslations("partner");
  return (
    <section data-surface="dark" className="rounded-lg bg-primary p-6 text-on-primary">
      <h2 className="text-lg font-semibold">{t("teaserTitle")}</h2>
      <p className="mt-2 text-sm">{t("teaserText")}</p>
      <ButtonLink href={sitePath(site, searchPath)} variant="secondary" size="sm" className="mt-4">
        <Icon name="search" className="size-4" />
        {t("searchCta")}
      </ButtonLink>
    </section>
  );
}
