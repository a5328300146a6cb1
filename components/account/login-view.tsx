import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { Link } from "@/components/ui/link";
import { accountPathReturningTo, siteAccountLinks, siteHome } from "@/lib/accounts/paths";
import type { Site } from "@/lib/site/site";
import { AccountFootnote, AccountPage, inlineLinkClass } from "./account-page";
import { LoginForm } from "./forms/login-form";

/** The log-in page of a site (the main brand's `/login`, a partner's or the mirror's `client-login`). */
export async function LoginView({ site, target }: { site: Site; target: string }) {
  const t = await getTranslations("account");
  const links = siteAccountLinks(site);
  // Registering first keeps the page to return to for the log-in that follows.
  const registerHref = target === siteHome(site) ? links.register : accountPathReturningTo(site, "register", target);
  return (
    <AccountPage eyebrow={site.name} title={t("loginTitle")} intro={t("loginIntro")}>
      <PageMessages set="accountForms">
        <LoginForm target={target} forgotPasswordHref={links.forgotPassword} />
      </PageMessages>
      <AccountFootnote text={t("noAccount")}>
        <Link href={registerHref} className={inlineLinkClass}>
          {t("registerLink")}
        </Link>
      </AccountFootnote>
    </AccountPage>
  );
}
