import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountFootnote, AccountPage, inlineLinkClass } from "@/components/account/account-page";
import { ResetPasswordForm } from "@/components/account/forms/reset-password-form";
import { PageMessages } from "@/components/i18n/page-messages";
import { Link } from "@/components/ui/link";
import { accountPath } from "@/lib/accounts/paths";
import { resetTokenSchema } from "@/lib/accounts/schemas";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";

type Props = { params: Promise<{ partner: string; token: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("account")]);
  // The token stays out of the canonical URL (and so out of any log of shared links).
  return { ...privatePageMetadata(site, "/client-reset-password", t("resetTitle")), referrer: "no-referrer" };
}

/** `/client-reset-password/{token}` from the reset mail. A malformed link says so at once; a used or expired one when sent. */
export default async function ClientResetPasswordPage({ params }: Props) {
  const { partner, token } = await params;
  const site = await requireSite(partner);
  const t = await getTranslations("account");
  const parsed = token.length === 1 ? resetTokenSchema.safeParse(token[0]) : null;
  const forgotPasswordHref = accountPath(site, "forgotPassword");
  return (
    <AccountPage eyebrow={site.name} title={t("resetTitle")} intro={parsed?.success ? t("resetIntro") : undefined}>
      {parsed?.success ? (
        <PageMessages set="accountForms">
          <ResetPasswordForm token={parsed.data} partner={site.slug} loginHref={accountPath(site, "login")} forgotPasswordHref={forgotPasswordHref} />
        </PageMessages>
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
          {t("resetInvalid")}
        </p>
      )}
      <AccountFootnote>
        <Link href={parsed?.success ? accountPath(site, "login") : forgotPasswordHref} className={inlineLinkClass}>
          {parsed?.success ? t("backToLogin") : t("forgotTitle")}
        </Link>
      </AccountFootnote>
    </AccountPage>
  );
}
