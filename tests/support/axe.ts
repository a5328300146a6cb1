import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: 2.2's AA brings `target-size` (2.5.8, targets at least 24 × 24 px or spaced as far). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The page's serious and critical WCAG 2.2 A/AA violations (axe-core), one readable line each. The
 * experimental `label-content-name-mismatch` (WCAG 2.5.3, label in name) runs too: a control's
 * accessible name must contain the words it shows.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A page after `router.refresh()` can show its new content a moment before the streamed metadata puts
  // its <title> back; axe then reports a missing title. A page without one still fails, here.
  await expect(page, "the page has a <title>").toHaveTitle(/\S/);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

/**
 * Brings the page's finite CSS animations and transitions to their end state, the one a visitor sees a
 * moment later: a toast fading in (e.g. "Succesvol ingelogd" after a log-in) is half transparent for a
 * moment, and axe would measure that contrast. Finished rather than awaited: on a busy machine a
 * page's timeline can stall (a run once waited a whole minute for one), and the end state is the same.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}
