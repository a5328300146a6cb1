import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/feedback/error-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t("notFoundMetaTitle") };
}

/** A page of a known partner that does not exist (an unknown project, content page or place): the 404 inside the partner's own site. */
export default async function PartnerPageNotFound() {
  const t = await getTranslations("errors");
  return <ErrorScreen embedded code="404" status={t("notFoundStatus")} title={t("notFoundTitle")} text={t("notFoundText")} homeLabel={t("backHome")} />;
}
