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

/** A guest (or a client whose session ended) logs in first; back on this search, it is saved. */
export function askToLogIn({ loginPath, defaultName, texts }: Pick<SaveSearchProps, "loginPath" | "defaultName" | "texts">, push: (href: string) => void): void {
  rememberPendingSave({ path: here(), name: defaultName.slice(0, SAVED_SEARCH_NAME_MAX) });
  notifySuccess(texts.loginFirst);
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
      className={buttonClasses("outline", "sm", "h-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary")}
    >
      <Icon name="mail" className="size-4" />
      {props.texts.open}
    </button>
  );
  if (!signedIn) return <div className="inline-flex flex-col gap-2">{button}</div>;
  return (
    <Suspense fallback={<div className="inline-flex flex-col gap-2">{button}</div>}>
      <SaveSearchForm {...props} startOpen={pressed} />
    </Suspense>
  );
}
