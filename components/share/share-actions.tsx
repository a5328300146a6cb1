"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icons";

const noSubscription = () => () => undefined;
/** Whether the browser has a share sheet: a fixed fact of the page, false while rendering on the server. */
const hasShareSheet = () => typeof navigator.share === "function";
/** The origin being browsed (a partner's own domain, an alias): the server only knows the canonical one. */
const browsedOrigin = () => window.location.origin;

const ITEM = "flex min-h-11 w-full items-center gap-2 rounded px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100";

interface Labels {
  open: string;
  group: string;
  native: string;
  copy: string;
  copied: string;
  copyFailed: string;
  print: string;
  whatsapp: string;
  email: string;
  newWindow: string;
}

/**
 * Sharing in one menu: the device's share sheet where the browser has one (phones), copy link,
 * WhatsApp, e-mail and, on a project page, print. A `<details>` disclosure, so it opens (and its
 * links work) before and without JavaScript. The shared URL is `path` on the origin being browsed:
 * cached pages cannot read the request's host, so the server's `origin` only stands in until hydration.
 */
export function ShareActions({ path, origin, title, print, labels, className }: { path: string; origin: string; title: string; print: boolean; labels: Labels; className?: string }) {
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false);
  const url = `${useSyncExternalStore(noSubscription, browsedOrigin, () => origin)}${path}`;
  const [status, setStatus] = useState("");
  const menu = useRef<HTMLDetailsElement>(null);
  const text = `${title}\n${url}`;

  // Escape and a press outside close the open menu; Escape gives the focus back to its button. Listening
  // from hydration on, not from the menu's toggle event: that event comes a task after the click, and
  // an Escape pressed right after the click was lost.
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  const share = () => {
    // A cancelled share sheet rejects with AbortError: nothing to say.
    navigator.share({ title, url }).catch(() => undefined);
  };
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setStatus(labels.copied),
      () => setStatus(labels.copyFailed),
    );
  };

  return (
    <div className={`print:hidden ${className ?? ""}`}>
      <details ref={menu} className="relative">
        <summary className="inline-flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 select-none hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <Icon name="share" className="size-4" />
          {labels.open}
        </summary>
        <div role="group" aria-label={labels.group} className="absolute right-0 z-40 mt-1 w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          {canShare && (
            <button type="button" onClick={share} className={ITEM}>
              <Icon name="share" className="size-4" />
              {labels.native}
            </button>
          )}
          <button type="button" onClick={copy} className={ITEM}>
            <Icon name="link" className="size-4" />
            {labels.copy}
          </button>
          <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className={ITEM}>
            <Icon name="chat" className="size-4" />
            {labels.whatsapp}
            <span className="sr-only">{labels.newWindow}</span>
          </a>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`} className={ITEM}>
            <Icon name="mail" className="size-4" />
            {labels.email}
          </a>
          {print && (
            <button type="button" onClick={() => window.print()} className={ITEM}>
              <Icon name="print" className="size-4" />
              {labels.print}
            </button>
          )}
          <p role="status" className="px-3 text-sm text-slate-700">
            {status}
          </p>
        </div>
      </details>
    </div>
  );
}
