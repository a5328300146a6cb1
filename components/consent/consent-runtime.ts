/**
 * vanilla-cookieconsent 3: the preferences modal and the choice stored for a year. Loaded when the
 * browser is idle once a choice is stored (to apply it), and otherwise only when the visitor answers
 * the first visit's bar (consent-bar.tsx, our own markup: the library's bar is never shown). On every
 * change it dispatches CONSENT_EVENT and, with the Optional category and a container id, loads Google
 * Tag Manager after setting Consent Mode v2 defaults to denied and updating them to the visitor's choice.
 */
import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import { CONSENT_COOKIE, CONSENT_DAYS, type ConsentChoice } from "@/lib/consent/settings";
import { notify } from "../feedback/notify";
import { CONSENT_EVENT, sitePrivacyPath, type ConsentTexts } from "./consent-texts";
import { consentModeUpdate, loadTagManager } from "./tag-manager";

export interface ConsentOptions {
  texts: ConsentTexts;
  privacyPath: string;
  gtmId: string | null;
}

let started: Promise<void> | null = null;
let lastChoice: ConsentChoice | null = null;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function announce(options: ConsentOptions) {
  const optional = CookieConsent.acceptedCategory("optional");
  if (optional && options.gtmId) loadTagManager(options.gtmId);
  consentModeUpdate({ optional, functional: CookieConsent.acceptedCategory("functional") });
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT));
}

/** Which button the visitor pressed: the library reports only the categories. */
function rememberChoice(choice: ConsentChoice) {
  lastChoice = choice;
}

function storeChoice() {
  const accepted = CookieConsent.getUserPreferences().acceptType;
  const choice: ConsentChoice = lastChoice ?? (accepted === "all" ? "all" : accepted === "necessary" ? "necessary" : "custom");
  CookieConsent.setCookieData({ value: { choice }, mode: "overwrite" });
  lastChoice = null;
}

/** The preferences' toggles differ from the stored choice: closing them would lose the change. */
function hasUnsavedToggles(): boolean {
  const toggles = document.querySelectorAll<HTMLInputElement>("#cc-main input.section__toggle");
  return [...toggles].some((toggle) => {
    const category = toggle.value || toggle.dataset.category || "";
    return !toggle.disabled && category !== "" && toggle.checked !== CookieConsent.acceptedCategory(category);
  });
}

/** Warn before the library discards unsaved toggles (capture phase: it runs before the library's handlers). */
function watchUnsaved(texts: ConsentTexts) {
  const warn = () => {
    if (CookieConsent.validConsent() && hasUnsavedToggles()) notify(texts.unsaved, { id: "consent-unsaved" });
  };
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("#cc-main .pm__close-btn")) warn();
      // Which button stored the choice: the preferences' "Delete all" declines.
      if (target?.closest("#cc-main .pm [data-role=necessary]")) rememberChoice("declined");
    },
    true,
  );
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && document.documentElement.classList.contains("show--preferences")) warn();
  }, true);
}

export function startConsent(options: ConsentOptions): Promise<void> {
  if (started) return started;
  const { texts } = options;
  const statement = `<a href="${escapeHtml(sitePrivacyPath(options.privacyPath))}">${escapeHtml(texts.statement)}</a>`;
  watchUnsaved(texts);
  started = CookieConsent.run({
    // Automated browsers are visitors too (and the end-to-end tests are one).
    hideFromBots: false,
    // The first visit's bar is consent-bar.tsx; the library shows the preferences only.
    autoShow: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "bar", position: "bottom", equalWeightButtons: true },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // Declining or switching these off removes what Google Analytics set.
      optional: { autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }] } },
      functional: {},
    },
    onFirstConsent: () => storeChoice(),
    // Closed without a choice: the bar asks again (consent-manager.tsx).
    onModalHide: () => window.dispatchEvent(new CustomEvent(CONSENT_EVENT)),
    onConsent: () => announce(options),
    onChange: () => {
      storeChoice();
      announce(options);
    },
    language: {
      default: "nl",
      translations: {
        nl: {
          consentModal: {
            title: texts.barTitle,
            description: texts.barDescription,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.acceptNecessary,
            showPreferencesBtn: texts.manageCookies,
            footer: statement,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.declineAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections: [
              { title: texts.necessary, description: texts.necessaryText, linkedCategory: "necessary" },
              { title: texts.optional, description: texts.optionalText, linkedCategory: "optional" },
              { title: texts.functional, description: texts.functionalText, linkedCategory: "functional" },
              { description: statement },
            ],
          },
        },
      },
    },
  });
  return started;
}

/** The first visit's bar was answered: the library stores the choice and runs the callbacks. */
export async function acceptFromBar(options: ConsentOptions, choice: "all" | "necessary"): Promise<void> {
  await startConsent(options);
  rememberChoice(choice);
  CookieConsent.acceptCategory(choice === "all" ? "all" : []);
}

export function showPreferences(options: ConsentOptions): void {
  void startConsent(options).then(() => CookieConsent.showPreferences());
}
