/**
 * The partner CRM in Chromium: a viewing request sent to zuidkust's site is found, worked and
 * exported by zuidkust's CRM user, is invisible to demo's, and the admin gives it to demo. Every CRM
 * page passes axe; the inbox filters work by keyboard.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { hydrated } from "../support/hydration";
import { crmLogIn, crmSession } from "../support/crm-login";

const PARTNER_PASSWORD = "Partner2026!";
const ADMIN = { email: "admin@costanieuwbouw.test", password: "Beheer2026!" };

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page), page.url()).toEqual([]);
}

test.describe.serial("the partner CRM", () => {
  // Several log-ins and an axe run per page: longer than one page's budget on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });
  const lastName = `Visser-${Date.now().toString(36)}`;
  let leadId = 0;

  test("a viewing request for a zuidkust project arrives in zuidkust's inbox, is worked and exported", async ({ browser, request }) => {
    const search = await request.post("/api/properties", { data: { partner: "zuidkust", account_id: 1, per_page: 1 } });
    const projectId = (await search.json()).data[0].id as number;
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const sent = await request.post("/api/requests", {
      headers: { "Idempotency-Key": `crm-e2e-${lastName}` },
      data: { kind: "viewing", project_id: projectId, first_name: "Joost", last_name: lastName, email: `${lastName.toLowerCase()}@example.test`, phone: "+31 6 1234 5678", preferred_date: day, part_of_day: "morning", message: "Graag zaterdag.", privacy: true, partner: "zuidkust", elapsed_ms: 9_000 },
    });
    expect(sent.status()).toBe(201);
    leadId = (await sent.json()).data.id;

    // A guest is sent to the log-in, which returns to the page asked for.
    const page = await crmLogIn(browser, "crm@zuidkust.test", PARTNER_PASSWORD, { from: `/crm/leads/${leadId}` });
    await expect(page).toHaveURL(new RegExp(`/crm/leads/${leadId}$`));
    await page.goto("/crm");
    await expectAccessible(page);

    // The filters by keyboard: type, Tab to the kind, choose, Enter submits; all of it lands in the URL.
    const search_ = page.getByLabel("Naam of e-mailadres");
    await search_.focus();
    await page.keyboard.type(lastName);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Soort")).toBeFocused();
    expect(await page.getByLabel("Soort").evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    await page.getByLabel("Soort").selectOption("viewing");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Status", { exact: true })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(search_).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/crm\\?q=${lastName}&kind=viewing$`));
    await expect(page.getByText("1 aanvraag", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: `Joost ${lastName}` }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Aanvraag van Joost ${lastName}`);
    await expect(page.getByText("Ochtend", { exact: true })).toBeVisible();
    await expectAccessible(page);
    const save = page.getByRole("button", { name: "Opslaan" });
    await hydrated(save);
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByLabel("Notitie", { exact: true }).first().fill("Gebeld: zaterdag om 10 uur.");
    await save.click();
    await expect(page.getByText("Opgeslagen", { exact: true })).toBeVisible();
    const history = page.getByRole("region", { name: "Geschiedenis" });
    await expect(history.getByText("Status: Nieuw → Contact gehad")).toBeVisible();
    await expect(history.getByText("Gebeld: zaterdag om 10 uur.")).toBeVisible();
    await expect(history.getByText(/door Pieter van den Berg/)).toBeVisible();
    // A note alone.
    await page.getByLabel("Notitie", { exact: true }).first().fill("Bevestiging gemaild.");
    await save.click();
    await expect(history.getByText("Bevestiging gemaild.")).toBeVisible();

    // The export carries the list's filters; the file opens in Excel (BOM, Dutch header).
    await page.goto(`/crm?q=${lastName}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exporteren voor Excel (CSV)" }).click();
    const file = await readFile((await (await download).path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Nummer;Ontvangen;Soort;Status;Voornaam;Achternaam;E-mail;Telefoon;Postcode;Woonplaats;Project;Partner;Onderwerp;Bericht;Voorkeursdatum;Dagdeel");
    expect(lines[1]).toContain(`${leadId};`);
    expect(lines[1]).toContain(";Bezichtiging;Contact gehad;Joost;");

    await page.goto("/crm/dashboard");
    await expect(page.getByRole("img", { name: /Staafdiagram: Reactietijd per aanvraag/ })).toBeVisible();
    await expectAccessible(page);

    await page.context().close();

    // Logging out ends every session of the account: shown with one no other test signs in with.
    const leaving = await crmLogIn(browser, "agent@partner-a.test");
    await leaving.getByRole("button", { name: "Uitloggen" }).click();
    await expect(leaving).toHaveURL(/\/crm\/login$/);
    expect((await leaving.goto("/crm"))?.url()).toMatch(/\/crm\/login$/);
    await expectAccessible(leaving);
    await leaving.context().close();
  });

  test("demo's CRM user does not find it, and its URL is a 404; partner users have no admin pages", async ({ browser }) => {
    const page = await crmSession(browser, "crm@demo.test");
    await page.goto(`/crm?q=${lastName}`);
    await expect(page.getByText("Geen aanvragen", { exact: true })).toBeVisible();
    expect((await page.goto(`/crm/leads/${leadId}`))?.status()).toBe(404);
    expect((await page.goto("/crm/partners"))?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Partners" })).toHaveCount(0);
    await page.context().close();
  });

  test("the admin gives it to demo; then demo's user has it and zuidkust's does not", async ({ browser }) => {
    const admin = await crmSession(browser, ADMIN.email, ADMIN.password);
    await admin.goto(`/crm/leads/${leadId}`);
    const toPartner = admin.getByRole("region", { name: "Aan een andere partner geven" });
    const assign = toPartner.getByRole("button", { name: "Toewijzen" });
    await hydrated(assign);
    await toPartner.getByLabel("Partner", { exact: true }).selectOption({ label: "Demo Makelaars" });
    await assign.click();
    await expect(admin.getByRole("region", { name: "Geschiedenis" }).getByText("Toegewezen aan Demo Makelaars")).toBeVisible();
    // Stored, not only shown; and checked without the toast that slides in.
    await admin.reload();
    await expect(admin.getByRole("region", { name: "Geschiedenis" }).getByText(/Toegewezen aan Demo Makelaars/)).toBeVisible();
    await expect(admin.getByText(/door Marieke Bakker/).last()).toBeVisible();
    await expectAccessible(admin);
    // The admin's pages answer; axe checks each of them on a phone (crm-phone.spec.ts), where targets are smallest.
    for (const path of ["/crm", "/crm/dashboard", "/crm/partners", "/crm/partners/new", "/crm/partners/2", "/crm/users"]) {
      expect((await admin.goto(path))?.status(), path).toBe(200);
    }
    await admin.context().close();

    const demo = await crmSession(browser, "crm@demo.test");
    expect((await demo.goto(`/crm/leads/${leadId}`))?.status()).toBe(200);
    await demo.context().close();
    const zuidkust = await crmSession(browser, "crm@zuidkust.test");
    expect((await zuidkust.goto(`/crm/leads/${leadId}`))?.status()).toBe(404);
    await zuidkust.context().close();
  });
});
