/**
 * The app shell of spec sections 4 and 8: a failed page chunk reloads the browser once (not in a
 * loop), a navigation error shows its status and turns the progress bar red while the error
 * screen shows, and a logged-in client's favorites toggled offline are saved when the connection
 * returns ('Gesynchroniseerd').
 */
import { expect, test, type Page } from "@playwright/test";
import { CHUNK_RELOAD_KEY } from "../../lib/app-shell/chunk-reload";
import { clientSession, registerAccount } from "../support/accounts";
import { hydrated } from "../support/hydration";

test.use({ viewport: { width: 1280, height: 900 } });

/** `--progress-failed-color` in `app/globals.css`. */
const PROGRESS_FAILED_COLOR = "#ef4444";

/** Chunk requests pass until `start()`; from then on, chunks the page has not loaded yet fail, as after a deployment replaced them. */
async function failNewChunks(page: Page): Promise<{ start: () => void; stop: () => void }> {
  const loaded = new Set<string>();
  let failing = false;
  page.on("requestfinished", (request) => {
    if (request.url().includes("/_next/static/")) loaded.add(request.url());
  });
  await page.route("**/_next/static/chunks/**", (route) => (!failing || loaded.has(route.request().url()) ? route.continue() : route.abort()));
  return { start: () => (failing = true), stop: () => (failing = false) };
}

test.describe("app shell", () => {
  test("a failed chunk reloads the page once; failing again shows the error with its status, and the next navigation clears it", async ({ page }) => {
    let loads = 0;
    page.on("load", () => (loads += 1));
    const chunks = await failNewChunks(page);
    await page.goto("/for-sale/7");
    const requests = page.locator("#aanvragen");
    await hydrated(requests.getByRole("button").first());
    expect(loads).toBe(1);
    chunks.start();

    // The request form's chunk is fetched when its section comes near: it fails, the page reloads.
    const reloaded = page.waitForEvent("load");
    await requests.scrollIntoViewIfNeeded();
    await reloaded;
    expect(loads).toBe(2);
    const guard = await page.evaluate((key) => window.sessionStorage.getItem(key), CHUNK_RELOAD_KEY);
    expect(Number(guard)).toBeGreaterThan(0);

    // Within the minute the same failure shows the error page instead of another reload (a lazy
    // part near the restored scroll position may fail first; else the request form does).
    const errorHeading = page.getByRole("heading", { level: 1, name: "An error occurred" });
    const button = requests.getByRole("button").first();
    // Until the page has hydrated a click does nothing: retry it until the error shows.
    await expect(async () => {
      if (!(await errorHeading.isVisible())) await button.click({ timeout: 2_000 });
      await expect(errorHeading).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText("500", { exact: true })).toBeVisible();
    await expect(page.getByText(/Failed to load chunk|Loading chunk/)).toBeVisible();
    // The progress bar's colour is red while the error screen shows (CSS only).
    const progressColor = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--progress-color").trim());
    await expect.poll(progressColor).toBe(PROGRESS_FAILED_COLOR);
    expect(loads).toBe(2);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBe(guard);

    // The next navigation succeeds (its chunks load again) and clears the error.
    chunks.stop();
    await page.getByRole("link", { name: "Go back to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "An error occurred" })).toBeHidden();
    await expect.poll(progressColor).not.toBe(PROGRESS_FAILED_COLOR);
    expect(loads).toBe(2);
  });

  test("a client's heart toggled offline is kept, and saved with 'Gesynchroniseerd' when the connection returns", async ({ page, context, request }) => {
    const search = "/demo/search/spanje/costa-blanca";
    const account = await registerAccount(request, "offline");
    // The hearts answer for the account once its list has arrived.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/favorites" && response.ok());
    await clientSession(page, account, search);
    const card = page.getByRole("main").getByRole("article").first();
    const heart = card.locator("[data-favorite]");
    await hydrated(heart);
    const id = Number(await heart.getAttribute("data-favorite"));
    await listed;

    await context.setOffline(true);
    await expect(page.getByText("U bent offline.", { exact: false })).toBeVisible();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/favoritesubmit");
    await context.setOffline(false);
    expect((await saved).status()).toBe(200);
    await expect(page.locator("[data-sonner-toast]", { hasText: "Gesynchroniseerd" })).toBeVisible();
    await expect(page.getByText("U bent offline.", { exact: false })).toBeHidden();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    const stored = (await (await page.request.get("/api/favorites")).json()) as { data: { ids: number[] } };
    expect(stored.data.ids).toContain(id);
  });
});
