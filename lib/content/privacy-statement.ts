/**
 * The privacy and cookie statement (AVG/GDPR), one text for every site with the site's name in it.
 * A legal text: its words are the `privacyStatement` messages; the cookie and storage names and the
 * retention come from the modules that set them, so the list cannot drift from what the site does. Rendered by `components/content/content-body.tsx` (paragraphs, "## " headings, "- " lists).
 */
import { FAVORITES_KEY } from "../accounts/favorites-store";
import { REGISTER_PREFILL_KEY } from "../accounts/register-prefill";
import { SESSION_IDLE_SECONDS, SIGNED_IN_HINT_COOKIE, sessionCookieName } from "../auth/cookies";
import { compareStorageKey } from "../catalogue/compare-list";
import { REMEMBERED_FILTER_NAMES } from "../catalogue/search/filters";
import { storageKey } from "../catalogue/search/saved-filters";
import { CHUNK_RELOAD_KEY } from "../app-shell/chunk-reload";
import { CONSENT_COOKIE, CONSENT_DAYS } from "../consent/settings";
import { privacyTexts as t } from "../i18n/standalone";
import type { ContentPage } from "./types";

interface Controller {
  /** The site's name, e.g. a partner's. */
  siteName: string;
  /** The main brand's legal name and address: the controller of every site. */
  brand: { name: string; address: string; email: string };
  /** Months after which leads are anonymised (LEAD_RETENTION_MONTHS). */
  retentionMonths: number;
}

/** Browser storage names that end in the site, e.g. `compare_demo`, written with a placeholder. */
const SITE = "_{site}";

const heading = (text: string) => `## ${text}`;
const list = (items: string[]) => items.map((item) => `- ${item}`).join("\n");

export const PRIVACY_TITLE = t("title");

export function privacySummary(siteName: string): string {
  return t("summary", { site: siteName });
}

export function privacyStatement({ siteName, brand, retentionMonths }: Controller): Pick<ContentPage, "title" | "summary" | "body"> {
  const hours = Math.round(SESSION_IDLE_SECONDS / 3600);
  const controller = siteName === brand.name ? t("controllerMain", { brand: brand.name }) : t("controllerPartner", { site: siteName, brand: brand.name });
  return {
    title: PRIVACY_TITLE,
    summary: privacySummary(siteName),
    body: [
      t("contact", { controller, email: brand.email, brand: brand.name, address: brand.address }),
      heading(t("dataHeading")),
      list([t("dataRequest"), t("dataAccount"), t("dataSecurity")]),
      heading(t("whoHeading")),
      t("who", { site: siteName, brand: brand.name }),
      heading(t("retentionHeading")),
      t("retention", { months: retentionMonths }),
      heading(t("rightsHeading")),
      t("rights"),
      heading(t("cookiesHeading")),
      t("cookiesIntro"),
      t("necessaryHeading"),
      list([
        t("session", { name: sessionCookieName(false), secureName: sessionCookieName(true), hours }),
        t("nextAuth"),
        t("signedInHint", { name: SIGNED_IN_HINT_COOKIE, hours }),
        t("favorites", { name: FAVORITES_KEY }),
        t("compare", { name: compareStorageKey(SITE) }),
        t("filters", { names: REMEMBERED_FILTER_NAMES.map((name) => storageKey(name, SITE)).join(", ") }),
        t("chunkReload", { name: CHUNK_RELOAD_KEY }),
        t("consent", { name: CONSENT_COOKIE, days: CONSENT_DAYS }),
        t("registerPrefill", { name: REGISTER_PREFILL_KEY }),
      ]),
      t("optionalHeading"),
      list([t("analytics")]),
      t("functionalHeading"),
      list([t("youtube")]),
      t("localStorage"),
    ].join("\n\n"),
  };
}
