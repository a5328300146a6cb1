import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ChunkFailureReload } from "@/components/app-shell/chunk-failure-reload";
import { ConnectionStatus } from "@/components/app-shell/connection-status";
import { RouteFocus } from "@/components/app-shell/route-focus";
import { ConsentManager } from "@/components/consent/consent-manager";
import type { ConsentTexts } from "@/components/consent/consent-texts";
import { Toaster } from "@/components/feedback/toaster";
import { TopProgress } from "@/components/feedback/top-progress";
import { FavoriteHearts } from "@/components/favorites/favorite-hearts";
import { IconSymbols } from "@/components/ui/icons";
import { LinkNavigation } from "@/components/ui/link-navigation";
import { PRIVACY_PATH } from "@/lib/content/privacy-path";
import { tileSource } from "@/lib/media/map-tiles";
import { CLIENT_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const [t, tCommon] = await Promise.all([getTranslations("metadata"), getTranslations("common")]);
  const name = tCommon("siteName");
  return {
    title: { default: t("title"), template: t("titleTemplate", { name }) },
    description: t("description"),
    applicationName: name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#13206a",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Only what client components translate goes to the browser (not all of nl.json on every page).
  const [all, t] = await Promise.all([getMessages(), getTranslations("favorites")]);
  const messages = pickMessages(all, CLIENT_MESSAGES);
  // The favorite hearts' shared texts (each heart's own label is in its server-rendered markup).
  const hearts = { add: t("add"), remove: t("remove"), added: t("added"), removed: t("removed"), failed: t("saveFailed") };
  // The open map's tile source (components/map/map-config.ts): set at run time, read where a map starts.
  const tiles = tileSource();
  return (
    <html lang="nl" data-map-tiles={tiles?.attribution}>
      <body>
        <NextIntlClientProvider messages={messages}>
          <ChunkFailureReload />
          <TopProgress />
          {children}
          <FavoriteHearts texts={hearts} />
          <LinkNavigation />
          <RouteFocus />
          <Toaster />
          <ConnectionStatus />
          <ConsentManager texts={all.consent as ConsentTexts} privacyPath={PRIVACY_PATH} gtmId={process.env.NEXT_PUBLIC_GTM_ID || null} />
        </NextIntlClientProvider>
        <IconSymbols />
      </body>
    </html>
  );
}
