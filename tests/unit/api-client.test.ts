import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { ApiFailure as Failure, CallAnswer, CallBody, CallInput, CallKey } from "@/lib/api/client";
import type { ProjectCard } from "@/lib/catalogue/card";
import type { SavedSearchView } from "@/lib/saved-searches/rules";

/** What the server last received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let received: Received;
/** The next answer: status, JSON body, extra headers. */
let answer: { status: number; body: unknown; headers?: Record<string, string> } | "not json" = { status: 200, body: { data: null, meta: {} } };
let client: typeof import("@/lib/api/client");

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body };
      if (answer === "not json") {
        response.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>");
        return;
      }
      response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The client reads its base URL when loaded: the browser's NEXT_PUBLIC_API_BASE, here this server.
  process.env.NEXT_PUBLIC_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await import("@/lib/api/client");
});

afterAll(async () => {
  delete process.env.NEXT_PUBLIC_API_BASE;
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<Failure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(client.ApiFailure);
  return error as Failure;
}

describe("the browser's API client: types derived from the call contracts", () => {
  it("names JSON calls by method and path, and no call that answers a file", () => {
    expectTypeOf<"POST /api/requests">().toExtend<CallKey>();
    expectTypeOf<"PATCH /api/crm/units/{id}">().toExtend<CallKey>();
    expectTypeOf<"GET /api/requests">().not.toExtend<CallKey>();
    expectTypeOf<"GET /api/project/files/{id}/download">().not.toExtend<CallKey>();
  });

  it("answers with the envelope of the response schema", () => {
    expectTypeOf<CallAnswer<"GET /api/favorites">>().toEqualTypeOf<{ data: { ids: number[]; cards: ProjectCard[] }; meta: Record<string, never> }>();
    expectTypeOf<CallAnswer<"POST /api/requests">["data"]>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<CallAnswer<"POST /api/requests">["meta"]["documents"]>().toEqualTypeOf<Array<{ title: string; url: string }>>();
    expectTypeOf<CallAnswer<"GET /api/saved-searches">["data"]>().toExtend<SavedSearchView[]>();
  });

  it("takes path parameters, query, body and headers as the contract has them", () => {
    expectTypeOf<CallInput<"PATCH /api/saved-searches/{id}">["params"]>().toEqualTypeOf<Record<"id", string | number>>();
    expectTypeOf<CallInput<"GET /api/suggest">["query"]>().toExtend<{ q: string; partner?: string } | undefined>();
    expectTypeOf<NonNullable<CallInput<"POST /api/requests">["headers"]>["idempotency-key"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CallBody<"POST /api/favoritesubmit">>().toHaveProperty("project_id");
    // A call without a part takes none; a call with a body or parameters needs them.
    expectTypeOf<CallInput<"GET /api/favorites">["body"]>().toEqualTypeOf<undefined>();
    expectTypeOf(client.apiCall<"GET /api/favorites">).toBeCallableWith("GET /api/favorites");
    expectTypeOf(client.apiCall<"POST /api/favoritesubmit">).parameter(1).toExtend<{ body: unknown }>();
  });
});

describe("the browser's API client: calls", () => {
  it("fills in the path, the query and the JSON body, and answers the envelope", async () => {
    answer = { status: 200, body: { data: { id: 7, name: "Zee" }, meta: {} } };
    const result = await client.apiCall("PATCH /api/saved-searches/{id}", { params: { id: 7 }, body: { name: "Zee", partner: "demo" } });
    expect(result).toEqual({ data: { id: 7, name: "Zee" }, meta: {} });
    expect(received).toMatchObject({ method: "PATCH", url: "/api/saved-searches/7", body: '{"name":"Zee","partner":"demo"}' });
    expect(received.headers).toMatchObject({ accept: "application/json", "content-type": "application/json" });

    answer = { status: 200, body: { data: [], meta: { query: "mar bel" } } };
    await client.apiCall("GET /api/suggest", { query: { q: "mar bel", partner: undefined } });
    expect(received).toMatchObject({ method: "GET", url: "/api/suggest?q=mar+bel", body: "" });
    expect(received.headers["content-type"]).toBeUndefined();
  });

  it("sends the contract's headers", async () => {
    answer = { status: 201, body: { data: { id: 3 }, meta: { message: "Bedankt", documents: [] } } };
    const body: CallBody<"POST /api/requests"> = { kind: "contact", first_name: "A", last_name: "B", email: "a@b.nl", privacy: true, message: "Hallo" };
    const result = await client.apiCall("POST /api/requests", { body, headers: { "idempotency-key": "k-1" } });
    expect(result.data.id).toBe(3);
    expect(received.headers["idempotency-key"]).toBe("k-1");
  });

  it("throws one failure with the error envelope's status, code, message, field messages and Retry-After", async () => {
    answer = { status: 422, body: { error: { code: "unprocessable", message: "Ongeldige invoer", fields: { email: ["vul een geldig e-mailadres in"], bad: "x" } } } };
    expect(await failure(client.apiCall("POST /api/favoritesubmit", { body: { project_id: 1 } }))).toMatchObject({
      status: 422,
      code: "unprocessable",
      message: "Ongeldige invoer",
      fields: { email: ["vul een geldig e-mailadres in"] },
    });
    answer = { status: 503, body: { error: { code: "unavailable", message: "Probeer het zo opnieuw" } }, headers: { "retry-after": "4" } };
    expect(await failure(client.apiCall("GET /api/favorites"))).toMatchObject({ status: 503, code: "unavailable", retryAfterSeconds: 4 });
  });

  it("treats an answer that is no envelope as an internal failure, and no answer as status 0", async () => {
    answer = "not json";
    expect(await failure(client.apiCall("GET /api/client"))).toMatchObject({ status: 502, code: "internal", message: "HTTP 502" });
    answer = { status: 200, body: { nothing: true } };
    expect(await failure(client.apiCall("GET /api/client"))).toMatchObject({ status: 500, code: "internal" });
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    try {
      expect(await failure(client.apiCall("GET /api/client"))).toMatchObject({ status: 0, code: "network" });
    } finally {
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    }
  });

  it("lets an aborted call end as the abort, not as a failure", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client.apiCall("GET /api/suggest", { query: { q: "mar" }, signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("sends the CRM's calls to this origin (they ride on its session cookie), the others to the API's base", () => {
    expect(client.urlOf("/api/crm/units/{id}", { id: 4 })).toBe("/api/crm/units/4");
    expect(client.urlOf("/api/favorites", {}, { partner: "demo" })).toBe(`${process.env.NEXT_PUBLIC_API_BASE}/api/favorites?partner=demo`);
    expect(client.urlOf("/api/x/{id}", { id: "a/b" }, { cat: [1, 2], none: null })).toMatch(/\/api\/x\/a%2Fb\?cat=1&cat=2$/);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(client.retryAfterOf("2")).toBe(2);
    expect(client.retryAfterOf(new Date(Date.UTC(2026, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(10);
    expect(client.retryAfterOf("soon")).toBeNull();
  });
});
