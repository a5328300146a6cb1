import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/components/account/account-page";
import { DeleteAccountForm } from "@/components/account/forms/delete-account-form";
import { ProfileForm } from "@/components/account/forms/profile-form";
import { SavedSearchesList } from "@/components/account/forms/saved-searches-list";
import { PageMessages } from "@/components/i18n/page-messages";
import { accountPath } from "@/lib/accounts/paths";
import { requireClient } from "@/lib/auth/page-session";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("account")]);
  return privatePageMetadata(site, "/profile", t("profileTitle"));
}

/** The client's profile: guests are sent to the log-in, which brings them back here. */
export default async function ProfilePage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const user = await requireClient(site, accountPath(site, "profile"));
  const t = await getTranslations("account");
  return (
    <AccountPage eyebrow={site.name} title={t("profileTitle")} intro={t("profileIntro")}>
      <PageMessages set="accountForms">
        <ProfileForm user={user} partner={site.slug} />
        <SavedSearchesList partner={site.slug} />
        <DeleteAccountForm homeHref={sitePath(site, "/")} />
      </PageMessages>
    </AccountPage>
  );
}
