"use client";

import { notify, notifySuccess } from "@/components/feedback/notify";
import { cx } from "@/components/ui/cx";
import { Icon } from "@/components/ui/icons";
import { useFavouritesStore, useIsFavourite } from "./favourites-context";

/** The texts, translated on the server (the button needs no client messages). */
export interface FavouriteTexts {
  /** The accessible name, the same in both states (aria-pressed tells the state): "Bewaar {name} als favoriet". */
  label: string;
  /** Tooltips: what a click does now. */
  add: string;
  remove: string;
  /** Toasts after a click. */
  added: string;
  removed: string;
  /** Visible text of the labelled variant (the project page); a word of `label`, so speech control finds it. */
  short?: string;
}

type Props = {
  projectId: number;
  texts: FavouriteTexts;
  /** "icon": a round heart over a card's photo; "labelled": heart and text (the project page). */
  variant?: "icon" | "labelled";
  className?: string;
};

/**
 * The heart toggle. Server-rendered as "not saved"; after hydration it shows the stored state.
 * Both states have the same size, so nothing moves when the stored state arrives.
 */
export function FavouriteButton({ projectId, texts, variant = "icon", className }: Props) {
  const store = useFavouritesStore();
  const saved = useIsFavourite(projectId);

  function onClick() {
    const change = store.toggle(projectId);
    // One toast per project: quick toggling replaces it instead of stacking them.
    const id = `favourite-${projectId}`;
    if (change === "added") notifySuccess(texts.added, { id });
    else notify(texts.removed, { id });
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={texts.label}
      title={saved ? texts.remove : texts.add}
      onClick={onClick}
      className={cx(
        // relative z-10: above the card link's overlay, so a click never opens the project.
        "relative z-10 inline-flex shrink-0 items-center justify-center border transition-colors",
        variant === "icon"
          ? "size-8 rounded-full border-white/80 bg-white/95 shadow-sm hover:bg-white"
          : "h-10 gap-2 rounded-md bg-white px-4 text-sm font-semibold hover:bg-slate-50",
        variant === "labelled" && (saved ? "border-primary text-primary" : "border-slate-300 text-slate-800"),
        variant === "icon" && (saved ? "text-primary" : "text-slate-700 hover:text-primary"),
        className,
      )}
    >
      <Icon name="heart" className={cx("size-5", saved && "fill-current")} />
      {variant === "labelled" && texts.short}
    </button>
  );
}
