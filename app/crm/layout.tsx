import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageMessages } from "@/components/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("crm");
  // Never in a search engine; every CRM page is per user.
  return { title: { default: t("metaTitle"), template: `%s | ${t("brand")}` }, robots: { index: false, follow: false } };
}

/** The partner CRM (main host, /crm): its forms' messages go with its pages only. */
export default function CrmLayout({ children }: { children: ReactNode }) {
  return <PageMessages set="crm">{children}</PageMessages>;
}
