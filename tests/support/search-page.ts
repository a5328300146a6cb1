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
