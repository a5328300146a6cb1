import { describe, expect, it } from "vitest";
import { pageCount, pageItems, parsePageParam } from "@/lib/catalogue/pagination";

describe("pagination", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(10, 0)).toBe(10);
  });

  it("shows nothing for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("shows the ends, the neighbours and gaps of more than one page", () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
    expect(pageItems(2, 41)).toEqual([1, 2, 3, "gap", 41]);
    expect(pageItems(20, 41)).toEqual([1, "gap", 19, 20, 21, "gap", 41]);
    expect(pageItems(41, 41)).toEqual([1, "gap", 40, 41]);
  });

  it("reads ?page= strictly", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(["4", "5"])).toBe(4);
    for (const bad of ["0", "-1", "abc", "1.5", "01", "9999999"]) expect(parsePageParam(bad), bad).toBeNull();
  });
});
