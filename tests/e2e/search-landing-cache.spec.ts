/**
 * Search landing pages (a search URL without a search query: the pages search engines index) are
 * served from the page cache like project pages, hold nothing of the visitor, and are refreshed by
 * the catalogue revalidation every catalogue write runs (here: a feed import through the admin API).
 * A search with a query is the cached page of its filter set (the proxy puts the canonical query
 * in the path); only the legacy type route with a query stays rendered per request, with a nonce.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { registerAccount } from "../support/accounts";
import { signIn } from "../support/sign-in";
import { hydrated, hydrationErrors } from "../support/hydration";
import { feedXml, type FeedUnitSpec } from "../support/kyero-feed";

const LANDING = "/zuidkust/search/spanje/costa-del-sol/estepona";
const cached = /^(HIT|STALE)$/;

/** Two requests: the first may render the page, the second must come from the page cache. */
async function secondVisit(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  expect((await request.get(path, { headers })).status(), path).toBe(200);
  const second = await request.get(path, { headers });
  expect(second.status(), path).toBe(200);
  return second;
}

test.describe("cached search landing pages", () => {
  // One after the other: the import at the end revalidates every cached page.
  test.describe.configure({ mode: "serial" });

  test("a search without a query comes from the page cache, on partner paths, the main brand and partner domains", async ({ request }) => {
    for (const path of [LANDING, "/demo/search", "/search/spanje/costa-blanca", "/old/search/spanje", "/demo/search/bbbbbbbbb_type/villas/spanje"]) {
      const second = await secondVisit(request, path);
      expect(second.headers()["x-nextjs-cache"], path).toMatch(cached);
      // The cached page cannot carry a per-response nonce: it gets the static policy, as project pages do.
      expect(second.headers()["content-security-policy"], path).not.toContain("'nonce-");
      expect(second.headers()["content-security-policy"], path).toContain("script-src 'self'");
      // No hash of the whole page per answer (next.config.ts: generateEtags).
      expect(second.headers()["etag"], path).toBeUndefined();
    }
    const domain = await secondVisit(request, "/search/spanje", { host: "partner-a.test" });
    expect(domain.headers()["x-nextjs-cache"]).toMatch(cached);
    // The partner's own links, without the path prefix of its slug or domain.
    expect(await domain.text()).not.toContain('href="/partner-a.test');

    // Tracking parameters change nothing that is listed: the same cached page.
    const tracked = await secondVisit(request, `${LANDING}?utm_source=nieuwsbrief&gclid=abc`);
    expect(tracked.headers()["x-nextjs-cache"]).toMatch(cached);
  });

  test("a cached landing page hydrates without a mismatch, on a partner path and the main brand's, and its links lead on", async ({ page }) => {
    const errors = hydrationErrors(page);
    for (const path of ["/demo/search/spanje/costa-del-sol", "/search/spanje/costa-blanca"]) {
      await page.goto(path);
      await page.goto(path); // the second from the page cache
      const views = page.getByRole("navigation", { name: "Weergave" });
      await hydrated(views.getByRole("link", { name: "Strook" }));
      await views.getByRole("link", { name: "Strook" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?view=strip$`), { timeout: 15_000 });
    }
    expect(errors).toEqual([]);
  });

  test("a search with a query is the cached page of its filter set, one page for every spelling; the cached route itself, made-up filter segments and unknown places are 404s", async ({ request }) => {
    for (const path of [`${LANDING}?cat=1`, `${LANDING}?sort=price_asc`, `${LANDING}?view=map`, "/demo/search?page=2", "/search?q=villa", "/old/search/spanje?bedrooms=3"]) {
      const second = await secondVisit(request, path);
      expect(second.headers()["x-nextjs-cache"], path).toMatch(cached);
      expect(second.headers()["content-security-policy"], path).not.toMatch(/'nonce-/);
      expect(await second.text(), path).toContain("<h1");
    }
    // Another order, a tracking tag and a zero-padded number: the same filter set, already cached.
    const first = await secondVisit(request, `${LANDING}?bedrooms=2&sort=newest`);
    const respelled = await request.get(`${LANDING}?utm_source=mail&sort=newest&bedrooms=02`);
    expect(respelled.headers()["x-nextjs-cache"]).toMatch(cached);
    expect(await respelled.text()).toBe(await first.text());
    // The legacy type route with a query stays rendered per request, with a nonce.
    const legacy = await secondVisit(request, "/demo/search/bbbbbbbbb_type/villas/spanje?bedrooms=2");
    expect(legacy.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(legacy.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    const madeUp = ["/demo/search/spanje/~YmVkcm9vbXM9MDI", "/demo/search/spanje/~not-base64!", "/demo/search/spanje/~"];
    for (const path of ["/demo/search/landing", "/demo/search/landing/spanje?cat=1", "/search/landing", "/demo/search/nergens-te-vinden", "/demo/search/spanje/costa-del-sol/nergens", ...madeUp]) {
      for (const visit of [1, 2]) expect((await request.get(path)).status(), `${path} (${visit})`).toBe(404);
    }
    // Another spelling of a place is not a page of its own: it moves to the canonical one.
    const spelled = await request.get("/demo/search/Spanje/COSTA-DEL-SOL", { maxRedirects: 0 });
    expect(spelled.status()).toBe(308);
    expect(spelled.headers()["location"]).toBe("/demo/search/spanje/costa-del-sol");
  });

  test("the cached page holds nothing of a logged-in client, whose hearts and menu still come in the browser", async ({ page, request }) => {
    const account = await registerAccount(request, "landing");
    await signIn(page.context(), "credentials", account.email, account.password);
    const response = await page.goto("/demo/search/spanje/costa-blanca");
    expect(response?.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain(account.email);
    expect(html).not.toContain(account.last_name);
    // The browser shows the client's own menu all the same.
    await expect(page.getByRole("banner").getByRole("button", { name: /^Account van / })).toBeVisible();
    // A guest gets the very page from the cache.
    const guest = await request.get("/demo/search/spanje/costa-blanca");
    expect(guest.headers()["x-nextjs-cache"]).toMatch(cached);
    expect(await guest.text()).not.toContain(account.email);
  });

  test("a catalogue change (a feed import) refreshes a cached landing page at once", async ({ request }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const development = `Residencial Landing ${suffix}`;
    const unit: FeedUnitSpec = {
      id: `E2E-LANDING-${suffix}`, ref: "LD1", price: "365000", town: "Estepona", province: "Málaga", type: "Apartment", development,
      lat: 36.4301, lng: -5.1501, beds: 2, baths: 2, built: 95, descNl: `Appartement in ${development}.`, images: 1,
    };
    const before = await secondVisit(request, LANDING);
    expect(before.headers()["x-nextjs-cache"]).toMatch(cached);
    expect(await before.text()).not.toContain(development);
    const filtered = `${LANDING}?bedrooms=2&sort=newest`;
    const filteredBefore = await secondVisit(request, filtered);
    expect(filteredBefore.headers()["x-nextjs-cache"]).toMatch(cached);
    expect(await filteredBefore.text()).not.toContain(development);

    const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
    const token = ((await login.json()) as { meta: { token: string } }).meta.token;
    const imported = await request.post(`/api/crm/feeds/import?source=e2e-landing-${suffix}`, {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/xml" },
      data: feedXml([unit]),
    });
    expect(imported.status()).toBe(200);

    // The next request renders afresh (the revalidation expires the page at once), the one after is cached again.
    const after = await request.get(LANDING);
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain(development);
    const again = await request.get(LANDING);
    expect(again.headers()["x-nextjs-cache"]).toMatch(cached);
    expect(await again.text()).toContain(development);
    // A filtered search's cached page is refreshed by the same revalidation.
    const filteredAfter = await request.get(filtered);
    expect(await filteredAfter.text()).toContain(development);
    const filteredAgain = await request.get(filtered);
    expect(filteredAgain.headers()["x-nextjs-cache"]).toMatch(cached);
  });
});
