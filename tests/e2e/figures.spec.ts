/**
 * The partner's figures in Chromium: a visitor opens a project page on zuidkust's site and asks for a
 * viewing; zuidkust's owner then finds that view and that lead for the project on /crm/cijfers. Views
 * reach the database at the server's flush (VIEW_FLUSH_MS, one second in this suite): the page is
 * reloaded until they show (expect.poll), never after a fixed wait. The page passes axe.
 */
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { numberIn } from "../support/figures-table";
import { hydrated } from "../support/hydration";

test("a view and a lead on a partner's project page show in the partner's figures", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const search = await request.post("/api/properties", { data: { account_id: 1, per_page: 1, partner: "zuidkust" } });
  const project = (await search.json()).data[0] as { id: number; name: string; url: string };
  expect(project.url).toMatch(/^\/zuidkust\/for-sale\//);

  await page.clock.install();
  await page.goto(project.url);
  const section = page.locator("#aanvragen");
  const open = section.getByRole("button", { name: "Bezichtiging plannen" });
  await hydrated(open);
  await open.click();
  const lastName = `Cijfers-${Date.now().toString(36)}`;
  await section.getByLabel("Voornaam").fill("Sanne");
  await section.getByLabel("Achternaam").fill(lastName);
  await section.getByLabel("E-mailadres").fill(`${lastName.toLowerCase()}@example.test`);
  const date = section.getByLabel("Gewenste datum");
  await date.fill((await date.getAttribute("min"))!);
  await section.getByRole("radio", { name: "Middag" }).check();
  await section.getByRole("checkbox", { name: /Ik ga akkoord/ }).check();
  await page.clock.fastForward(3_000);
  const sent = page.waitForRequest("**/api/requests");
  await section.getByRole("button", { name: "Bezichtiging aanvragen" }).click();
  // The form says where the visit began: here, with no referrer (typed in), so "direct".
  expect((await sent).postDataJSON().source).toEqual({ landing: expect.stringContaining(project.url) });
  await expect(page.getByTestId("form-done").getByRole("status")).toBeVisible();

  const crm = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await crm.goto("/crm/login");
  const submit = crm.getByRole("button", { name: "Inloggen" });
  await hydrated(submit);
  await crm.getByLabel("E-mailadres").fill("crm@zuidkust.test");
  await crm.getByLabel("Wachtwoord").fill("Partner2026!");
  await submit.click();
  await expect(crm.getByRole("button", { name: "Uitloggen" })).toBeVisible({ timeout: 15_000 });
  await crm.getByRole("navigation", { name: /./ }).getByRole("link", { name: "Cijfers" }).click();
  await expect(crm.getByRole("heading", { level: 1 })).toHaveText("Cijfers van Zuidkust Vastgoed");

  await expect
    .poll(
      async () => {
        await crm.reload();
        return { views: (await numberIn(crm, "Per project", project.name, 0)) >= 1, leads: (await numberIn(crm, "Per project", project.name, 2)) >= 1 };
      },
      { timeout: 30_000, intervals: [500, 1_000] },
    )
    .toEqual({ views: true, leads: true });
  expect(await numberIn(crm, "Aanvragen per soort", "Bezichtiging", 0)).toBeGreaterThanOrEqual(1);
  expect(await numberIn(crm, "Herkomst van aanvragen", "Direct", 1)).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(crm), crm.url()).toEqual([]);

  // The week range and the CSV: by keyboard, in the URL.
  await crm.getByLabel("Van week").selectOption({ index: 1 });
  await crm.getByRole("button", { name: "Toon" }).press("Enter");
  await expect(crm).toHaveURL(/from=\d{4}-W\d{2}/);
  const csv = await crm.request.get(await crm.getByRole("link", { name: "Download als CSV (Excel)" }).getAttribute("href").then((href) => href!));
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(project.name);
});
