"use client";

import { useState, useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icons";

/** Whether the browser has a share sheet: a fixed fact of the page, false while rendering on the server. */
const noSubscription = () => () => undefined;
const hasShareSheet = () => typeof navigator.share === "function";

const BUTTON = "inline-flex h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

interface Labels {
  native: string;
  copy: string;
  copied: string;
  copyFailed: string;
  print: string;
}

/**
 * The share controls that need the browser: the device's share sheet (phones and some desktops;
 * shown only where `navigator.share` exists), copy link (with a spoken confirmation) and print.
 */
export function ShareActions({ url, title, print, labels }: { url: string; title: string; print: boolean; labels: Labels }) {
  const canShare = useSyncExternalStore(noSubscription, hasShareSheet, () => false);
  const [status, setStatus] = useState("");

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
    <>
      {canShare && (
        <button type="button" onClick={share} className={BUTTON}>
          <Icon name="share" className="size-4" />
          {labels.native}
        </button>
      )}
      <button type="button" onClick={copy} className={BUTTON}>
        <Icon name="link" className="size-4" />
        {labels.copy}
      </button>
      {print && (
        <button type="button" onClick={() => window.print()} className={BUTTON}>
          <Icon name="print" className="size-4" />
          {labels.print}
        </button>
      )}
      <span role="status" className="text-sm text-slate-700">
        {status}
      </span>
    </>
  );
}
