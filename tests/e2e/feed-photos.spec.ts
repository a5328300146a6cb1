/**
 * A feed's photos as a browser loads them, in Chromium: a project imported through the admin API with two
 * JPEGs on a local HTTP server shows them once the server's image job has stored them, and each screen
 * takes the file its `srcset` and `sizes` call for: a phone (390 px at 2x) the 800 px file on its card
 * and in the gallery and its full-screen viewer, a desktop at 1x the 600 px file on its card and the 1200 px
 * file in the gallery and the viewer.
 */
import { expect, test, type Browser, type Locator } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "../support/axe";
import { consentStorageState } from "../support/consent";
import { serve, startHttpFixture, type HttpFixture } from "../support/http-fixture";
import { feedXml, type FeedUnitSpec } from "../support/kyero-feed";

const suffix = Date.now().toString(36);
const development = `Residencial Foto ${suffix}`;
const SEARCH = "/search/spanje/costa-blanca/torrevieja?sort=newest";

let fixture: HttpFixture;
test.beforeAll(async () => {
  const photo = (red: number) => sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: red, g: 140, b: 190 } } }).jpeg().toBuffer();
  fixture = await startHttpFixture({ "/1.jpg": serve(await photo(30), "image/jpeg"), "/2.jpg": serve(await photo(200), "image/jpeg") });
});
test.afterAll(() => fixture.close());

const unit = (): FeedUnitSpec => ({
  id: `E2E-FOTO-${suffix}`,
  ref: `FOTO${suffix}`,
  price: "315000",
  town: "Torrevieja",
  province: "Alicante",
  type: "Apartment",
  development,
  lat: 37.9787,
  lng: -0.6822,
  beds: 2,
  baths: 2,
  built: 84,
  descNl: `Appartement in ${development}.`,
  imageUrls: [`${fixture.origin}/1.jpg`, `${fixture.origin}/2.jpg`],
});

/**
 * The file the browser picks from an image's `srcset` and `sizes` on this screen, by its width suffix
 * (`-800.webp`): a new image with the same attributes (URLs made new, so no file already in the
 * browser's cache counts), made once the page has loaded. Not the loaded image's own `currentSrc`: under
 * load, Playwright's phone emulation sometimes fetched the 1200 px file too (1 load in 6), as for a page
 * 980 px wide, and the image could then show that one.
 */
async function chosenFile(image: Locator): Promise<string> {
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return image.evaluate(async (node: HTMLImageElement) => {
    const probe = new Image();
    probe.sizes = node.sizes;
    probe.srcset = node.srcset.replace(/\.webp/g, ".webp?probe");
    probe.src = `${node.getAttribute("src") ?? ""}?probe`;
    await probe.decode();
    return probe.currentSrc.replace(/^.*photo-\d+/, "").replace("?probe", "");
  });
}

async function screenTakes(browser: Browser, screen: { width: number; height: number; scale: number }, projectUrl: string) {
  const context = await browser.newContext({ storageState: consentStorageState(), viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale, isMobile: screen.scale > 1, hasTouch: screen.scale > 1 });
  const page = await context.newPage();
  await page.goto(SEARCH);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: development }) });
  const cardFile = await chosenFile(card.locator("img").first());
  await page.goto(projectUrl);
  const galleryFile = await chosenFile(page.getByRole("img", { name: `${development}, foto 1` }));
  expect(await seriousViolations(page)).toEqual([]);
  // The full-screen viewer: the file for the whole screen.
  const gallery = page.getByRole("region", { name: `Foto's van ${development}` });
  await expect(gallery).toHaveAttribute("data-ready", "true");
  await gallery.getByRole("button", { name: "Bekijk foto 1 op volledig scherm" }).click();
  const viewerFile = await chosenFile(page.getByRole("dialog").getByRole("img", { name: `${development}, foto 1` }));
  await context.close();
  return { cardFile, galleryFile, viewerFile };
}

test("a feed's photos come in, and a phone and a desktop each take the file their screen needs", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const login = await request.post("/api/crm/login", { data: { email: "admin@costanieuwbouw.test", password: "Beheer2026!" } });
  const token = ((await login.json()) as { meta: { token: string } }).meta.token;
  const imported = await request.post(`/api/crm/feeds/import?source=e2e-foto-${suffix}`, {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/xml" },
    data: feedXml([unit()]),
  });
  expect(imported.status()).toBe(200);

  // The server's image job runs every 20 seconds; the card shows the photos once both are stored.
  const page = await browser.newPage();
  let projectUrl = "";
  await expect
    .poll(
      async () => {
        await page.goto(SEARCH);
        const link = page.getByRole("link", { name: development });
        projectUrl = (await link.count()) > 0 ? ((await link.getAttribute("href")) ?? "") : "";
        const image = page.getByRole("article").filter({ has: link }).locator("img").first();
        return (await image.count()) > 0 ? image.getAttribute("src") : null;
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toMatch(/\/photo-\d+-600\.webp$/);
  await page.close();
  expect(projectUrl).toMatch(/^\/for-sale\/\d+-/);

  expect(await screenTakes(browser, { width: 390, height: 844, scale: 2 }, projectUrl)).toEqual({ cardFile: "-800.webp", galleryFile: "-800.webp", viewerFile: "-800.webp" });
  expect(await screenTakes(browser, { width: 1600, height: 900, scale: 1 }, projectUrl)).toEqual({ cardFile: "-600.webp", galleryFile: "-1200.webp", viewerFile: "-1200.webp" });
});
