import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "./error-screen";

/** The title of every 404 page ("Pagina niet gevonden | {site}" in the site's template). */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t("notFoundMetaTitle") };
}

type NotFoundScreenProps = {
  /** `page`: no such page (spec: 'This page could not be found'); `site`: no such partner or domain ('Not Found'). */
  missing: "page" | "site";
  /** Inside a site's own header and footer rather than the whole screen. */
  embedded?: boolean;
};

/** The 404 page's content (spec sections 2 and 8): 'Oops! Page not found!', its status line and the way home. */
export async function NotFoundScreen({ missing, embedded = false }: NotFoundScreenProps) {
  const t = await getTranslations("errors");
  return (
    <ErrorScreen
      embedded={embedded}
      code="404"
      status={missing === "site" ? t("partnerNotFound") : t("notFoundStatus")}
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      homeLabel={t("backHome")}
    />
  );
}
