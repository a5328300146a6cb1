/** Client accounts in the browser: registering, logging in and out, favorites, the profile and gated documents (spec sections 4 and 5). */
import { expect, test, type Page } from "@playwright/test";
import { accountMenu, DEMO_CLIENT, logIn, registerAccount } from "../support/accounts";
import { hydrated } from "../support/hydration";

const SEARCH = "/demo/search/spanje/costa-del-sol";

/** Saves the first search result as a favorite, as a guest (local storage); returns its name. */
async function favoriteFirstResult(page: Page): Promise<string> {
  await page.goto(SEARCH);
  const card = page.getByRole("main").getByRole("article").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  const heart = card.getByRole("button", { name: `Bewaar ${name} als favoriet` });
  await hydrated(heart);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  return name;
}

test.describe("client accounts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("register with errors at their fields, favorite as a guest, log in to find it merged, log out and be asked to log in again", async ({ page }) => {
    // Register, search, log in, log out: a long way on a busy machine.
    test.slow();
    await page.goto("/demo/client-register");
    const submit = page.getByRole("button", { name: "Account aanmaken" });
    await hydrated(submit);
    await submit.click();
    // The route handler's own rules, checked in the browser, each at its field in Dutch.
    await expect(page.getByLabel("Voornaam")).toHaveAccessibleDescription(/Vul uw voornaam in/);
    await expect(page.getByLabel("E-mailadres")).toHaveAccessibleDescription(/Vul een geldig e-mailadres in/);
    await expect(page.getByLabel(/Ik ga akkoord/)).toHaveAccessibleDescription(/Ga akkoord met de voorwaarden/);
    await expect(submit).toHaveAttribute("data-state", "error");
    await expect(page.getByLabel("Voornaam")).toBeFocused();

    const email = `nieuw-${Date.now().toString(36)}@example.test`;
    const fill = async (address: string, repeat: string) => {
      await page.getByLabel("Voornaam").fill("Sanne");
      await page.getByLabel("Achternaam").fill("de Vries");
      await page.getByLabel("E-mailadres").fill(address);
      await page.getByLabel("Telefoonnummer").fill("+31 6 1234 5678");
      await page.getByLabel("Wachtwoord", { exact: true }).fill("Zeezicht-Terras-2026");
      await page.getByLabel("Herhaal wachtwoord").fill(repeat);
      await page.getByLabel(/Ik ga akkoord/).check();
    };
    await fill(DEMO_CLIENT.email, "Zeezicht-Terras-2027");
    await submit.click();
    await expect(page.getByLabel("Herhaal wachtwoord")).toHaveAccessibleDescription(/De wachtwoorden zijn niet gelijk/);
    await page.getByLabel("Herhaal wachtwoord").fill("Zeezicht-Terras-2026");
    await submit.click();
    // An address that has an account gets the same outcome as a new one (its owner is mailed instead).
    const done = page.getByTestId("form-done");
    await expect(done).toContainText("Bedankt, U kunt nu inloggen met uw e-mailadres en nieuw wachtwoord");
    await expect(done).toContainText("Had u al een account met dit e-mailadres? Dan blijft uw bestaande wachtwoord gelden");
    await expect(done).toBeFocused();
    const outcome = await done.textContent();

    await page.reload();
    await hydrated(submit);
    await fill(email, "Zeezicht-Terras-2026");
    await submit.click();
    await expect(done).toBeFocused();
    expect(await done.textContent()).toBe(outcome);

    const name = await favoriteFirstResult(page);
    await logIn(page, "/demo/client-login", { email, password: "Zeezicht-Terras-2026" }, /\/demo$/);
    await expect(page.getByText("Succesvol ingelogd")).toBeVisible();
    await expect(accountMenu(page)).toHaveAccessibleName("Account van Sanne de Vries");
    // Merged into the account once, then gone from this browser.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("costa_favourites"))).toBeNull();

    await accountMenu(page).click();
    await page.getByRole("link", { name: "Favorieten" }).click();
    await expect(page).toHaveURL(/\/demo\/favorites$/);
    const list = page.getByTestId("favorites");
    await expect(list).toHaveAttribute("data-source", "account");
    await expect(list.getByRole("heading", { level: 3, name })).toBeVisible();

    await accountMenu(page).click();
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toBeVisible();

    // A protected page sends a guest to this site's log-in, and back after logging in.
    await page.goto("/demo/profile");
    await expect(page).toHaveURL(/\/demo\/client-login\?callbackUrl=%2Fdemo%2Fprofile$/);
    await logIn(page, page.url(), { email, password: "Zeezicht-Terras-2026" }, /\/demo\/profile$/);
    await expect(page.getByLabel("Achternaam")).toHaveValue("de Vries");
    await page.getByLabel("Achternaam").fill("de Vries-Jansen");
    await page.getByLabel("Woonplaats").fill("Utrecht");
    await page.getByRole("main").getByRole("button", { name: /^Gegevens opslaan/ }).click();
    await expect(page.getByText("Uw gegevens zijn opgeslagen")).toBeVisible();
    await expect(accountMenu(page)).toHaveAccessibleName("Account van Sanne de Vries-Jansen");
    // Logged in, the log-in and registration pages send the client home.
    await page.goto("/demo/client-register");
    await expect(page).toHaveURL(/\/demo$/);
  });

  test("a wrong password says so in Dutch; the main brand's /login returns to the page asked for", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fold%2Ffavorites");
    await page.getByLabel("E-mailadres").fill(DEMO_CLIENT.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("niet-het-goede-wachtwoord");
    // The button's name takes its state ("Inloggen Mislukt"): find it by its start.
    const submit = page.getByRole("main").getByRole("button", { name: /^Inloggen/ });
    await hydrated(submit);
    await submit.click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Controleer uw inloggegevens");
    await expect(submit).toHaveAttribute("data-state", "error");

    await page.getByLabel("Wachtwoord", { exact: true }).fill(DEMO_CLIENT.password);
    await submit.click();
    await expect(page).toHaveURL(/\/old\/favorites$/);
    await expect(page.getByTestId("favorites")).toHaveAttribute("data-source", "account");
    // An address off the site is no target: home instead.
    await page.goto("/login?callbackUrl=%2F%2Fevil.test%2F");
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("a guest cannot download a price list; a client can, and reads the confidential information", async ({ page, request }) => {
    const listed = (await (await request.post("/api/project/files", { data: { project_id: 7 } })).json()) as { data: { id: number; kind: string; download_url: string | null }[] };
    const priceList = listed.data.find((file) => file.kind === "price_list")!;
    expect(priceList.download_url).toBeNull();
    const downloadPath = `/api/project/files/${priceList.id}/download`;
    expect((await request.get(downloadPath)).status()).toBe(401);

    await page.goto("/demo/for-sale/7");
    await expect(page.getByTestId("confidential-locked")).toContainText("Alleen voor geregistreerde klanten");
    await page.getByTestId("files-locked").getByRole("link", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/client-login\?callbackUrl=%2Fdemo%2Ffor-sale%2F7-/);
    await logIn(page, page.url(), DEMO_CLIENT, /\/demo\/for-sale\/7-[a-z0-9-]+$/);

    await expect(page.getByTestId("confidential-info")).toContainText("Betalingsschema");
    const files = page.getByTestId("files");
    await expect(files.locator("[data-locked]")).toHaveCount(0);
    await expect(files.getByRole("link", { name: /^Download .*prijslijst/i })).toHaveAttribute("href", downloadPath);
    // The browser's session cookie opens the file.
    const download = await page.request.get(downloadPath);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["cache-control"]).toBe("private, no-store");
  });

  test("the cached project page never holds the confidential text, and stays cached for guests after a client's visit", async ({ page, request }) => {
    const token = (await (await request.post("/api/client-login", { data: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password } })).json()).meta.token as string;
    const info = (await (await request.post("/api/project/confidential", { data: { project_id: 7 }, headers: { authorization: `Bearer ${token}` } })).json()).data.info as string;
    const secret = info.slice(0, 60);
    expect(secret.length).toBeGreaterThan(20);

    const path = (await request.get("/zuidkust/for-sale/7")).url().replace(/^https?:\/\/[^/]+/, "");
    await logIn(page, `/zuidkust/client-login?callbackUrl=${encodeURIComponent(path)}`, DEMO_CLIENT, new RegExp(`${path}$`));
    await expect(page.getByTestId("confidential-info")).toContainText(secret);

    for (const visit of [1, 2]) {
      const guest = await request.get(path);
      expect(guest.status()).toBe(200);
      expect(guest.headers()["x-nextjs-cache"], `guest visit ${visit}`).toMatch(/^(HIT|STALE)$/);
      const html = await guest.text();
      expect(html).not.toContain(secret);
      expect(html).toContain("Alleen voor geregistreerde klanten");
    }
  });

  test("a copied session cookie is refused after logout", async ({ page, request, playwright }) => {
    const account = await registerAccount(request, "kopie");
    await logIn(page, "/demo/client-login", account, /\/demo$/);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "next-auth.session-token")!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const copy = await playwright.request.newContext({ baseURL: page.url(), extraHTTPHeaders: { cookie: `${session.name}=${session.value}` } });
    expect((await copy.get("/api/client")).status()).toBe(200);
    // The log-in toast sits below the header: it does not cover the account menu (hovering it would keep it there).
    // (Polled: the toast slides in from above, and reads a few pixels higher until it stands.)
    const toast = page.getByText("Succesvol ingelogd");
    await expect(toast).toBeVisible();
    const headerBox = (await page.getByRole("banner").boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

    await accountMenu(page).click();
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page.getByText("U bent uitgelogd")).toBeVisible();
    expect((await copy.get("/api/client")).status()).toBe(401);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("costa_signed_in");
    await copy.dispose();
  });

  test("a guest's favorites page lists this browser's favorites, with a call to keep them in an account", async ({ page }) => {
    await page.goto("/demo/favorites");
    await expect(page.getByRole("heading", { name: "U heeft nog geen favorieten." })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Zoek nieuwbouwprojecten" })).toHaveAttribute("href", "/demo/search");

    const name = await favoriteFirstResult(page);
    await page.goto("/demo/favorites");
    const list = page.getByTestId("favorites");
    await expect(list).toHaveAttribute("data-source", "browser");
    await expect(list.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(list.getByRole("link", { name })).toHaveAttribute("href", /^\/demo\/for-sale\/\d+-/);
    await expect(list.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/demo/client-login?callbackUrl=%2Fdemo%2Ffavorites");
    // Un-setting a heart here keeps the card (and the focus) until the next visit.
    const heart = list.getByRole("button", { name: `Bewaar ${name} als favoriet` });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).toBeFocused();
  });

  test("a guest's pages load no session code and ask no session; a client's pages do", async ({ page }) => {
    const scripts: string[] = [];
    const sessionReads: string[] = [];
    page.on("response", async (response) => {
      if (response.url().includes("/api/auth/session")) sessionReads.push(response.url());
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    for (const path of ["/demo/search/spanje/costa-del-sol", "/demo/for-sale/7", "/demo/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toBeVisible();
    }
    const loaded = scripts.join("\n");
    // Marker strings of TanStack Query and next-auth's client, which survive minification.
    expect(loaded).not.toContain("No QueryClient set");
    expect(loaded).not.toContain("CLIENT_FETCH_ERROR");
    expect(sessionReads).toEqual([]);

    await logIn(page, "/demo/client-login?callbackUrl=%2Fdemo%2Fcontact", DEMO_CLIENT, /\/demo\/contact$/);
    await expect(accountMenu(page)).toBeVisible();
    expect(sessionReads.length).toBeGreaterThan(0);
    expect(scripts.join("\n")).toContain("No QueryClient set");
  });
});
