"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { useSignedInHint } from "@/components/account/session/signed-in-hint";
import { notify, notifySuccess } from "@/components/feedback/notify";
import { projectDataOf } from "@/components/listing/card-data";
import { delegatedClicks, watchAdded } from "@/components/ui/delegation";
import { currentBackend, currentFavorites, setAccountFavorites, subscribeBackend, subscribeFavorites } from "./favorites-backend";
import type { HeartTexts } from "./heart-texts";
import { pushEvent } from "@/lib/tracking/data-layer";
import { wishlistChange } from "@/lib/tracking/events";
import type { TrackableProject } from "@/lib/tracking/items";

const SELECTOR = "[data-favorite]";

// From the moment this script runs: a click before hydration is answered once the handler attaches.
const clicks = delegatedClicks(SELECTOR);

// TanStack Query and the session read load only when a session may exist. Should that chunk not load
// (a dropped connection, a deploy in between), the hearts stay with this browser's list, which is
// merged into the account at the next log-in, rather than holding clicks for ever.
const AccountFavorites = dynamic(() => import("./account-favorites").catch(() => ({ default: StayLocal })), { ssr: false });

function StayLocal() {
  useEffect(() => setAccountFavorites("guest"), []);
  return null;
}

const idOf = (button: HTMLElement) => Number(button.dataset.favorite);

/** Every heart on the page shows the current store's state: pressed, and what a click does now. */
function showState(texts: HeartTexts): void {
  const ids = currentFavorites().getSnapshot();
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
 * The one client component behind every favorite heart of a page (mounted once, in the root
 * layout): the hearts themselves are server-rendered buttons (`FavoriteButton`). It answers their
 * clicks through the favorites store (local storage for a guest, the account's for a logged-in
 * client), shows the toasts, and keeps every heart's `aria-pressed` and tooltip in step with the
 * store, also for hearts a client navigation adds later.
 */
export function FavoriteHearts({ texts }: { texts: HeartTexts }) {
  const hint = useSignedInHint();
  const backend = useSyncExternalStore(subscribeBackend, currentBackend, () => "local" as const);

  useEffect(() => {
    const show = () => showState(texts);
    show();
    const stopStore = subscribeFavorites(show);
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
      const change = currentFavorites().toggle(id);
      // One toast per project: quick toggling replaces it instead of stacking them.
      if (change === "added") notifySuccess(texts.added, { id: `favorite-${id}` });
      else notify(texts.removed, { id: `favorite-${id}` });
      const item = itemOf(button);
      if (item) pushEvent(wishlistChange(item, change === "added"));
    });
  }, [hold, texts]);

  return hint ? <AccountFavorites failed={texts.failed} /> : null;
}
