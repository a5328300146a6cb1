import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { trackable, type TrackableProject } from "@/lib/tracking/items";

type Props = {
  project: TrackableProject;
  /** "icon": a round heart over a card's photo; "labelled": heart and text (the project page). */
  variant?: "icon" | "labelled";
  /** Inside a card that carries the project's `data-project`. */
  inCard?: boolean;
  className?: string;
};

/**
 * The heart toggle: plain server-rendered markup, no client component of its own. The page's one
 * `FavoriteHearts` (in the root layout) answers its clicks through event delegation on
 * `data-favorite` and sets `aria-pressed` and the tooltip from the stored state; the look follows
 * `aria-pressed` in CSS. Rendered as "not saved"; both states have the same size, so nothing moves
 * when the stored state arrives.
 */
export function FavoriteButton({ project, variant = "icon", inCard = false, className }: Props) {
  const t = useTranslations("favorites");
  return (
    <button
      type="button"
      data-favorite={project.id}
      // What the wishlist events report (pushed only with consent; see lib/tracking): on a card, the
      // card's own `data-project` says it.
      data-project={inCard ? undefined : JSON.stringify(trackable(project))}
      aria-pressed="false"
      // The accessible name is the same in both states (aria-pressed tells the state).
      aria-label={t("label", { name: project.name })}
      title={t("add")}
      className={cx(
        // relative z-10: above the card link's overlay, so a click never opens the project.
        "group/heart",
        variant === "icon"
          ? "photo-control heart-toggle"
          : "relative z-10 inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 aria-pressed:border-primary aria-pressed:text-primary",
        className,
      )}
    >
      <Icon name="heart" shared className="heart-icon" />
      {/* A word of the label, so speech control finds it. */}
      {variant === "labelled" && t("short")}
    </button>
  );
}
