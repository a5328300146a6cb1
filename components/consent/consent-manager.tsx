"use client";
/**
 * The cookie banner's entry point, in the root layout: a few hundred bytes that load the consent
 * runtime (the library, its styles and the tag manager loader) when the browser is idle, so the
 * banner never blocks or shifts the page and is never its largest paint. Once a choice is stored, a
 * small button reopens the preferences.
 */
import { useEffect, useState } from "react";
import { consentFromCookies } from "@/lib/consent/settings";
import { useIdle } from "../feedback/use-idle";
import { CONSENT_EVENT, type ConsentTexts } from "./consent-texts";

type Props = { texts: ConsentTexts; privacyPath: string; gtmId: string | null };

const runtime = () => import("./consent-runtime");

const PREFERENCES_EVENT = "costa:consent-preferences";

/** Opens the preferences from anywhere (a blocked embed's "here"). */
export function openConsentPreferences() {
  window.dispatchEvent(new CustomEvent(PREFERENCES_EVENT));
}

export function ConsentManager(props: Props) {
  const [given, setGiven] = useState(false);
  const idle = useIdle();

  useEffect(() => {
    const refresh = () => setGiven(consentFromCookies(document.cookie) !== null);
    const open = () => void runtime().then((module) => module.showPreferences(props));
    refresh();
    window.addEventListener(CONSENT_EVENT, refresh);
    window.addEventListener(PREFERENCES_EVENT, open);
    return () => {
      window.removeEventListener(CONSENT_EVENT, refresh);
      window.removeEventListener(PREFERENCES_EVENT, open);
    };
    // The texts and ids are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Evaluating the library and building the bar are two tasks, so neither blocks input for long.
    if (idle) void runtime().then((module) => window.setTimeout(() => void module.startConsent(props), 0));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle]);

  if (!given) return null;
  return (
    <button
      type="button"
      onClick={openConsentPreferences}
      aria-label={props.texts.manageCookies}
      title={props.texts.manageCookies}
      className="fixed bottom-[calc(var(--bottom-bar-height,0px)+0.75rem)] left-3 z-40 grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-md hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 print:hidden"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3Z" />
        <circle cx="8.5" cy="11.5" r="1" fill="currentColor" />
        <circle cx="12" cy="16" r="1" fill="currentColor" />
        <circle cx="15.5" cy="13" r="1" fill="currentColor" />
      </svg>
    </button>
  );
}
