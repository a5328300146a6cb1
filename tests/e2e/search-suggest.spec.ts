import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";

/** The search box with suggestions: keyboard only, on a search page, the home page and in the header. */
test.use({ viewport: { width: 1280, height: 900 } });
// axe on a full search page takes a while on a busy machine.
test.slow();

const BOX = { name: "Zoek op plaats, project of ontwikkelaar" };

async function pickWithKeyboard(page: Page, option: RegExp) {
  const listbox = page.getByRole("listbox", { name: "Suggesties" }).filter({ visible: true });
  const wanted = listbox.getByRole("option", { name: option }).first();
  await expect(wanted).toBeVisible();
  // Down from the text to the wanted suggestion, as a keyboard user would.
  for (let step = 0; step < 10 && (await wanted.getAttribute("aria-selected")) !== "true"; step++) await page.keyboard.press("ArrowDown");
  await expect(wanted).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
}

test("type “marbela” on a search page, pick Marbella with the keyboard and land on Marbella's search", async ({ page }) => {
  await page.goto("/demo/search/spanje/costa-blanca?cat=1");
  const box = page.locator("#search-filters").getByRole("combobox", BOX);
  // The WAI-ARIA combobox pattern's element: a text input (the Nu HTML Checker refuses role=combobox on type=search).
  await expect(box).toHaveAttribute("type", "text");
  await expect(box).toHaveAttribute("inputmode", "search");
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.type("marbela");
  await expect(page.getByRole("status").filter({ hasText: /suggesties?, kies met de pijltjestoetsen/ })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  await pickWithKeyboard(page, /^Marbella · Costa del Sol/);
  // The place wins; the type chosen before stays.
  await expect(page).toHaveURL(/\/demo\/search\/spanje\/costa-del-sol\/marbella\?cat=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Marbella");
});

test("Enter on free text searches with q, ranked by relevance", async ({ page }) => {
  await page.goto("/demo/search");
  const box = page.locator("#search-filters").getByRole("combobox", BOX);
  await box.focus();
  await page.keyboard.type("Blu Bay Homes");
  await expect(page.getByRole("listbox", { name: "Suggesties" }).filter({ visible: true }).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/demo\/search\?q=Blu\+Bay\+Homes$/);
  const first = page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 3 });
  await expect(first).toHaveText("Blue Bay Homes");
  await expect(page.locator("#search-filters").getByRole("combobox", BOX)).toHaveValue("Blu Bay Homes");
});

test("the header's search on a project page: a project suggestion opens its page", async ({ page }) => {
  await page.goto("/demo/for-sale/7");
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  const open = page.getByRole("banner").getByRole("button", { name: "Zoeken" });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(open).toHaveAttribute("aria-expanded", "true");
  const box = page.getByRole("banner").getByRole("combobox", BOX);
  await expect(box).toBeFocused();
  await page.keyboard.type("blue bay homes");
  expect(await seriousViolations(page)).toEqual([]);
  await pickWithKeyboard(page, /^Blue Bay Homes · Ojén/);
  await expect(page).toHaveURL(/\/demo\/for-sale\/330-blue-bay-homes-ojen$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Blue Bay Homes");
  // The combobox's code came only once the search was opened.
  expect(scripts.length).toBeGreaterThan(0);
});

test("the home page's search entry: a developer, typed with a typo", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Zoek uw nieuwbouwwoning" });
  const box = form.getByRole("combobox", { name: "Plaats, project of ontwikkelaar" });
  await box.focus();
  await page.keyboard.type("solvia");
  await pickWithKeyboard(page, /^Grupo Solvía Promociones/);
  await expect(page).toHaveURL(/\/search\?q=Grupo\+Solv%C3%ADa\+Promociones$/);
  await expect(page.getByTestId("result-count")).toHaveText(/\d+ projecten gevonden/);
  expect(await seriousViolations(page)).toEqual([]);
});
