import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginView } from "@/components/account/login-view";
import { callbackTarget } from "@/lib/accounts/paths";
import { redirectClientHome } from "@/lib/auth/page-session";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }>; searchParams: Promise<{ callbackUrl?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("account")]);
  return privatePageMetadata(site, "/client-login", t("loginTitle"));
}

export default async function ClientLoginPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).partner);
  await redirectClientHome(site);
  return <LoginView site={site} target={callbackTarget(site, (await searchParams).callbackUrl)} />;
}
