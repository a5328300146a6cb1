"use client";

import { useTranslations } from "next-intl";
import { ProjectCard } from "@/components/listing/project-card";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { QueryProvider } from "../session/query-provider";
import { useFavoriteCards } from "./use-favorite-cards";

type Links = { search: string; login: string; register: string };
type Props = { partner: string | null; links: Links };

const inlineLink = "font-semibold text-primary underline underline-offset-2";

/** The favorites page's list: the same project cards as the search results. */
export function FavoritesView(props: Props) {
  return (
    <QueryProvider>
      <FavoritesList {...props} />
    </QueryProvider>
  );
}

function FavoritesList({ partner, links }: Props) {
  const t = useTranslations("account");
  const favorites = useFavoriteCards(partner);

  if (favorites.status === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Icon name="spinner" className="size-5 animate-spin motion-reduce:animate-none" />
        {t("favoritesLoading")}
      </p>
    );
  }
  if (favorites.status === "error") {
    return (
      <div role="alert" className="space-y-3">
        <p className="font-medium text-red-800">{t("favoritesFailed")}</p>
        <Button variant="outline" size="sm" onClick={favorites.retry}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  const { cards, guest } = favorites;
  return (
    <div className="space-y-6" data-testid="favorites" data-source={guest ? "browser" : "account"}>
      {guest && (
        <p className="rounded-md bg-secondary/15 p-4 text-slate-800 ring-1 ring-secondary/60">
          {t.rich("favoritesGuest", {
            login: (chunks) => <Link href={links.login} className={inlineLink}>{chunks}</Link>,
            register: (chunks) => <Link href={links.register} className={inlineLink}>{chunks}</Link>,
          })}
        </p>
      )}
      {cards.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
          <Icon name="heart" className="size-10 text-primary" />
          <h2 className="text-xl font-semibold text-heading">{t("favoritesEmpty")}</h2>
          <p className="text-slate-700">{t("favoritesEmptyHint")}</p>
          <ButtonLink href={links.search} className="mt-2">
            <Icon name="search" className="size-5" />
            {t("favoritesSearch")}
          </ButtonLink>
        </div>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-heading">
            {t("favoritesCount", { count: cards.length })}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.id}>
                <ProjectCard project={card} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
