/** The one route-handler wrapper: host check, auth, rate limit, input, site, and errors mapped to the envelope. */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { POST as revalidate } from "@/app/api/catalogue/revalidate/route";
import { defineCall } from "@/lib/api/call";
import { withApi } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

const echoCall = defineCall({
  method: "post",
  path: "/api/test/echo",
  tag: "test",
  summary: "echo",
  body: z.strictObject({ n: z.number().int().max(10).optional(), partner: z.string().optional(), fail: z.enum(["sql", "throw"]).optional() }),
  response: { description: "echo" },
  rateLimit: { name: "test-echo", points: 3, durationSeconds: 60 },
});

const echo = withApi(echoCall, async ({ body, site, requestId }) => {
  if (body.fail === "sql") await (await db()).execute(sql`select ${"klant@example.nl secret"}::int`);
  if (body.fail === "throw") throw new Error("boom");
  return ok({ n: body.n ?? null, basePath: site.basePath, requestId });
});

let address = 0;
function post(body: unknown, headers: Record<string, string> = {}) {
  address++; // one client address per request, unless a test sets its own
  return echo(new Request("http://localhost/api/test/echo", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": `10.0.0.${address}`, ...headers }, body: JSON.stringify(body) }));
}

afterEach(() => vi.restoreAllMocks());

describe("withApi", () => {
  it("passes parsed input and the calling site, and names every answer with a request id", async () => {
    const response = await post({ n: 3, partner: "zuidkust" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { n: number; basePath: string; requestId: string } };
    expect(body.data).toMatchObject({ n: 3, basePath: "/zuidkust" });
    expect(response.headers.get("x-request-id")).toBe(body.data.requestId);
    expect((await (await post({}, { host: "partner-a.test" })).json()).data.basePath).toBe("");
    expect((await (await post({ partner: "zuidkust" }, { host: "partner-a.test" })).json()).data.basePath).toBe("");
  });

  it("answers unknown hosts and partners with a JSON 404", async () => {
    for (const host of ["demo", "evil.example", "partner-a.test."]) {
      const response = await post({}, { host });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    expect((await (await post({ partner: "bestaat-niet" })).json()).error.fields).toEqual({ partner: ["onbekende partner"] });
  });

  it("turns a database error into a 500 envelope with the request id, and logs one short line without the query's values", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const response = await post({ fail: "sql" });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; request_id: string } };
    expect(body.error).toMatchObject({ code: "internal", request_id: response.headers.get("x-request-id") });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "error", message: "api_error", request_id: body.error.request_id, path: "/api/test/echo" });
    expect(lines[0]).not.toContain("klant@example.nl");
    expect(lines[0]).not.toMatch(/select/i);
    expect(line.stack).toBeUndefined();
    expect(lines[0]!.length).toBeLessThan(600);
  });

  it("keeps the top of the stack for an unexpected error", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    expect((await post({ fail: "throw" })).status).toBe(500);
    expect(JSON.parse(lines[0]!)).toMatchObject({ errorMessage: "boom", stack: expect.any(Array) });
  });

  it("logs a client that went away in the middle of its body as gone, not as a database or code fault", async () => {
    const lines: string[] = [];
    const keep = (chunk: unknown) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stderr, "write").mockImplementation(keep);
    vi.spyOn(process.stdout, "write").mockImplementation(keep);
    const client = new AbortController();
    // As Node's server has it when the connection closes: the request's signal aborts, its body fails with ECONNRESET.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
        client.abort();
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const request = new Request("http://localhost/api/test/echo", { method: "POST", headers: { "content-type": "application/json", "x-costa-client-ip": "10.9.0.1" }, body, duplex: "half", signal: client.signal } as RequestInit);
    await echo(request);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: "info", message: "api_client_gone", path: "/api/test/echo" })]);
  });

  it("limits the rate per client address with a 429, Retry-After and a Dutch message", async () => {
    const headers = { "x-costa-client-ip": "203.0.113.9" };
    for (let i = 0; i < 3; i++) expect((await post({}, headers)).status).toBe(200);
    const refused = await post({}, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(/Te veel pogingen/);
    // The address comes from the server's trusted header, never from what the client forwards.
    expect((await post({}, { "x-costa-client-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.1" })).status).toBe(429);
    expect((await post({}, { "x-costa-client-ip": "203.0.113.10" })).status).toBe(200);
  });
});

describe("operator calls", () => {
  const call = (token?: string) =>
    revalidate(new Request("http://localhost/api/catalogue/revalidate", { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: "{}" }));

  it("refuse callers without the operator token", async () => {
    expect((await call()).status).toBe(401);
    expect((await call("x".repeat(40))).status).toBe(401);
  });

  it("accept the operator token", async () => {
    const token = "t".repeat(40);
    (env() as { INTERNAL_API_TOKEN?: string }).INTERNAL_API_TOKEN = token;
    try {
      const response = await call(token);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({ revalidated: ["catalogue"] });
    } finally {
      delete (env() as { INTERNAL_API_TOKEN?: string }).INTERNAL_API_TOKEN;
    }
  });
});
