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

type Query = { callbackUrl?: string | string[]; email?: string | string[]; first_name?: string | string[]; last_name?: string | string[] };
type Props = { params: Promise<{ partner: string }>; searchParams: Promise<Query> };

/** A prefill value from the query (a request form's "register" link): one short string, else nothing. */
const prefill = (value: string | string[] | undefined) => (typeof value === "string" && value.length <= 254 ? value.trim() : "");

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
  const initial = { email: prefill(query.email), first_name: prefill(query.first_name), last_name: prefill(query.last_name) };
  const loginHref = target === siteHome(site) ? accountPath(site, "login") : accountPathReturningTo(site, "login", target);
  return (
    <AccountPage eyebrow={site.name} title={t("registerTitle")} intro={t("registerIntro")}>
      <PageMessages set="accountForms">
        <RegisterForm partner={site.slug} loginHref={loginHref} initial={initial} />
      </PageMessages>
      <AccountFootnote text={t("haveAccount")}>
        <Link href={loginHref} className={inlineLinkClass}>
          {t("loginLink")}
        </Link>
      </AccountFootnote>
    </AccountPage>
  );
}
