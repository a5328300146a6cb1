/**
 * The API's expensive calls in bounded slots (lib/server/work-limit.ts): with every slot of a kind
 * taken and no queue, a search, a suggestion and a feed import answer 503 with Retry-After at once;
 * cheap calls (a project by id, health) never wait for a slot. The server's own gate for search pages
 * rendered per request is tried through the real server in tests/e2e/graceful-stop.spec.ts.
 */
import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { POST as properties } from "@/app/api/properties/route";
import { POST as property } from "@/app/api/property/route";
import { GET as suggest } from "@/app/api/suggest/route";
import { POST as feedImport } from "@/app/api/crm/feeds/import/route";
import { issueStaffToken } from "@/lib/crm/staff";
import { boundWork, enterWork, settingsBound } from "@/lib/server/work-limit";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();
afterAll(() => {
  for (const kind of ["search", "import"] as const) boundWork(kind, settingsBound(kind));
});

const json = (body: object) => ({ method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": "192.0.2.20" }, body: JSON.stringify(body) });

async function expectBusy(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "unavailable", message: expect.stringContaining("druk") });
}

describe("expensive API calls with their slots taken", () => {
  it("searches and suggestions answer 503 at once while every search slot is taken, and serve again once one is free", async () => {
    boundWork("search", { limit: 1, queue: 0 });
    const release = await enterWork("search");
    const started = performance.now();
    await expectBusy(await properties(new Request("http://localhost/api/properties", json({ account_id: 1, q: "marbella" }))));
    await expectBusy(await suggest(new Request("http://localhost/api/suggest?q=marb", { headers: { "x-costa-client-ip": "192.0.2.20" } })));
    expect(performance.now() - started).toBeLessThan(1_000);
    // Cheap calls take no slot.
    expect((await property(new Request("http://localhost/api/property", json({ id: 7 })))).status).toBe(200);
    expect((await health(new Request("http://localhost/api/health"))).status).toBe(200);
    release();
    expect((await properties(new Request("http://localhost/api/properties", json({ account_id: 1, q: "marbella" })))).status).toBe(200);
  });

  it("a second feed import on the instance answers 503 while one runs", async () => {
    boundWork("import", { limit: 1, queue: 0 });
    const release = await enterWork("import");
    const { token } = await issueStaffToken(4);
    const response = await feedImport(new Request("http://localhost/api/crm/feeds/import?source=busy-test", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/xml" }, body: "<root/>" }));
    await expectBusy(response);
    release();
  });
});
