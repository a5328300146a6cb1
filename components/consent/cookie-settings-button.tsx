"use client";

import type { ReactNode } from "react";
import { openConsentPreferences } from "./consent-manager";

/** The footer's "Cookie-instellingen": reopens the cookie preferences, in the page's flow where it covers nothing. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" onClick={openConsentPreferences} className={className}>
      {children}
    </button>
  );
}
