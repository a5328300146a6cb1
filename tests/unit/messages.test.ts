import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAST_RESORT_TEXTS } from "@/components/feedback/last-resort-texts";
import { localeMessages } from "@/lib/i18n/locale-messages";
import { locales } from "@/lib/i18n/locales";

const dir = path.join(import.meta.dirname, "../../messages");

type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as Tree;
}

/** `{ a: { b: "x" } }` -> `[["a.b", "x"]]`. */
function flatten(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/**
 * The ICU arguments and rich-text tags a message uses: `{year}`, `{count, plural, ...}` as `{count}`,
 * `<strong>`. The texts of select and plural branches are translated, not compared.
 */
function placeholders(message: string): string[] {
  const args: string[] = [];
  let at = 0;
  // Text up to the `}` that closes the current branch (or the end).
  const text = (): void => {
    while (at < message.length && message[at] !== "}") {
      if (message[at] === "{") argument();
      else at += 1;
    }
  };
  const argument = (): void => {
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(at));
    if (!head) throw new Error(`not an ICU argument at ${at}: ${message}`);
    args.push(`{${head[1]}}`);
    at += head[0].length;
    const branched = ["plural", "select", "selectordinal"].includes(head[2] ?? "");
    // `, style}` or `, key {text} key {text}}`: skip to the closing brace, reading branch texts.
    while (at < message.length && message[at] !== "}") {
      if (branched && message[at] === "{") {
        at += 1;
        text();
      }
      at += 1;
    }
    at += 1;
  };
  text();
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...args, ...tags].sort();
}

const reference = new Map(flatten(load("nl")));
const partialLocales = locales.filter((locale) => locale !== "nl" && locale !== "en");

describe("translation files", () => {
  it("exist for exactly the 16 locales of the spec", () => {
    const files = readdirSync(dir).filter((file) => file.endsWith(".json")).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...locales].sort());
    expect(locales).toHaveLength(16);
  });

  it("en (the spec's English) has the same keys as nl", () => {
    expect(flatten(load("en")).map(([key]) => key).sort()).toEqual([...reference.keys()].sort());
  });

  // The other fourteen hold only what they translate; en.json fills the rest (lib/i18n/locale-messages.ts).
  const english = new Map(flatten(load("en")));
  it.each(partialLocales)("%s holds only keys of nl, each translated (not a copy of en)", (locale) => {
    for (const [key, message] of flatten(load(locale))) {
      expect(reference.has(key), `${locale}: ${key} is not in nl`).toBe(true);
      expect(message, `${locale}: ${key} repeats en`).not.toBe(english.get(key));
    }
  });

  it.each(partialLocales)("%s served: every key of nl, untranslated ones in English", async (locale) => {
    const served = new Map(flatten((await localeMessages(locale)) as Tree));
    expect([...served.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, message] of flatten(load(locale))) expect(served.get(key)).toBe(message);
  });

  it.each(locales)("%s has no empty messages and the same arguments as nl", (locale) => {
    for (const [key, message] of flatten(load(locale))) {
      expect(message.trim(), `${locale}: ${key}`).not.toBe("");
      expect(placeholders(message), `${locale}: ${key}`).toEqual(placeholders(reference.get(key) ?? ""));
    }
  });

  it("nl holds the spec's texts verbatim", () => {
    expect(reference.get("errors.notFoundTitle")).toBe("Oops! Page not found!");
    expect(reference.get("errors.errorTitle")).toBe("An error occurred");
    expect(reference.get("errors.backHome")).toBe("Go back to homepage");
    expect(reference.get("feedback.thanks_request")).toBe("Bedankt voor uw verzoek");
    expect(reference.get("feedback.thanks_reset")).toBe("Bedankt, we sturen je een link om je wachtwoord opnieuw in te stellen");
    expect(reference.get("feedback.thanks_register")).toBe("Bedankt, U kunt nu inloggen met uw e-mailadres en nieuw wachtwoord");
    expect(reference.get("feedback.auth_success")).toBe("Succesvol aangemeld");
    expect(reference.get("feedback.login_success")).toBe("Succesvol ingelogd");
    expect(reference.get("feedback.login_error")).toBe("Controleer uw inloggegevens");
    expect(reference.get("feedback.some_error")).toBe("Sorry, er is een fout opgetreden, controleer je internet");
    expect(reference.get("feedback.synced")).toBe("Gesynchroniseerd");
    expect(reference.get("catalogue.priceOnRequest")).toBe("Op aanvraag");
    expect(reference.get("catalogue.priceWithVat")).toBe("{price} + BTW");
  });

  it("reads ICU arguments, not branch texts", () => {
    expect(placeholders("{count, plural, one {# project} other {# projecten in {place}}} <b>x</b>")).toEqual(["<b>", "{count}", "{place}"]);
    expect(placeholders("{lat}° {side, select, north {N} other {Z}}")).toEqual(["{lat}", "{side}"]);
  });

  it("the last-resort error page (no translation provider there) copies the errors messages", () => {
    for (const [key, text] of Object.entries(LAST_RESORT_TEXTS)) expect(text, key).toBe(reference.get(`errors.${key}`));
  });


  it("nl has every cookie-consent key of the spec", () => {
    const keys = ["barTitle", "barDescription", "acceptAll", "declineAll", "manageCookies", "unsaved", "close", "save", "necessary", "optional", "functional", "blockedIframe", "here", "acceptNecessary"];
    for (const key of keys) expect(reference.has(`consent.${key}`), key).toBe(true);
  });
});
