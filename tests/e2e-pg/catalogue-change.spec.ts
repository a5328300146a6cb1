/**
 * A catalogue change reaches every cached view once the catalogue is revalidated: the project page
 * (served from the page cache), the search results (data cache) and the API.
 */
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./database";

const PROJECT_ID = 7;
const NEW_PRICE = 1_234_567;

async function sql(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

function revalidateCommand(): Promise<number> {
  const port = new URL(test.info().project.use.baseURL!).port;
  return new Promise((resolve) => {
    const child = spawn("node_modules/.bin/tsx", ["scripts/catalogue-revalidate.mts"], { stdio: "inherit", env: { ...process.env, PORT: port, INTERNAL_API_TOKEN: process.env.COSTA_E2E_TOKEN } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

test("a price changed in the database shows on the project page, in search and in the API after npm run catalogue:revalidate", async ({ page, request }) => {
  const canonical = new URL((await request.get(`/demo/for-sale/${PROJECT_ID}`)).url()).pathname;
  await page.goto(canonical);
  const oldPrice = await page.getByTestId("price").textContent();
  expect((await request.get(canonical)).headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  const search = { pricefrom: NEW_PRICE - 1, priceto: NEW_PRICE + 1, per_page: 60 };
  const before = await (await request.post("/api/properties", { data: search })).json();
  expect(before.data.map((card: { id: number }) => card.id)).not.toContain(PROJECT_ID);

  const [{ name }] = (await sql("select name from projects where id = $1", [PROJECT_ID])) as [{ name: string }];
  await sql("update projects set price_from = $1, price_to = greatest(coalesce(price_to, 0), $1), price_on_request = false where id = $2", [NEW_PRICE, PROJECT_ID]);
  await sql("update units set price = $1, price_on_request = false where id = (select id from units where project_id = $2 order by price limit 1)", [NEW_PRICE, PROJECT_ID]);

  // Cached until told otherwise: the change was made behind the app's back.
  await page.reload();
  await expect(page.getByTestId("price")).toHaveText(oldPrice ?? "");

  expect(await revalidateCommand()).toBe(0);

  await page.reload();
  await expect(page.getByTestId("price")).toContainText("€ 1.234.567");
  const property = await (await request.post("/api/property", { data: { id: PROJECT_ID } })).json();
  expect(property.data.price_from).toBe(NEW_PRICE);
  const after = await (await request.post("/api/properties", { data: search })).json();
  expect(after.data.map((card: { id: number }) => card.id)).toContain(PROJECT_ID);
  await page.goto(`/demo/search?pricefrom=${NEW_PRICE - 1}&priceto=${NEW_PRICE + 1}`);
  await expect(page.locator("main article").filter({ hasText: name })).toContainText("€ 1.234.567");
});
