import { expect, test } from "@playwright/test";

test("GET /api/health answers 200 with the database reachable", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const body = await response.json();
  expect(body.data.status).toBe("ok");
  expect(body.data.database.engine).toBe("pglite");
});
