import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/feedback/error-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: t("notFoundMetaTitle") };
}

/** Unknown routes and `notFound()`: a full-screen dark 404, answered with HTTP 404. */
export default async function NotFound() {
  const t = await getTranslations("errors");
  return (
    <ErrorScreen
      code="404"
      status={t("notFoundStatus")}
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      homeLabel={t("backHome")}
    />
  );
}
