import { describe, expect, it } from "vitest";
import { answerEarly, canonicalSlashes, MAX_REDIRECT_LENGTH } from "@/lib/server/request-guard";

const get = (url: string) => answerEarly({ method: "GET", url });

describe("the request guard in front of Next", () => {
  it("lets ordinary requests through", () => {
    for (const method of ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS", "get"]) expect(answerEarly({ method, url: "/demo/search?q=%FF" })).toBeNull();
    expect(get("/search/spanje/m%C3%A1laga")).toBeNull();
    expect(get("/")).toBeNull();
    expect(get("/?a=/b/")).toBeNull();
    expect(answerEarly({ method: "POST", url: "/api/requests", contentType: "application/json" })).toBeNull();
  });

  it("answers 405 with Allow for TRACE, TRACK, CONNECT and made-up methods", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "", undefined]) {
      const refusal = answerEarly({ method, url: "/" });
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers.Allow).toContain("GET");
    }
  });

  it("answers 400 for broken percent-escapes in the path: HTML for pages, the JSON envelope for the API", () => {
    const page = get("/demo/for-sale/%FF");
    expect(page?.status).toBe(400);
    expect(page?.headers["Content-Type"]).toContain("text/html");
    expect(page?.body).toContain("Go back to homepage");
    const api = get("/api/project/files/%E0%A4%A/download");
    expect(api?.status).toBe(400);
    expect(JSON.parse(api!.body)).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    expect(get("/demo/%")?.status).toBe(400);
  });

  it("sends the security headers with every early answer", () => {
    for (const answer of [answerEarly({ method: "TRACE", url: "/" }), get("/demo/"), get(`/demo/?q=${"a".repeat(MAX_REDIRECT_LENGTH)}`)]) {
      expect(answer?.headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(answer?.headers["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("answers multipart posts and Server Action calls with the JSON 415 envelope on the API (no Server Actions here), leaving next-auth's form posts alone", () => {
    for (const url of ["/api/properties", "/api/requests", "/api/nope"]) {
      const answer = answerEarly({ method: "POST", url, contentType: "multipart/form-data; boundary=x" });
      expect(answer?.status).toBe(415);
      expect(JSON.parse(answer!.body)).toEqual({ error: { code: "unsupported_media_type", message: expect.stringContaining("JSON") } });
    }
    expect(answerEarly({ method: "POST", url: "/demo", serverAction: true })?.status).toBe(415);
    expect(answerEarly({ method: "POST", url: "/demo", contentType: "Multipart/Form-Data; boundary=x" })?.headers["Content-Type"]).toContain("text/html");
    expect(answerEarly({ method: "POST", url: "/api/auth/callback/credentials", contentType: "multipart/form-data; boundary=x" })).toBeNull();
    expect(answerEarly({ method: "GET", url: "/api/properties", contentType: "multipart/form-data" })).toBeNull();
  });

  it("redirects a trailing or doubled slash once, with the query once, and never to another host", () => {
    expect(get("/demo/search/?q=marbella")).toMatchObject({ status: 308, headers: { Location: "/demo/search?q=marbella" }, body: "" });
    expect(get("/demo/search/")?.headers).not.toHaveProperty("Refresh");
    expect(get("//evil.example/")?.headers.Location).toBe("/evil.example");
    expect(get("/demo/search//")?.headers.Location).toBe("/demo/search");
    expect(get("//")?.headers.Location).toBe("/");
    expect(canonicalSlashes("/a//b///c/")).toBe("/a/b/c");
  });

  it("answers 414 instead of a redirect whose address would be longer than proxies accept", () => {
    const long = get(`/demo/search/?q=${"a".repeat(9_000)}`);
    expect(long?.status).toBe(414);
    expect(long?.headers).not.toHaveProperty("Location");
    expect(long!.body.length).toBeLessThan(1_000);
    expect(JSON.parse(get(`/api/properties/?q=${"a".repeat(9_000)}`)!.body).error.code).toBe("uri_too_long");
  });
});
