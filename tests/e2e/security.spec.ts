/** Security headers on every kind of answer, a clean CSP while browsing, and hostile URLs, hosts and methods. */
import { expect, test, type Page } from "@playwright/test";
import { plainPng, pngDeclaring, polyglots } from "../support/hostile-images";
import { searchHydrated } from "../support/search-page";

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;

function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? "").split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

/** Collects CSP violations the page reports (the event fires for every blocked script, style, frame or request). */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = found;
    document.addEventListener("securitypolicyviolation", (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))];
}

test.describe("security headers", () => {
  test("every kind of answer carries them: prerendered, per request, cached, JSON, files", async ({ request }) => {
    const project = await request.get("/demo/for-sale/7");
    const answers = {
      home: await request.get("/"),
      partnerPage: await request.get("/demo/contact"),
      landing: await request.get("/demo/search/spanje"),
      filtered: await request.get("/demo/search?sort=newest"),
      project,
      api: await request.post("/api/properties", { data: {} }),
      robots: await request.get("/robots.txt"),
      notFound: await request.get("/demo/for-sale/999999"),
    };
    for (const [name, response] of Object.entries(answers)) {
      const headers = response.headers();
      expect(headers["x-content-type-options"], name).toBe("nosniff");
      expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], name).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"], name).toBe("same-origin");
      const policy = directives(headers["content-security-policy"]);
      expect(policy["object-src"], name).toEqual(["'none'"]);
      expect(policy["base-uri"], name).toEqual(["'self'"]);
      expect(policy["form-action"], name).toEqual(["'self'"]);
      expect(policy["frame-ancestors"], name).toEqual(["'none'"]);
      expect(policy["script-src"], name).toContain("'self'");
    }
    // Pages rendered per request use a fresh nonce; cached and prerendered ones the static policy.
    const pagePolicy = directives(answers.partnerPage.headers()["content-security-policy"]);
    expect(pagePolicy["script-src"]).toContain("'strict-dynamic'");
    expect(pagePolicy["script-src"]).not.toContain("'unsafe-inline'");
    const nonce = pagePolicy["script-src"]!.find((value) => value.startsWith("'nonce-"))!.slice(7, -1);
    expect(await answers.partnerPage.text()).toContain(`nonce="${nonce}"`);
    const again = directives((await request.get("/demo/contact")).headers()["content-security-policy"]);
    expect(again["script-src"]).not.toContain(`'nonce-${nonce}'`);
    expect(directives(answers.project.headers()["content-security-policy"])["script-src"]).toContain("'unsafe-inline'");
    // A search landing page (no search query) and a filtered search are served from the page cache: the static policy too.
    expect(directives(answers.landing.headers()["content-security-policy"])["script-src"]).toContain("'unsafe-inline'");
    expect(directives(answers.filtered.headers()["content-security-policy"])["script-src"]).toContain("'unsafe-inline'");
    const homePolicy = directives(answers.home.headers()["content-security-policy"]);
    expect(homePolicy["script-src"]).toContain("'strict-dynamic'");
    expect(homePolicy["script-src"]).not.toContain("'unsafe-inline'");
    expect(answers.api.headers()["content-type"]).toContain("application/json");
  });

  test("the build's scripts carry the security headers, from their brotli copies and from Next alike", async ({ request }) => {
    const page = await (await request.get("/demo/contact")).text();
    const script = /src="(\/_next\/static\/chunks\/[^"?]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const brotli = await request.get(script!, { headers: { "accept-encoding": "br" } });
    const plain = await request.get(script!, { headers: { "accept-encoding": "identity" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    for (const [name, answer] of Object.entries({ brotli: brotli.headers(), plain: plain.headers() })) {
      expect(answer["x-content-type-options"], name).toBe("nosniff");
      expect(answer["x-frame-options"], name).toBe("DENY");
      expect(answer["cross-origin-opener-policy"], name).toBe("same-origin");
      expect(answer["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(answer["permissions-policy"], name).toContain("camera=()");
      // A script ignores a policy; it is left off.
      expect(answer["content-security-policy"], name).toBeUndefined();
    }
  });

  test("media answers keep their own sandboxing policy; a logo is decoded, a polyglot or a bomb refused", async ({ request }) => {
    const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
    const headers = { authorization: `Bearer ${((await login.json()) as { meta: { token: string } }).meta.token}` };
    const slug = `beeld-${Date.now().toString(36)}`;
    const created = await request.post("/api/crm/partners", { headers, data: { slug, name: `Beeld ${slug}` } });
    expect(created.status()).toBe(201);
    const partnerId = ((await created.json()) as { data: { id: number } }).data.id;
    const upload = (type: string, bytes: Buffer) => request.post(`/api/crm/partners/${partnerId}/logo`, { headers, data: { type, data: bytes.toString("base64") } });
    const htmlAfterMagic = (await polyglots())[0]!;
    for (const [type, bytes] of [[htmlAfterMagic.type, htmlAfterMagic.bytes], ["image/png", pngDeclaring(100_000, 100_000)]] as const) {
      const refused = await upload(type, bytes);
      expect(refused.status()).toBe(422);
      expect(((await refused.json()) as { error: { fields: { data: string[] } } }).error.fields.data).toHaveLength(1);
    }
    const uploaded = await upload("image/png", await plainPng());
    expect(uploaded.status()).toBe(200);
    const { logo_url: logoUrl } = ((await uploaded.json()) as { data: { logo_url: string } }).data;
    const [card] = ((await (await request.post("/api/properties", { data: { per_page: 1 } })).json()) as { data: { image: string }[] }).data;
    const media = {
      logo: await request.get(logoUrl),
      projectImage: await request.get(card!.image),
      basemap: await request.get("/media/basemap.svg"),
      missingLogo: await request.get("/media/partners/999999/logo"),
      unknown: await request.get("/media/nothing/here"),
    };
    for (const [name, response] of Object.entries(media)) {
      const answer = response.headers();
      const policy = directives(answer["content-security-policy"]);
      expect(policy["default-src"], name).toEqual(["'none'"]);
      expect(policy.sandbox, name).toEqual([]);
      expect(policy["script-src"], name).toBeUndefined();
      expect(answer["x-content-type-options"], name).toBe("nosniff");
      expect(answer["x-frame-options"], name).toBe("DENY");
    }
    expect([media.logo.status(), media.logo.headers()["content-type"]]).toEqual([200, "image/webp"]);
    expect([media.projectImage.status(), media.basemap.status(), media.missingLogo.status(), media.unknown.status()]).toEqual([200, 200, 404, 404]);
  });

  test("browsing search, the map view, a project page and the comparison reports no policy violation", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Costa Nieuwbouw in het kort" })).toHaveAttribute("data-ready", "true");
    await page.goto("/demo/search/spanje/costa-del-sol");
    await expect(page.locator("main article").first()).toBeVisible();
    // The open map: its code, its basemap drawn on a canvas and its markers, all within the policy.
    await page.goto("/demo/search/spanje/costa-del-sol?view=map");
    const map = page.getByRole("region", { name: "Kaart met de projecten" });
    await searchHydrated(page);
    await map.hover();
    await expect(map).toHaveAttribute("data-zoom", /^\d+$/);
    await map.locator(".project-cluster, .project-pin").first().click();
    await page.goto("/demo/for-sale/7");
    await expect(page.getByRole("region", { name: /^Foto's van / })).toHaveAttribute("data-ready", "true");
    await page.locator("#project-map").scrollIntoViewIfNeeded();
    await expect(page.locator("#project-map .open-map")).toHaveAttribute("data-zoom", "10");
    await page.goto("/demo/compare?ids=1,2,3");
    await expect(page.getByRole("table")).toBeVisible();
    // A client-side navigation loads more scripts under the first page's policy.
    await page.goto("/demo/search");
    await page.locator("main article h3 a").first().click();
    await expect(page).toHaveURL(/\/demo\/for-sale\/\d+-/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe("hostile requests", () => {
  test("a partner domain written as a path on the main host is a 404, escaped or not", async ({ request }) => {
    for (const url of ["/partner-a.test/contact", "/partner-a%2Etest/contact", "/%70artner-a.test/contact", "/www%2Epartner-a%2Etest/contact", "/partner-a.test"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain("Partner A Woningen");
    }
  });

  test("broken percent-escapes answer 400 and unsupported methods 405, never 500", async ({ request }) => {
    for (const url of ["/demo/for-sale/%FF", "/demo/search/%E0%A4%A", "/%", "/api/project/files/%FF/download"]) {
      expect((await request.get(url)).status(), url).toBe(400);
    }
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      for (const url of ["/", "/demo", "/api/health", "/api/properties"]) {
        const response = await request.fetch(url, { method });
        expect(response.status(), `${method} ${url}`).toBe(405);
        expect(response.headers().allow).toContain("GET");
      }
    }
    // Node's HTTP parser itself refuses a method it does not know.
    expect((await request.fetch("/demo", { method: "TRACK" })).status()).toBe(400);
  });

  test("unknown and one-word hosts get a 404 on every path, robots.txt, sitemap.xml and the API included", async ({ request }) => {
    for (const host of ["evil.example", "demo", "intranet"]) {
      for (const url of ["/", "/contact", "/for-sale/7", "/robots.txt", "/sitemap.xml"]) {
        expect((await request.get(url, { headers: { host } })).status(), `${host}${url}`).toBe(404);
      }
      const api = await request.post("/api/properties", { headers: { host }, data: {} });
      expect(api.status()).toBe(404);
      expect((await api.json()).error.code).toBe("not_found");
    }
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("the API reads JSON only: a cross-site form post gets 415", async ({ request }) => {
    const form = await request.post("/api/properties", { form: { cat: "1" } });
    expect(form.status()).toBe(415);
    const text = await request.post("/api/properties", { headers: { "content-type": "text/plain" }, data: "{}" });
    expect(text.status()).toBe(415);
  });

  test("a multipart post is the JSON 415 envelope on any API path, never Next's plain-text 409 for a Server Action", async ({ request }) => {
    for (const url of ["/api/properties", "/api/requests", "/api/client-login", "/api/no-such-call"]) {
      const response = await request.post(url, { multipart: { cat: "1", file: { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("x") } } });
      expect(response.status(), url).toBe(415);
      expect(response.headers()["content-type"], url).toContain("application/json");
      expect((await response.json()).error.code, url).toBe("unsupported_media_type");
    }
    const page = await request.post("/demo", { multipart: { a: "b" } });
    expect(page.status()).toBe(415);
    expect(await page.text()).toContain("Go back to homepage");
  });

  test("a trailing slash redirects once, with the query once and the security headers; a huge query gets a short 414", async ({ request }) => {
    const moved = await request.get("/demo/search/?q=marbella", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe("/demo/search?q=marbella");
    expect(moved.headers().refresh).toBeUndefined();
    expect(moved.headers()["x-content-type-options"]).toBe("nosniff");
    expect(moved.headers()["x-frame-options"]).toBe("DENY");
    const huge = await request.get(`/demo/search/?q=${"a".repeat(9_000)}`, { maxRedirects: 0 });
    expect(huge.status()).toBe(414);
    const headerBytes = Object.entries(huge.headers()).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    expect(headerBytes).toBeLessThan(4_096);
    expect(huge.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("logging out works whatever the content type: the token is dead afterwards", async ({ request }) => {
    const login = await request.post("/api/client-login", { data: { email: "klant@costanieuwbouw.test", password: "Zonnig2026!" } });
    const token = (await login.json()).meta.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await request.get("/api/client", { headers: bearer })).status()).toBe(200);
    const logout = await request.post("/api/client-logout", { headers: { ...bearer, "content-type": "text/plain" }, data: "bye" });
    expect(logout.status()).toBe(200);
    expect((await request.get("/api/client", { headers: bearer })).status()).toBe(401);
  });
});
