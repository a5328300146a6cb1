import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginView } from "@/components/account/login-view";
import { callbackTarget } from "@/lib/accounts/paths";
import { redirectClientHome } from "@/lib/auth/page-session";
import { privatePageMetadata } from "@/lib/site/metadata";
import { mainSite } from "@/lib/site/site";

// Reads the session (a logged-in client goes home): per request, never prerendered.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return privatePageMetadata(mainSite(), "/login", t("loginTitle"));
}

/** The main brand's log-in (spec section 2: the log-in, callback and home-redirect target). */
export default async function MainLoginPage({ searchParams }: Props) {
  const site = mainSite();
  await redirectClientHome(site);
  return <LoginView site={site} target={callbackTarget(site, (await searchParams).callbackUrl)} />;
}
