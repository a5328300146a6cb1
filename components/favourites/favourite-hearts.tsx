"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { useSignedInHint } from "@/components/account/session/signed-in-hint";
import { notify, notifySuccess } from "@/components/feedback/notify";
import { projectDataOf } from "@/components/listing/card-data";
import { delegatedClicks, watchAdded } from "@/components/ui/delegation";
import { currentBackend, currentFavourites, setAccountFavourites, subscribeBackend, subscribeFavourites } from "./favourites-backend";
import type { HeartTexts } from "./heart-texts";
import { pushEvent } from "@/lib/tracking/data-layer";
import { wishlistChange } from "@/lib/tracking/events";
import type { TrackableProject } from "@/lib/tracking/items";

const SELECTOR = "[data-favourite]";

// From the moment this script runs: a click before hydration is answered once the handler attaches.
const clicks = delegatedClicks(SELECTOR);

// TanStack Query and the session read load only when a session may exist. Should that chunk not load
// (a dropped connection, a deploy in between), the hearts stay with this browser's list, which is
// merged into the account at the next log-in, rather than holding clicks for ever.
const AccountFavourites = dynamic(() => import("./account-favourites").catch(() => ({ default: StayLocal })), { ssr: false });

function StayLocal() {
  useEffect(() => setAccountFavourites("guest"), []);
  return null;
}

const idOf = (button: HTMLElement) => Number(button.dataset.favourite);

/** Every heart on the page shows the current store's state: pressed, and what a click does now. */
function showState(texts: HeartTexts): void {
  const ids = currentFavourites().getSnapshot();
  for (const button of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    const saved = ids.includes(idOf(button));
    if (button.getAttribute("aria-pressed") !== String(saved)) button.setAttribute("aria-pressed", String(saved));
    const title = saved ? texts.remove : texts.add;
    if (button.title !== title) button.title = title;
  }
}

/** The project a heart reports to tracking (its card's or its own `data-project`), or null when unreadable. */
function itemOf(button: HTMLElement): TrackableProject | null {
  const item = projectDataOf(button) as TrackableProject | null;
  return item && typeof item.id === "number" ? item : null;
}

/**
 * The one client component behind every favourite heart of a page (mounted once, in the root
 * layout): the hearts themselves are server-rendered buttons (`FavouriteButton`). It answers their
 * clicks through the favourites store (local storage for a guest, the account's for a logged-in
 * client), shows the toasts, and keeps every heart's `aria-pressed` and tooltip in step with the
 * store, also for hearts a client navigation adds later.
 */
export function FavouriteHearts({ texts }: { texts: HeartTexts }) {
  const hint = useSignedInHint();
  const backend = useSyncExternalStore(subscribeBackend, currentBackend, () => "local" as const);

  useEffect(() => {
    const show = () => showState(texts);
    show();
    const stopStore = subscribeFavourites(show);
    const stopWatching = watchAdded(SELECTOR, show);
    return () => {
      stopStore();
      stopWatching();
    };
  }, [texts]);

  // A session may exist and nobody knows yet whose list this is: clicks wait, then go to the right list.
  const hold = backend === "waiting" || (hint && backend === "local");

  useEffect(() => {
    if (hold) return;
    return clicks.attach((button) => {
      const id = idOf(button);
      if (!Number.isInteger(id)) return;
      const change = currentFavourites().toggle(id);
      // One toast per project: quick toggling replaces it instead of stacking them.
      if (change === "added") notifySuccess(texts.added, { id: `favourite-${id}` });
      else notify(texts.removed, { id: `favourite-${id}` });
      const item = itemOf(button);
      if (item) pushEvent(wishlistChange(item, change === "added"));
    });
  }, [hold, texts]);

  return hint ? <AccountFavourites failed={texts.failed} /> : null;
}
