/** A logged-in client's hearts save on the server (spec section 4): optimistic, rolled back on a failed save, merged once after a log-in. */
import { expect, test, type Page } from "@playwright/test";
import { logIn, registerAccount } from "../support/accounts";
import { hydrated } from "../support/hydration";

const SEARCH = "/demo/search/spanje/costa-del-sol";
const LOGIN = `/demo/client-login?callbackUrl=${encodeURIComponent(SEARCH)}`;

/** The heart of the nth result card, with the project's name. */
async function heartOf(page: Page, index: number) {
  const card = page.getByRole("main").getByRole("article").nth(index);
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  const heart = card.getByRole("button", { name: `Bewaar ${name} als favoriet` });
  await hydrated(heart);
  return { name, heart };
}

const isSave = (method: string, url: string) => method === "POST" && new URL(url).pathname === "/api/favoritesubmit";
const localList = (page: Page) => page.evaluate(() => window.localStorage.getItem("costa_favourites"));

test.describe("a logged-in client's favorites", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a guest's heart is merged at log-in; a client's heart saves on the server, shows after a reload and on the favorites page", async ({ page, request }) => {
    const account = await registerAccount(request, "hartjes");
    await page.goto(SEARCH);
    const first = await heartOf(page, 0);
    await first.heart.click();
    await expect(first.heart).toHaveAttribute("aria-pressed", "true");
    expect(await localList(page)).not.toBeNull();

    const merged = page.waitForResponse((response) => response.url().endsWith("/api/favorites/merge") && response.ok());
    await logIn(page, LOGIN, account, new RegExp(`${SEARCH}$`));
    await merged;
    // From the account now: the browser's list is gone, the heart stays set.
    await expect.poll(() => localList(page)).toBeNull();
    const again = await heartOf(page, 0);
    await expect(again.heart).toHaveAttribute("aria-pressed", "true");

    const second = await heartOf(page, 1);
    const saved = page.waitForResponse((response) => isSave(response.request().method(), response.url()));
    await second.heart.click();
    await expect(second.heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Toegevoegd aan favorieten")).toBeVisible();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { favorite: boolean } }).data.favorite).toBe(true);
    expect(await localList(page)).toBeNull();

    await page.reload();
    const afterReload = await heartOf(page, 1);
    await expect(afterReload.heart).toHaveAttribute("aria-pressed", "true");
    await expect((await heartOf(page, 0)).heart).toHaveAttribute("aria-pressed", "true");

    await page.goto("/demo/favorites");
    const list = page.getByTestId("favorites");
    await expect(list).toHaveAttribute("data-source", "account");
    await expect(list.getByRole("heading", { level: 3, name: first.name })).toBeVisible();
    await expect(list.getByRole("heading", { level: 3, name: second.name })).toBeVisible();
    await expect(list.getByRole("button", { pressed: true, name: /als favoriet$/ })).toHaveCount(2);
  });

  test("a save that fails sets the heart back and says so", async ({ page, request }) => {
    const account = await registerAccount(request, "mislukt");
    await logIn(page, LOGIN, account, new RegExp(`${SEARCH}$`));
    // The network fails at the browser's edge: the server never hears of the click.
    await page.route("**/api/favoritesubmit", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "Er ging iets mis" } }) }));
    const { heart } = await heartOf(page, 0);
    const failed = page.waitForResponse((response) => isSave(response.request().method(), response.url()));
    await heart.click();
    expect((await failed).status()).toBe(500);
    await expect(page.getByText("Uw favoriet is niet opgeslagen. Probeer het opnieuw.")).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).toHaveAttribute("title", "Bewaar als favoriet");
    const stored = (await (await page.request.get("/api/favorites")).json()) as { data: { ids: number[] } };
    expect(stored.data.ids).toEqual([]);
    expect(await localList(page)).toBeNull();

    // Once the network is back, the same click saves.
    await page.unroute("**/api/favoritesubmit");
    const saved = page.waitForResponse((response) => isSave(response.request().method(), response.url()));
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  });
});
