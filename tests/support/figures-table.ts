import type { Page } from "@playwright/test";

/** A number in a row of one of the CRM's figures tables (`/crm/cijfers`); 0 when the row is not there. */
export async function numberIn(page: Page, table: string, row: string, column: number): Promise<number> {
  const found = page.getByRole("region", { name: table }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: row, exact: true }) });
  if ((await found.count()) === 0) return 0;
  return Number((await found.getByRole("cell").nth(column).innerText()).replace(/\D/g, ""));
}
