import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { closeDatabase } from "@/lib/db/client";

// The route reads the process-wide environment and database; each case sets its own.
const globals = globalThis as { __costaEnv?: unknown };
const configuredUrl = process.env.DATABASE_URL ?? "";
async function useEnvironment(values: Record<string, string>) {
  await closeDatabase();
  delete globals.__costaEnv;
  Object.assign(process.env, values);
}

afterEach(async () => {
  await closeDatabase();
  delete globals.__costaEnv;
  process.env.DATABASE_URL = configuredUrl;
});

describe("GET /api/health", () => {
  it("answers 200 when the database answers (the engine under test)", async () => {
    await useEnvironment({ DATABASE_URL: configuredUrl, PGLITE_DIR: "memory://" });
    const response = await GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ data: { status: "ok", database: { engine: configuredUrl ? "postgres" : "pglite" } } });
  });

  it("answers 503 with the error envelope when the database is unreachable", async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    await useEnvironment({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    const response = await GET(new Request("http://localhost/api/health"));
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.error.code).toBe("unavailable");
    expect(body.error.message).toMatch(/database/);
  });
});
