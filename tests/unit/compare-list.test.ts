import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  comparePath,
  compareStorageKey,
  parseCompareList,
  removeFromCompare,
  toCompareItem,
  toggleCompare,
  type CompareItem,
} from "@/lib/catalogue/compare-list";
import { parseCompareIds } from "@/lib/catalogue/compare-ids";

const item = (id: number): CompareItem => ({ id, name: `Project ${id}`, url: `/demo/for-sale/${id}-project-${id}`, image: null, town: "Marbella" });

describe("compare list", () => {
  it("adds, removes and refuses a fifth project", () => {
    let list: CompareItem[] = [];
    for (const id of [1, 2, 3, 4]) {
      const result = toggleCompare(list, item(id));
      expect(result.change).toBe("added");
      list = result.list;
    }
    expect(list).toHaveLength(COMPARE_MAX);
    const fifth = toggleCompare(list, item(5));
    expect(fifth.change).toBe("full");
    expect(fifth.list.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);

    const removed = toggleCompare(list, item(2));
    expect(removed.change).toBe("removed");
    expect(removed.list.map((entry) => entry.id)).toEqual([1, 3, 4]);
    expect(toggleCompare(removed.list, item(5)).change).toBe("added");
    expect(removeFromCompare(list, 9)).toEqual(list);
  });

  it("does not change the list it was given", () => {
    const list = [item(1)];
    toggleCompare(list, item(2));
    expect(list).toHaveLength(1);
  });

  it("reads a stored list defensively", () => {
    expect(parseCompareList(null)).toEqual([]);
    expect(parseCompareList("not json")).toEqual([]);
    expect(parseCompareList("{\"id\":1}")).toEqual([]);
    const stored = JSON.stringify([item(1), item(1), { id: "x" }, { ...item(2), url: "https://evil.test/" }, { ...item(3), url: "//evil.test" }, item(4), item(5), item(6), item(7)]);
    expect(parseCompareList(stored).map((entry) => entry.id)).toEqual([1, 4, 5, 6]);
  });

  it("checks stored items one by one", () => {
    expect(toCompareItem(item(1))).toEqual(item(1));
    expect(toCompareItem({ ...item(1), image: "/media/a.svg" })?.image).toBe("/media/a.svg");
    expect(toCompareItem({ ...item(1), image: undefined })).toBeNull();
    expect(toCompareItem({ ...item(1), id: 0 })).toBeNull();
    expect(toCompareItem({ ...item(1), url: "javascript:alert(1)" })).toBeNull();
    expect(toCompareItem({ ...item(1), name: "x".repeat(201) })).toBeNull();
    expect(toCompareItem("1")).toBeNull();
  });

  it("parses ?ids= leniently: bad ids ignored, duplicates dropped, first four kept", () => {
    expect(parseCompareIds("1,2,3")).toEqual([1, 2, 3]);
    expect(parseCompareIds("3, 1 ,x,-2,1.5,0,3")).toEqual([3, 1]);
    expect(parseCompareIds("1,2,3,4,5,6")).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds(["1,2", "7"])).toEqual([1, 2, 7]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds("99999999999999")).toEqual([]);
  });

  it("builds the storage key and the comparison path", () => {
    expect(compareStorageKey("_demo")).toBe("compare_demo");
    expect(comparePath([item(4), item(2)])).toBe("/compare?ids=4,2");
    expect(comparePath([])).toBe("/compare");
  });
});
