import { useTranslations } from "next-intl";
import { FavouriteButton, type FavouriteTexts } from "./favourite-button";

/** The favourite button of one project, with its texts translated here on the server. */
export function ProjectFavourite({ project, variant, className }: { project: { id: number; name: string }; variant?: "icon" | "labelled"; className?: string }) {
  const t = useTranslations("favourites");
  const texts: FavouriteTexts = {
    label: t("label", { name: project.name }),
    add: t("add"),
    remove: t("remove"),
    added: t("added"),
    removed: t("removed"),
    // Only the labelled variant shows it: no need to send it with every card.
    ...(variant === "labelled" ? { short: t("short") } : {}),
  };
  return <FavouriteButton projectId={project.id} texts={texts} variant={variant} className={className} />;
}
