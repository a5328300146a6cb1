import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/app-error";
import { fieldErrors, isJsonContentType, jsonDepthExceeds, MAX_FIELD_ERRORS, MAX_JSON_DEPTH, pathOfNul, readJson, readQuery, validate } from "@/lib/api/input";
import { isSameOriginWrite } from "@/lib/api/origin-check";

const strict = z.strictObject({ a: z.number().int().max(10).optional(), b: z.array(z.number().max(1)).max(100).optional() });

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("validation errors", () => {
  it("name unknown keys one by one, at most 20, and count the rest", () => {
    const body = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, index]));
    const error = thrown(() => validate(strict, body));
    expect(error.code).toBe("bad_request");
    const unknown = Object.keys(error.fields ?? {}).filter((key) => key.startsWith("k"));
    expect(unknown).toHaveLength(20);
    expect(error.fields?._).toEqual(["en nog 480 onbekende velden"]);
  });

  it("cap the number of fields however many values are wrong", () => {
    const error = thrown(() => validate(z.array(z.number().max(1)), Array.from({ length: 5_000 }, () => 2)));
    expect(Object.keys(error.fields ?? {}).length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
  });

  it("speak Dutch, and survive field names like constructor and __proto__", () => {
    const error = thrown(() => validate(z.object({ constructor: z.number() }), JSON.parse('{"constructor":"x","__proto__":"y"}')));
    expect(error.fields?.constructor).toEqual([expect.stringMatching(/verwacht/i)]);
    expect(fieldErrors(z.strictObject({}).safeParse(JSON.parse('{"__proto__":1}')).error!)).toHaveProperty("__proto__");
  });

  it("use 422 for forms", () => {
    expect(thrown(() => validate(strict, { a: 11 }, "unprocessable")).code).toBe("unprocessable");
  });
});

describe("reading JSON", () => {
  const request = (body: string, type = "application/json") => new Request("http://localhost/x", { method: "POST", headers: { "content-type": type }, body });

  it("accepts JSON and +json types only", () => {
    expect(isJsonContentType("application/json; charset=utf-8")).toBe(true);
    expect(isJsonContentType("application/merge-patch+json")).toBe(true);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "", null, "application/jsonx"]) expect(isJsonContentType(type)).toBe(false);
  });

  it("answers 415, 413 and 400 as the body deserves", async () => {
    await expect(readJson(request("{}", "text/plain"))).rejects.toMatchObject({ code: "unsupported_media_type" });
    await expect(readJson(request(JSON.stringify({ x: "y".repeat(70_000) })))).rejects.toMatchObject({ code: "payload_too_large" });
    await expect(readJson(request("{"))).rejects.toMatchObject({ code: "bad_request" });
    const invalidUtf8 = new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    await expect(readJson(invalidUtf8)).rejects.toMatchObject({ code: "bad_request", message: expect.stringContaining("UTF-8") });
    await expect(readJson(request(""))).resolves.toEqual({});
  });

  it("refuses bodies nested deeper than the limit with a 400, however deep (no stack overflow)", async () => {
    const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);
    for (const text of [nested(MAX_JSON_DEPTH + 1), nested(10_000), nested(30_000), `{"a":${'{"a":'.repeat(10_000)}1${"}".repeat(10_001)}`]) {
      await expect(readJson(request(text))).rejects.toMatchObject({ code: "bad_request", message: expect.stringContaining("te diep genest") });
    }
    await expect(readJson(request(nested(MAX_JSON_DEPTH)))).resolves.toBeInstanceOf(Array);
  });

  it("counts brackets inside strings as text, not as nesting", () => {
    expect(jsonDepthExceeds(JSON.stringify({ message: "[".repeat(500) + '\\"{{{' }), 2)).toBe(false);
    expect(jsonDepthExceeds('[[["x"]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('[[["x"]]]', 3)).toBe(false);
  });
});

describe("cookie-authenticated writes", () => {
  const write = (headers: Record<string, string>) => new Request("http://shop.test/api/x", { method: "POST", headers: { host: "shop.test", ...headers } });

  it("pass from the site's own pages and from non-browser clients", () => {
    expect(isSameOriginWrite(write({ origin: "http://shop.test" }))).toBe(true);
    expect(isSameOriginWrite(write({ referer: "http://shop.test/page" }))).toBe(true);
    expect(isSameOriginWrite(write({}))).toBe(true);
    expect(isSameOriginWrite(new Request("http://shop.test/api/x", { headers: { origin: "http://evil.test" } }))).toBe(true);
  });

  it("are refused from another origin", () => {
    expect(isSameOriginWrite(write({ origin: "http://evil.test" }))).toBe(false);
    expect(isSameOriginWrite(write({ origin: "null" }))).toBe(false);
    expect(isSameOriginWrite(write({ "sec-fetch-site": "cross-site", origin: "http://shop.test" }))).toBe(false);
    expect(isSameOriginWrite(write({ referer: "http://evil.test/x" }))).toBe(false);
  });
});

describe("U+0000 in a body", () => {
  it("is found wherever it is, keys included, so the body is refused before the database sees it", () => {
    expect(pathOfNul({ name: "Zuidkust", address: "a\u0000b" })).toBe("address");
    expect(pathOfNul({ units: [{ ref: "x" }, { ref: "\u0000" }] })).toBe("units.1.ref");
    expect(pathOfNul({ ["k\u0000"]: 1 })).toBe("k\u0000");
    expect(pathOfNul("\u0000")).toBe("");
    expect(pathOfNul({ name: "Málaga", n: 1, ok: true, none: null, list: ["a"] })).toBeNull();
  });

  it("is refused in a query string too, by its field", () => {
    const refused = (() => {
      try {
        readQuery(new Request("http://localhost/api/crm/projects?page=2&q=a%00b"));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fields).toEqual({ q: ["bevat een ongeldig teken (U+0000)"] });
    expect(readQuery(new Request("http://localhost/api/suggest?q=m%C3%A1laga&q=x"))).toEqual({ q: ["málaga", "x"] });
  });
});
