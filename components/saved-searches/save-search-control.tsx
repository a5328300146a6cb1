"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useSignedInHint } from "@/components/account/session/signed-in-hint";
import { notifySuccess } from "@/components/feedback/notify";
import { buttonClasses } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icons";
import { SAVED_SEARCH_NAME_MAX } from "@/lib/saved-searches/rules";
import { rememberPendingSave } from "./pending-save";

const SaveSearchForm = lazy(() => import("./save-search-form"));

export interface SaveSearchTexts {
  open: string;
  name: string;
  frequency: string;
  instant: string;
  daily: string;
  paused: string;
  submit: string;
  cancel: string;
  saved: string;
  manage: string;
  failed: string;
  nameRequired: string;
  nameTooLong: string;
  loginFirst: string;
}

export interface SaveSearchProps {
  partner: string | null;
  /** The site's log-in page (it returns to `callbackUrl`). */
  loginPath: string;
  profilePath: string;
  defaultName: string;
  texts: SaveSearchTexts;
}

export const here = () => `${window.location.pathname}${window.location.search}`;

/** The one toast about saving: "saved" replaces "log in first" (still showing after a quick log-in). */
export const SAVE_TOAST_ID = "save-search";

/** The bar's button: a bell on a phone (its words for screen readers), bell and words from `sm`. */
export const SAVE_BUTTON_CLASS = buttonClasses("outline", "sm", "h-11 min-w-11 px-2.5 sm:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary");

export function SaveButtonContent({ text }: { text: string }) {
  return (
    <>
      <Icon name="bell" className="size-5 sm:size-4" />
      <span className="sr-only sm:not-sr-only">{text}</span>
    </>
  );
}

/** A guest (or a client whose session ended) logs in first; back on this search, it is saved. */
export function askToLogIn({ loginPath, defaultName, texts }: Pick<SaveSearchProps, "loginPath" | "defaultName" | "texts">, push: (href: string) => void): void {
  rememberPendingSave({ path: here(), name: defaultName.slice(0, SAVED_SEARCH_NAME_MAX) });
  notifySuccess(texts.loginFirst, { id: SAVE_TOAST_ID });
  push(`${loginPath}?callbackUrl=${encodeURIComponent(here())}`);
}

/**
 * "Zoekopdracht opslaan" on a search page. A guest's press leads to the log-in; the client's part
 * (TanStack Query, the session, the form) loads only with the signed-in hint, as the account menu's
 * does: it also saves what a guest asked for before logging in.
 */
export function SaveSearchControl(props: SaveSearchProps) {
  const signedIn = useSignedInHint();
  const router = useRouter();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      onClick={() => (signedIn ? setPressed(true) : askToLogIn(props, router.push))}
      aria-expanded={false}
      className={SAVE_BUTTON_CLASS}
    >
      <SaveButtonContent text={props.texts.open} />
    </button>
  );
  if (!signedIn) return <div className="relative">{button}</div>;
  return (
    <Suspense fallback={<div className="relative">{button}</div>}>
      <SaveSearchForm {...props} startOpen={pressed} />
    </Suspense>
  );
}
