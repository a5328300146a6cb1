import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountFootnote, AccountPage, inlineLinkClass } from "@/components/account/account-page";
import { ForgotPasswordForm } from "@/components/account/forms/forgot-password-form";
import { PageMessages } from "@/components/i18n/page-messages";
import { Link } from "@/components/ui/link";
import { accountPath } from "@/lib/accounts/paths";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("account")]);
  return privatePageMetadata(site, "/client-forgot-password", t("forgotTitle"));
}

export default async function ClientForgotPasswordPage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const t = await getTranslations("account");
  return (
    <AccountPage eyebrow={site.name} title={t("forgotTitle")} intro={t("forgotIntro")}>
      <PageMessages set="accountForms">
        <ForgotPasswordForm partner={site.slug} />
      </PageMessages>
      <AccountFootnote>
        <Link href={accountPath(site, "login")} className={inlineLinkClass}>
          {t("backToLogin")}
        </Link>
      </AccountFootnote>
    </AccountPage>
  );
}
