/**
 * The project gallery's full-screen photo viewer (a modal `<dialog>`), in Chromium on a desktop and on
 * a phone with touch: opened from a photo by mouse, keyboard and tap; arrow keys, swipes, the buttons
 * and the thumbnails move it and its counter; the focus stays in it and goes back to the photo that
 * opened it; its code loads only then; and axe finds nothing on it for every seeded partner.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrationErrors } from "../support/hydration";

const port = Number(process.env.E2E_PORT ?? 3100);

/** Project 7 of the deterministic seed, with several photos. */
const PROJECT = "/demo/for-sale/7";

const openButton = (gallery: Locator, index: number) => gallery.getByRole("button", { name: `Bekijk foto ${index} op volledig scherm` });

/** The project page's gallery, once React has attached its handlers, and its number of photos. */
async function galleryOf(page: Page): Promise<{ gallery: Locator; total: number }> {
  const gallery = page.getByRole("region", { name: /^Foto's van / });
  await expect(gallery).toHaveAttribute("data-ready", "true");
  const counter = (await gallery.locator("[aria-live] .sr-only").textContent()) ?? "";
  const total = Number(/^Foto 1 van (\d+)$/.exec(counter)?.[1]);
  expect(total, counter).toBeGreaterThanOrEqual(4);
  return { gallery, total };
}

const viewerOf = (page: Page) => {
  const dialog = page.getByRole("dialog", { name: /^Foto's van / });
  return { dialog, counter: dialog.locator("[aria-live]") };
};

/**
 * The photo on screen: the other slides are hidden from assistive technology, and it is the one in view,
 * whole (the carousel has come to rest: Chromium makes a touch that starts while it still glides uncancelable).
 */
async function expectShown(dialog: Locator, index: number) {
  const photo = dialog.getByRole("img", { name: new RegExp(`, foto ${index}$`) });
  await expect(photo).toHaveCount(1);
  await expect(photo).toBeInViewport({ ratio: 1 });
}

/** What has the focus: inside the dialog (its label), or nothing in the page (the browser's own controls have it). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "none";
    return active.closest("dialog") ? (active.getAttribute("aria-label") ?? active.tagName) : `OUTSIDE ${active.tagName} ${active.textContent?.slice(0, 40)}`;
  });

/** A finger moving across the screen: touch events through the DevTools protocol, as a touch screen sends them. */
async function swipe(page: Page, area: Locator, direction: "left" | "right") {
  const box = (await area.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === "left" ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("photo viewer on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a click on a photo opens it there; arrows, buttons and thumbnails move it; Escape gives the focus back to that photo", async ({ page }) => {
    const errors = hydrationErrors(page);
    // The viewer's code is not part of the page's first load: the one script with it comes with the click.
    const scripts: Array<Promise<string | null>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().then((text) => (text.includes("showModal") ? response.url() : null)));
    });
    const viewerScripts = async () => (await Promise.all(scripts)).filter((url) => url !== null);
    await page.goto(PROJECT, { waitUntil: "networkidle" });
    const { gallery, total } = await galleryOf(page);
    expect(scripts.length).toBeGreaterThan(5);
    expect(await viewerScripts()).toEqual([]);

    await gallery.getByRole("button", { name: "Volgende foto" }).click();
    await openButton(gallery, 2).click();
    const { dialog, counter } = viewerOf(page);
    await expect(dialog).toBeVisible();
    expect(await viewerScripts()).toHaveLength(1);
    await expect(counter).toHaveText(`Foto 2 van ${total}`);
    await expectShown(dialog, 2);
    await expect(dialog.getByRole("button", { name: "Sluiten" })).toBeFocused();
    // The page behind does not scroll while the photos show.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`Foto 3 van ${total}`);
    await expectShown(dialog, 3);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`Foto 1 van ${total}`);
    // It loops: left of the first photo is the last.
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`Foto ${total} van ${total}`);
    await page.keyboard.press("Home");
    await expect(counter).toHaveText(`Foto 1 van ${total}`);
    // A click on the photo focuses the dialog itself, no control in it; the keys still work.
    await dialog.getByRole("img").click();
    await page.keyboard.press("End");
    await expect(counter).toHaveText(`Foto ${total} van ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`Foto 1 van ${total}`);
    await dialog.getByRole("button", { name: "Volgende foto" }).click();
    await expect(counter).toHaveText(`Foto 2 van ${total}`);

    const thumbnail = dialog.getByRole("button", { name: "Toon foto 4" });
    await thumbnail.click();
    await expect(counter).toHaveText(`Foto 4 van ${total}`);
    await expect(thumbnail).toHaveAttribute("aria-current", "true");
    await expectShown(dialog, 4);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(openButton(gallery, 2)).toBeFocused();
    // The page scrolls again once the viewer's clean-up has run (an effect after the dialog is gone).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    // Opened again, the code is there already.
    await openButton(gallery, 2).click();
    await expect(counter).toHaveText(`Foto 2 van ${total}`);
    expect(await viewerScripts()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("the keyboard opens it from the photo in focus, the focus stays inside while it is open, and comes back after", async ({ page }) => {
    await page.goto(PROJECT);
    const { gallery, total } = await galleryOf(page);
    // The photo shown is the carousel's one tab stop; the arrow keys take the focus along.
    await openButton(gallery, 1).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.locator("[aria-live] .sr-only")).toHaveText(`Foto 2 van ${total}`);
    await expect(openButton(gallery, 2)).toBeFocused();
    await expect(openButton(gallery, 1)).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Enter");

    const { dialog, counter } = viewerOf(page);
    await expect(counter).toHaveText(`Foto 2 van ${total}`);
    const controls = ["Sluiten", "Vorige foto", "Volgende foto", ...Array.from({ length: total }, (_, index) => `Toon foto ${index + 1}`)];
    // Tab and Shift+Tab twice round: every control in the dialog, in order, and nothing of the page behind
    // it. Past the last control Chromium may hand the focus to its own controls ("none") before the first.
    for (const [key, direction] of [
      ["Tab", 1],
      ["Shift+Tab", -1],
    ] as const) {
      const visited: string[] = [];
      for (let step = 0; step < 2 * (controls.length + 1); step++) {
        await page.keyboard.press(key);
        visited.push(await focusPlace(page));
      }
      const inside = visited.filter((place) => place !== "none");
      expect(new Set(inside), key).toEqual(new Set(controls));
      expect(visited.length - inside.length, `${key}: ${visited.join(", ")}`).toBeLessThanOrEqual(2);
      inside.slice(1).forEach((place, step) => {
        expect(controls.indexOf(place), `${key}: ${visited.join(", ")}`).toBe((controls.indexOf(inside[step]!) + direction + controls.length) % controls.length);
      });
    }
    // Arrow keys work wherever the focus is in the dialog.
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`Foto 3 van ${total}`);
    await dialog.getByRole("button", { name: "Sluiten" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(openButton(gallery, 2)).toBeFocused();
  });
});

/**
 * The transforms the viewer's track shows, frame by frame, after an ArrowRight: several while it glides
 * to the next photo, only the old and the new place when it jumps.
 */
const trackPositions = (page: Page) =>
  page.evaluate(async () => {
    const track = document.querySelector("dialog [aria-roledescription=slide]")!.parentElement!;
    const seen = new Set([getComputedStyle(track).transform]);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    for (let frame = 0; frame < 30; frame++) {
      await new Promise(requestAnimationFrame);
      seen.add(getComputedStyle(track).transform);
    }
    return seen.size;
  });

test.describe("photo viewer and reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the photos slide, and jump when the visitor asks for less motion", async ({ page }) => {
    await page.goto(PROJECT);
    const { gallery, total } = await galleryOf(page);
    await openButton(gallery, 1).click();
    const { dialog, counter } = viewerOf(page);
    await expectShown(dialog, 1);
    expect(await trackPositions(page)).toBeGreaterThan(2);
    await expect(counter).toHaveText(`Foto 2 van ${total}`);
    await expectShown(dialog, 2);

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await trackPositions(page)).toBe(2);
    await expect(counter).toHaveText(`Foto 3 van ${total}`);
    await expectShown(dialog, 3);
  });
});

test.describe("photo viewer on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test("a tap opens it, swipes move it, thumbnails jump, and Escape gives the focus back to the photo", async ({ page }) => {
    await page.goto(PROJECT);
    const { gallery, total } = await galleryOf(page);
    await openButton(gallery, 1).tap();
    const { dialog, counter } = viewerOf(page);
    await expect(counter).toHaveText(`Foto 1 van ${total}`);
    // The whole screen.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });

    // The photo on screen (the others are hidden from assistive technology; thumbnails have no text).
    const photo = dialog.getByRole("img");
    await swipe(page, photo, "left");
    await expect(counter).toHaveText(`Foto 2 van ${total}`);
    await expectShown(dialog, 2);
    await swipe(page, photo, "left");
    await expect(counter).toHaveText(`Foto 3 van ${total}`);
    await expectShown(dialog, 3);
    await swipe(page, photo, "right");
    await expect(counter).toHaveText(`Foto 2 van ${total}`);
    await expectShown(dialog, 2);

    await dialog.getByRole("button", { name: `Toon foto ${total}` }).tap();
    await expect(counter).toHaveText(`Foto ${total} van ${total}`);
    await expectShown(dialog, total);

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(openButton(gallery, 1)).toBeFocused();
  });
});

test.describe("photo viewer accessibility", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Every seeded partner: two on the main domain, one on its own. */
  const SITES = [
    { partner: "demo", origin: "", base: "/demo" },
    { partner: "zuidkust", origin: "", base: "/zuidkust" },
    { partner: "partner-a", origin: `http://partner-a.test:${port}`, base: "" },
  ];

  for (const { partner, origin, base } of SITES) {
    test(`${partner}: axe finds nothing serious with the viewer open`, async ({ page }) => {
      expect((await page.goto(`${origin}${base}/search`))?.status()).toBe(200);
      const first = page.locator("main article h3 a").first();
      await page.goto(`${origin}${(await first.getAttribute("href"))!}`);
      await expect(page.locator(`[data-site="${partner}"]`).first()).toBeAttached();
      const { gallery, total } = await galleryOf(page);
      await openButton(gallery, 1).click();
      const { dialog, counter } = viewerOf(page);
      await expect(counter).toHaveText(`Foto 1 van ${total}`);
      await expectShown(dialog, 1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
