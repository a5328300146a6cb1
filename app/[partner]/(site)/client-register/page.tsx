import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountFootnote, AccountPage, inlineLinkClass } from "@/components/account/account-page";
import { RegisterForm } from "@/components/account/forms/register-form";
import { PageMessages } from "@/components/i18n/page-messages";
import { Link } from "@/components/ui/link";
import { accountPath, accountPathReturningTo, callbackTarget, siteHome } from "@/lib/accounts/paths";
import { redirectClientHome } from "@/lib/auth/page-session";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Query = { callbackUrl?: string | string[] };
type Props = { params: Promise<{ partner: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("account")]);
  return privatePageMetadata(site, "/client-register", t("registerTitle"));
}

export default async function ClientRegisterPage({ params, searchParams }: Props) {
  const site = await requireSite((await params).partner);
  await redirectClientHome(site);
  const t = await getTranslations("account");
  const query = await searchParams;
  // The log-in after registering returns where the visitor was headed.
  const target = callbackTarget(site, query.callbackUrl);
  const loginHref = target === siteHome(site) ? accountPath(site, "login") : accountPathReturningTo(site, "login", target);
  return (
    <AccountPage eyebrow={site.name} title={t("registerTitle")} intro={t("registerIntro")}>
      <PageMessages set="accountForms">
        <RegisterForm partner={site.slug} loginHref={loginHref} />
      </PageMessages>
      <AccountFootnote text={t("haveAccount")}>
        <Link href={loginHref} className={inlineLinkClass}>
          {t("loginLink")}
        </Link>
      </AccountFootnote>
    </AccountPage>
  );
}
