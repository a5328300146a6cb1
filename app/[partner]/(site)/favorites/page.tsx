import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountPage } from "@/components/account/account-page";
import { FavoritesView } from "@/components/account/favorites/favorites-view";
import { PageMessages } from "@/components/i18n/page-messages";
import { accountPath, accountPathReturningTo } from "@/lib/accounts/paths";
import { privatePageMetadata } from "@/lib/site/metadata";
import { requireSite } from "@/lib/site/resolve";
import { sitePath } from "@/lib/site/site";

type Props = { params: Promise<{ partner: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [site, t] = await Promise.all([requireSite((await params).partner), getTranslations("account")]);
  return privatePageMetadata(site, "/favorites", t("favoritesTitle"));
}

/** Favorites: a logged-in client's from the account, a guest's from this browser (both read in the browser). */
export default async function FavoritesPage({ params }: Props) {
  const site = await requireSite((await params).partner);
  const t = await getTranslations("account");
  const here = accountPath(site, "favorites");
  const links = {
    search: sitePath(site, "/search"),
    login: accountPathReturningTo(site, "login", here),
    register: accountPathReturningTo(site, "register", here),
  };
  return (
    <AccountPage eyebrow={site.name} title={t("favoritesTitle")} intro={t("favoritesIntro")} width="wide">
      <PageMessages set="favorites">
        <FavoritesView partner={site.slug} links={links} />
      </PageMessages>
    </AccountPage>
  );
}
