import type { Page } from "@playwright/test";

/** The number in "123 projecten gevonden" (0 for "Geen projecten gevonden"). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  const digits = text.match(/[\d.]+/)?.[0]?.replace(/\./g, "");
  return digits ? Number(digits) : 0;
}

/** The search page's filter panel. */
export const filters = (page: Page) => page.locator("#search-filters");

/** Waits until React has hydrated the search controls (a key press or click before that changes no URL). */
export async function searchHydrated(page: Page) {
  await page.waitForFunction(() => {
    const select = document.querySelector("select[name=sort]");
    return select !== null && Object.keys(select).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * The result cards' price lines that break where a price must not: inside an amount ("€ 1.265.000 - €"
 * then "1.410.000 + BTW") or before "+ BTW" alone. Lines are read from the characters' boxes.
 */
export function badPriceBreaks(page: Page): Promise<string[]> {
  return page.locator("article .project-card-price").evaluateAll((prices) =>
    prices.flatMap((price) => {
      const lines = new Map<number, string>();
      const walker = document.createTreeWalker(price, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let at = 0; at < text.length; at += 1) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const box = range.getClientRects()[0];
          if (!box || box.width === 0) continue;
          const top = Math.round(box.top);
          lines.set(top, (lines.get(top) ?? "") + text[at]);
        }
      }
      const texts = [...lines.values()].map((line) => line.trim());
      return texts.length > 1 && texts.some((line) => line.endsWith("€") || /^\d/.test(line) || /^\+ /.test(line)) ? [texts.join(" | ")] : [];
    }),
  );
}
