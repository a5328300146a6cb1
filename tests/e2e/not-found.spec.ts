/**
 * Every kind of 404 has its page in the server's HTML (spec sections 2 and 8): search engines, link
 * checkers and a browser without scripts see the texts, the title and the way home, with status 404,
 * and a known site's 404 keeps its colours. Next.js renders a `notFound()` thrown while a page renders
 * as an empty document that only the browser's script fills, and a path no route matches as its
 * static root 404 page; the production server answers both with the site's 404 page
 * (lib/server/not-found-pages.ts).
 */
import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";

const port = Number(process.env.E2E_PORT ?? 3100);

const PAGE = "This page could not be found";
const SITE = "Not Found";

type NotFoundCase = {
  name: string;
  path: string;
  /** A host other than the main one (Chromium maps *.test to this machine). */
  host?: string;
  status: typeof PAGE | typeof SITE;
  /** The site whose colours the page keeps: its `data-site` and primary colour. */
  site?: { id: string; primary: string };
};

const MAIN = { id: "main", primary: "#13206a" };
const ZUIDKUST = { id: "zuidkust", primary: "#0b6e4f" };

const CASES: NotFoundCase[] = [
  { name: "an unknown partner", path: "/bestaat-niet", status: SITE },
  { name: "a page of an unknown partner", path: "/bestaat-niet/contact", status: SITE },
  { name: "an unknown project of a known partner", path: "/zuidkust/for-sale/999999", status: PAGE, site: ZUIDKUST },
  { name: "an unknown project of the main brand", path: "/for-sale/999999", status: PAGE, site: MAIN },
  { name: "an unknown blog post of the main brand", path: "/blog/bestaat-niet", status: PAGE, site: MAIN },
  { name: "an unknown place in the main search", path: "/search/nergenshuizen", status: PAGE, site: MAIN },
  { name: "an unknown place in a partner's search", path: "/zuidkust/search/spanje/nergenshuizen", status: PAGE, site: ZUIDKUST },
  { name: "an unknown content page of a known partner", path: "/zuidkust/bestaat-niet", status: PAGE, site: ZUIDKUST },
  { name: "an unknown path on a partner's own domain", host: "partner-a.test", path: "/bestaat-niet", status: PAGE, site: { id: "partner-a", primary: "#7a1f5c" } },
  { name: "an unknown domain", host: "unknown.test", path: "/", status: SITE },
  { name: "a path no route matches", path: "/deze/pagina/bestaat/echt/niet", status: PAGE },
  { name: "a path no route matches under a known partner", path: "/zuidkust/deze/pagina/bestaat/niet", status: PAGE, site: ZUIDKUST },
  { name: "a path no route matches on a partner's own domain", host: "partner-a.test", path: "/deze/pagina/bestaat/niet", status: PAGE, site: { id: "partner-a", primary: "#7a1f5c" } },
];

const urlOf = ({ host, path }: NotFoundCase) => (host ? `http://${host}:${port}${path}` : path);

/** The HTML as a client without scripts reads it: the document without its script elements. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

async function fetchHtml(request: APIRequestContext, notFound: NotFoundCase) {
  const response = await request.get(notFound.path, { headers: notFound.host ? { host: `${notFound.host}:${port}` } : {} });
  return { status: response.status(), type: response.headers()["content-type"] ?? "", html: await response.text() };
}

test.describe("404 pages in the server's HTML", () => {
  for (const notFound of CASES) {
    test(`${notFound.name}: status 404, the texts, a title and the way home in the HTML`, async ({ request }) => {
      const { status, type, html } = await fetchHtml(request, notFound);
      expect(status).toBe(404);
      expect(type).toMatch(/^text\/html/);
      expect(html).toMatch(/<html lang="nl"/);
      expect(html).toMatch(/<title>Pagina niet gevonden \| [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      const markup = withoutScripts(html);
      expect(markup).toContain("Oops! Page not found!");
      expect(markup).toContain(`>${notFound.status}<`);
      expect(markup).toMatch(/<a [^>]*href="\/"[^>]*>Go back to homepage<\/a>/);
      if (notFound.site) expect(markup).toContain(`data-site="${notFound.site.id}"`);
    });
  }
});

/**
 * One case of each page a browser draws differently: the two kinds of 404 (a known site's page, the
 * bare "Not Found"), in each site's colours, on the main host and a partner's own domain. The HTML of
 * every case (above) shows it is one of these.
 */
const DRAWN = ["an unknown partner", "an unknown project of a known partner", "an unknown project of the main brand", "an unknown path on a partner's own domain", "an unknown domain", "a path no route matches"];
/** axe once per colour scheme and kind: the main brand's, zuidkust's and partner-a's colours, and the bare page. */
const AXE = ["an unknown partner", "an unknown project of a known partner", "an unknown project of the main brand", "an unknown path on a partner's own domain"];

test.describe("404 pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const notFound of CASES.filter((each) => DRAWN.includes(each.name))) {
    test(`${notFound.name}: readable, in the site's colours, and the way home works`, async ({ page }) => {
      const response = await page.goto(urlOf(notFound));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/^Pagina niet gevonden \| /);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found!" })).toBeVisible();
      await expect(page.getByText(notFound.status, { exact: true })).toBeVisible();
      if (notFound.site) {
        const primary = await page.locator(`[data-site="${notFound.site.id}"]`).first().evaluate((element) => getComputedStyle(element).getPropertyValue("--color-primary").trim());
        expect(primary).toBe(notFound.site.primary);
      }
      await page.getByRole("link", { name: "Go back to homepage" }).click();
      await expect(page).toHaveURL(notFound.host ? `http://${notFound.host}:${port}/` : /^http:\/\/localhost:\d+\/$/);
    });
  }
});

/** The started page: its scripts run within the page's policy and hydrate the server's HTML, with no error. */
async function startedWithoutErrors(page: Page, notFound: NotFoundCase) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  expect((await page.goto(urlOf(notFound)))?.status(), notFound.name).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found!" })).toBeVisible();
  await expect(page.getByText(notFound.status, { exact: true })).toBeVisible();
  await hydrated(page.getByRole("link", { name: "Go back to homepage" }));
  page.off("console", onConsole);
  page.off("pageerror", onError);
  // The browser reports the document's own 404 status, and a policy it ignores on plain http for
  // a name other than localhost; nothing else may go wrong.
  expect(errors.filter((text) => !text.includes("404") && !text.includes("Cross-Origin-Opener-Policy header has been ignored")), notFound.name).toEqual([]);
}

test.describe("404 pages, axe", () => {
  for (const notFound of CASES.filter((each) => AXE.includes(each.name))) {
    test(`${notFound.name}: the server's HTML (without its scripts) and the started page are axe clean`, async ({ page }) => {
      // axe needs scripts in the page: the server's document is served to it without its own.
      // (Fetched by the test runner, which has no *.test names: on this machine, with the Host header.)
      await page.route(notFound.host ? urlOf(notFound) : `**${notFound.path}`, async (route) => {
        const headers = { ...route.request().headers(), ...(notFound.host ? { host: `${notFound.host}:${port}` } : {}) };
        const response = await route.fetch({ url: `http://localhost:${port}${notFound.path}`, headers });
        await route.fulfill({ response, body: withoutScripts(await response.text()) });
      });
      expect((await page.goto(urlOf(notFound)))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found!" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.unrouteAll();
      await startedWithoutErrors(page, notFound);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("every other kind starts without an error", async ({ page }) => {
    for (const notFound of CASES.filter((each) => !AXE.includes(each.name))) await startedWithoutErrors(page, notFound);
  });
});
