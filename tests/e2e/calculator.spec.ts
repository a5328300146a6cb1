import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";

/** Project 7 of the deterministic seed (see project.spec.ts). */
const PROJECT_PATH = "/demo/for-sale/7";

/** The seeded provinces and the region whose stamp duty applies there. */
const REGION_OF_PROVINCE: Record<string, string> = {
  Málaga: "Andalucía",
  Almería: "Andalucía",
  Granada: "Andalucía",
  Alicante: "Comunidad Valenciana",
  Murcia: "Región de Murcia",
};

async function openCalculator(page: Page) {
  await page.goto(PROJECT_PATH);
  const section = page.locator("#hypotheek");
  await expect(section.getByRole("heading", { level: 2, name: "Hypotheek en kosten" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  // The form loads in its own chunk as the section comes near.
  await expect(section.getByLabel("Koopprijs (€)")).toBeVisible({ timeout: 15_000 });
  return section;
}

test.describe("mortgage and purchase-cost calculator", () => {
  test("is prefilled with the project's lowest price and its region", async ({ page }) => {
    const section = await openCalculator(page);
    const priceText = (await page.getByTestId("price").textContent()) ?? "";
    const lowest = /€ ([\d.]+)/.exec(priceText)?.[1]?.replaceAll(".", "");
    expect(lowest, priceText).toBeTruthy();
    await expect(section.getByLabel("Koopprijs (€)")).toHaveValue(lowest!);

    const province = (await page.locator("#locatie dt", { hasText: "Provincie" }).locator("xpath=following-sibling::dd[1]").textContent())?.trim() ?? "";
    const region = REGION_OF_PROVINCE[province];
    expect(region, province).toBeTruthy();
    await expect(section.getByLabel("Regio")).toHaveText(new RegExp(region!));
    const selected = await section.getByLabel("Regio").evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
    expect(selected).toBe(region);

    // Every cost line shows an amount in the spec's format, and the AJD line names its source.
    for (const key of ["iva", "ajd", "notary", "registry", "lawyer"]) await expect(page.getByTestId(`cost-${key}`)).toHaveText(/^Bedrag: € \d{1,3}(\.\d{3})*$/);
    await expect(section.getByText(/Bron: .+; geldt sinds \d+ \w+ \d{4}\./)).toBeVisible();
    await expect(page.getByTestId("monthly-payment")).toHaveText(/^€ \d{1,3}(\.\d{3})*$/);
  });

  test("typing in own funds and interest by keyboard updates the monthly payment; a bad value shows a Dutch error", async ({ page }) => {
    const section = await openCalculator(page);
    const monthly = page.getByTestId("monthly-payment");
    const price = section.getByLabel("Koopprijs (€)");
    await price.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("300.000");
    // Tab to own funds (past the price field's own hint-free layout), then type.
    await page.keyboard.press("Tab");
    await expect(section.getByLabel("Eigen geld (€)")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("0");
    await page.keyboard.press("Tab");
    await expect(section.getByLabel("Rente per jaar (%)")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("4");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("25");
    // 300.000 at 4 % over 25 years: € 1.583,51 a month, shown in whole euros.
    await expect(monthly).toHaveText("€ 1.584");
    await expect(page.getByTestId("calculator-summary")).toContainText("Maandlast € 1.584 bij een hypotheek van € 300.000");

    await section.getByLabel("Eigen geld (€)").fill("100.000");
    // 200.000 at 4 % over 25 years: € 1.055,67.
    await expect(monthly).toHaveText("€ 1.056");

    const interest = section.getByLabel("Rente per jaar (%)");
    await interest.fill("veel");
    await expect(interest).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText("vul een percentage in, bijvoorbeeld 3,5")).toBeVisible();
    await expect(monthly).toHaveCount(0);
    await expect(page.getByTestId("calculator-summary")).toHaveText(/Controleer de gemarkeerde velden/);
    await interest.fill("3,5");
    await expect(interest).not.toHaveAttribute("aria-invalid", "true");
    await expect(monthly).toHaveText(/^€ \d/);

    // A new region brings its own stamp duty rate; an edited rate changes its line.
    await section.getByLabel("Regio").selectOption({ label: "Comunidad Valenciana" });
    await expect(section.getByLabel(/^AJD/)).toHaveValue("1,5");
    await expect(page.getByTestId("cost-ajd")).toHaveText("Bedrag: € 4.500");
    await section.getByLabel(/^AJD/).fill("1");
    await expect(page.getByTestId("cost-ajd")).toHaveText("Bedrag: € 3.000");
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await openCalculator(page);
    await page.getByLabel("Rente per jaar (%)").fill("x");
    await expect(page.getByText("vul een percentage in, bijvoorbeeld 3,5")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
