"use client";
/**
 * The cookie banner's entry point, in the root layout. A first visitor gets the bar (consent-bar.tsx,
 * plain markup) when the browser is idle, so it never blocks or shifts the page and is never its
 * largest paint; the consent runtime (the library, its styles, the tag manager loader) loads when the
 * visitor answers it. With a choice stored, the runtime loads when idle to apply it; the site
 * footer's "Cookie-instellingen" reopens the preferences.
 */
import { useEffect, useState } from "react";
import { consentFromCookies } from "@/lib/consent/settings";
import { useIdle } from "../feedback/use-idle";
import { ConsentBar, type BarChoice } from "./consent-bar";
import { CONSENT_EVENT, type ConsentTexts } from "./consent-texts";

type Props = { texts: ConsentTexts; privacyPath: string; gtmId: string | null };

const runtime = () => import("./consent-runtime");

const PREFERENCES_EVENT = "costa:consent-preferences";

/** Opens the preferences from anywhere (a blocked embed's "here"). */
export function openConsentPreferences() {
  window.dispatchEvent(new CustomEvent(PREFERENCES_EVENT));
}

export function ConsentManager(props: Props) {
  // null until read on the client: the server's page is the same for every visitor.
  const [given, setGiven] = useState<boolean | null>(null);
  // The bar's answer is being stored, or the preferences are open: the bar steps aside.
  const [answering, setAnswering] = useState(false);
  const idle = useIdle();

  useEffect(() => {
    const refresh = () => {
      setGiven(consentFromCookies(document.cookie) !== null);
      setAnswering(false);
    };
    const open = () => {
      setAnswering(true);
      void runtime().then((module) => module.showPreferences(props));
    };
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
    // A stored choice is applied (Tag Manager, Consent Mode) once the browser is idle.
    if (idle && given) void runtime().then((module) => module.startConsent(props));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle, given]);

  const answer = (choice: BarChoice) => {
    if (choice === "preferences") return openConsentPreferences();
    setAnswering(true);
    void runtime().then((module) => module.acceptFromBar(props, choice));
  };

  if (given === false) return idle && !answering ? <ConsentBar texts={props.texts} privacyPath={props.privacyPath} onChoose={answer} /> : null;
  // With a choice stored, the footer's "Cookie-instellingen" (cookie-settings-button.tsx) reopens the
  // preferences: a floating button covered result cards on a phone and showed inside the CRM.
  return null;
}
