import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReload } from "@/lib/app-shell/chunk-reload";
import { errorMessage, errorStatus } from "@/lib/app-shell/navigation-error";

describe("chunk failure reload", () => {
  it("knows a failed chunk by webpack's, Turbopack's and the browser's words", () => {
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/0abc.js from module 123"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/a.js"))).toBe(true);
    expect(isChunkLoadError("Loading chunk app-page failed")).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads at most once per 60,000 ms", () => {
    const now = 1_000_000;
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload(now - 59_999, now)).toBe(false);
    expect(mayReload(now - 60_000, now)).toBe(true);
    expect(mayReload(Number.NaN, now)).toBe(true);
    // A clock set back: the stored time is in the future, which must not block reloads for ever.
    expect(mayReload(now + 5_000, now)).toBe(true);
  });
});

describe("navigation errors", () => {
  it("show their status, 500 by default", () => {
    expect(errorStatus(Object.assign(new Error("x"), { status: 404 }))).toBe(404);
    expect(errorStatus({ statusCode: 503 })).toBe(503);
    expect(errorStatus(new Error("x"))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus({ status: "404" })).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });

  it("show a browser error's message, never a server error's", () => {
    expect(errorMessage(new Error("  Netwerkfout  "))).toBe("Netwerkfout");
    expect(errorMessage(Object.assign(new Error("SQL secret"), { digest: "123" }))).toBeNull();
    expect(errorMessage(new Error(""))).toBeNull();
    expect(errorMessage("text")).toBeNull();
    expect(errorMessage(new Error("x".repeat(500)))?.length).toBe(300);
  });
});
