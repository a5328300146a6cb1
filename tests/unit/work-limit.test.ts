import { describe, expect, it } from "vitest";
import { isPerRequestSearch } from "@/lib/catalogue/search/landing";
import { boundWork, BusyError, enterWork, withWorkSlot, workInFlight } from "@/lib/server/work-limit";

const state = (kind: "render" | "search" | "import") => workInFlight().find((entry) => entry.kind === kind);

describe("bounded expensive work", () => {
  it("lets `limit` in, queues `queue` more in order, and refuses the next one at once", async () => {
    boundWork("render", { limit: 2, queue: 1 });
    const first = await enterWork("render");
    const second = await enterWork("render");
    const order: string[] = [];
    const third = enterWork("render").then((release) => {
      order.push("third");
      return release;
    });
    expect(state("render")).toEqual({ kind: "render", inFlight: 2, waiting: 1 });
    const started = performance.now();
    await expect(enterWork("render")).rejects.toBeInstanceOf(BusyError);
    expect(performance.now() - started).toBeLessThan(50);
    first();
    const releaseThird = await third;
    expect(order).toEqual(["third"]);
    expect(state("render")).toEqual({ kind: "render", inFlight: 2, waiting: 0 });
    second();
    releaseThird();
    releaseThird(); // a second release changes nothing
    expect(state("render")).toEqual({ kind: "render", inFlight: 0, waiting: 0 });
  });

  it("frees the slot when the work fails", async () => {
    boundWork("import", { limit: 1, queue: 0 });
    await expect(withWorkSlot("import", async () => Promise.reject(new Error("feed broke")))).rejects.toThrow("feed broke");
    await expect(withWorkSlot("import", async () => "ran")).resolves.toBe("ran");
  });
});

describe("which requests are searches rendered per request", () => {
  it("a search page with one of the search's query keys, on the main host, a partner path or the legacy mirror", () => {
    for (const url of ["/search?cat=1", "/demo/search/spanje?bedrooms=2", "/old/search?q=marbella", "/search/spanje/costa-del-sol?sort=price_asc&page=2", "/zuidkust/search?view=map", "/demo/search?_rsc=abc&q=x"]) {
      expect(isPerRequestSearch(url), url).toBe(true);
    }
  });

  it("not a landing page (no search key, or only campaign keys), a project page, the API or a look-alike path", () => {
    for (const url of ["/search", "/demo/search/spanje", "/demo/search?utm_source=x", "/demo/for-sale/7?q=x", "/api/properties?q=x", "/demo/searching?q=x", "/a/b/search?q=x", "/demo/contact?cat=1"]) {
      expect(isPerRequestSearch(url), url).toBe(false);
    }
  });
});
