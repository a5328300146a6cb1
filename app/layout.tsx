import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Toaster } from "@/components/feedback/toaster";
import { TopProgress } from "@/components/feedback/top-progress";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return {
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    applicationName: "Costa Nieuwbouw",
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#13206a",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <body>
        <NextIntlClientProvider>
          <TopProgress />
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
