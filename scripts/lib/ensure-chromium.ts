/**
 * `npm test` needs a Chromium for the end-to-end tests and gets one itself when the machine has none:
 * Debian's or Ubuntu's `chromium` package when it runs as root with apt (no download of its own, the
 * distribution's updates), otherwise Playwright's own build (`playwright install chromium`, where the
 * network allows). It says what it does; CHROME_PATH still names any other browser.
 */
import { existsSync } from "node:fs";
import { chromiumExecutable, DEBIAN_CHROMIUM } from "../../tests/support/browser";
import { bin, run } from "./run";

export type ChromiumPlan = "present" | "apt" | "playwright";

export interface MachineFacts {
  /** A Chromium in CHROME_PATH or Debian's place, or Playwright's own already downloaded. */
  hasChromium: boolean;
  root: boolean;
  apt: boolean;
}

/** What to do on a machine like this. */
export function chromiumPlan({ hasChromium, root, apt }: MachineFacts): ChromiumPlan {
  if (hasChromium) return "present";
  return root && apt ? "apt" : "playwright";
}

async function playwrightChromium(): Promise<string> {
  const { chromium } = await import("@playwright/test");
  return chromium.executablePath();
}

/** True once a Chromium is there (it may install one); false when that failed, with the reason printed. */
export async function ensureChromium(say: (message: string) => void): Promise<boolean> {
  const facts: MachineFacts = {
    hasChromium: Boolean(chromiumExecutable()) || existsSync(await playwrightChromium()),
    root: process.getuid?.() === 0,
    apt: existsSync("/usr/bin/apt-get"),
  };
  const plan = chromiumPlan(facts);
  if (plan === "present") return true;
  if (plan === "apt") {
    say(`no Chromium on this machine: installing the distribution's package (apt-get install chromium) for the end-to-end tests`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["update", "-q"], env)) === 0 && (await run("apt-get", ["install", "-y", "-q", "chromium"], env)) === 0 && existsSync(DEBIAN_CHROMIUM)) return true;
    say("apt-get could not install chromium; trying Playwright's own Chromium instead");
  } else {
    say("no Chromium on this machine: downloading Playwright's (npx playwright install chromium) for the end-to-end tests");
  }
  if ((await run(bin("playwright"), ["install", "chromium"])) === 0 && existsSync(await playwrightChromium())) return true;
  say("no Chromium could be installed. Install one (Debian/Ubuntu: apt-get install chromium; elsewhere: npx playwright install chromium) or point CHROME_PATH at a Chromium or Chrome binary.");
  return false;
}
