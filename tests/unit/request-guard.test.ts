import { describe, expect, it } from "vitest";
import { refuseRequest } from "@/lib/server/request-guard";

describe("the request guard in front of Next", () => {
  it("lets ordinary requests through", () => {
    for (const method of ["GET", "HEAD", "POST", "PATCH", "DELETE", "OPTIONS", "get"]) expect(refuseRequest(method, "/demo/search?q=%FF")).toBeNull();
    expect(refuseRequest("GET", "/search/spanje/m%C3%A1laga")).toBeNull();
  });

  it("answers 405 with Allow for TRACE, TRACK, CONNECT and made-up methods", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "", undefined]) {
      const refusal = refuseRequest(method, "/");
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers.Allow).toContain("GET");
    }
  });

  it("answers 400 for broken percent-escapes in the path: HTML for pages, the JSON envelope for the API", () => {
    const page = refuseRequest("GET", "/demo/for-sale/%FF");
    expect(page?.status).toBe(400);
    expect(page?.headers["Content-Type"]).toContain("text/html");
    expect(page?.body).toContain("Go back to homepage");
    const api = refuseRequest("GET", "/api/project/files/%E0%A4%A/download");
    expect(api?.status).toBe(400);
    expect(JSON.parse(api!.body)).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    expect(refuseRequest("GET", "/demo/%")?.status).toBe(400);
  });

  it("sends the security headers with a refusal", () => {
    expect(refuseRequest("TRACE", "/")?.headers["X-Content-Type-Options"]).toBe("nosniff");
  });
});
