import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, callApi, readEnvelope } from "@/lib/api/client-fetch";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

describe("reading the API envelope in the browser", () => {
  it("returns data and meta of a success", async () => {
    expect(await readEnvelope(json({ data: { id: 1 }, meta: { message: "ok" } }, 201))).toEqual({ data: { id: 1 }, meta: { message: "ok" } });
    expect(await readEnvelope(json({ data: [] }))).toEqual({ data: [], meta: {} });
  });

  it("turns an error envelope into a failure with its status, code, message and field errors", async () => {
    const error = await failure(readEnvelope(json({ error: { code: "unprocessable", message: "Ongeldige invoer", fields: { email: ["vul een geldig e-mailadres in"], bad: "x" } } }, 422)));
    expect(error).toMatchObject({ status: 422, code: "unprocessable", message: "Ongeldige invoer", fields: { email: ["vul een geldig e-mailadres in"] } });
  });

  it("treats an answer that is no envelope as an internal failure", async () => {
    expect(await failure(readEnvelope(new Response("<html>", { status: 502 })))).toMatchObject({ status: 502, code: "internal" });
    expect(await failure(readEnvelope(json({ nothing: true })))).toMatchObject({ status: 500, code: "internal" });
  });
});

describe("calling the API", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON and reports a failed connection as status 0", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(json({ data: { ok: true } })).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    expect((await callApi("/api/favorites/merge", { body: { ids: [1] } })).data).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/favorites/merge");
    expect(init).toMatchObject({ method: "POST", body: '{"ids":[1]}', headers: { "content-type": "application/json" } });
    expect(await failure(callApi("/api/client"))).toMatchObject({ status: 0, code: "network" });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: "GET", body: undefined });
  });
});
