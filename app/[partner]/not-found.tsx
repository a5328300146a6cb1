import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/feedback/error-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t("notFoundMetaTitle") };
}

/**
 * An unknown partner (spec sections 4 and 8: partner id 0 fails with 404 'Not Found'): the site layout
 * below this segment calls `notFound()`, which lands here, outside any partner's colours.
 */
export default async function UnknownPartner() {
  const t = await getTranslations("errors");
  return <ErrorScreen code="404" status={t("partnerNotFound")} title={t("notFoundTitle")} text={t("notFoundText")} homeLabel={t("backHome")} />;
}
