import type messages from "@/messages/nl.json";

/** The consent namespace's texts, passed from the server layout (the banner is not a next-intl client). */
export type ConsentTexts = Record<keyof (typeof messages)["consent"], string>;

/** Where the banner's page is: the site's base path and privacy statement, written by the site layout. */
export function sitePrivacyPath(privacyPath: string): string {
  const base = document.querySelector<HTMLElement>("[data-base-path]")?.dataset.basePath ?? "";
  return `${base}${privacyPath}`;
}

/** The event the runtime dispatches on `window` whenever the stored consent changes. */
export const CONSENT_EVENT = "costa:consent";
