import { describe, expect, it, vi } from "vitest";
import { createLocalStore, readStored, writeStored, type LocalEnvironment, type StoredFormat } from "@/lib/storage/local-store";

/** A bare list of short strings; an empty list removes the entry. */
const tags: StoredFormat<readonly string[]> = {
  empty: [],
  decode: (json) => (Array.isArray(json) ? json.filter((tag): tag is string => typeof tag === "string" && tag.length <= 10) : []),
  encode: (list) => (list.length ? list : null),
};

/** `{"v":2,"count":3}`; a count of zero removes the entry. */
const counter: StoredFormat<number> = {
  empty: 0,
  version: 2,
  decode: ({ count }) => (typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0),
  encode: (count) => (count > 0 ? { count } : null),
};

/** A Map-backed storage and an event target standing in for the window. */
function fakeBrowser({ blocked = false, full = false } = {}) {
  const items = new Map<string, string>();
  const events = new EventTarget();
  const env: LocalEnvironment = {
    storage: () => {
      if (blocked) throw new DOMException("denied", "SecurityError");
      return {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => {
          if (full) throw new DOMException("full", "QuotaExceededError");
          items.set(key, value);
        },
        removeItem: (key: string) => void items.delete(key),
      };
    },
    events: () => events,
  };
  /** What another tab does: change storage, then this tab gets a `storage` event. */
  const otherTab = (key: string | null, value: string | null) => {
    if (key === null) items.clear();
    else if (value === null) items.delete(key);
    else items.set(key, value);
    events.dispatchEvent(Object.assign(new Event("storage"), { key }));
  };
  return { items, env, otherTab };
}

describe("stored formats", () => {
  it("write a bare value, or nothing for an empty one", () => {
    expect(writeStored(tags, ["a", "b"])).toBe('["a","b"]');
    expect(writeStored(tags, [])).toBeNull();
  });

  it("write a versioned value as v beside its fields", () => {
    expect(writeStored(counter, 3)).toBe('{"v":2,"count":3}');
    expect(writeStored(counter, 0)).toBeNull();
  });

  it("read back what they wrote", () => {
    expect(readStored(tags, writeStored(tags, ["a", "b"]))).toEqual(["a", "b"]);
    expect(readStored(counter, writeStored(counter, 7))).toBe(7);
  });

  it.each([null, undefined, "", "{broken", "42", "null", '{"x":1}'])("read %s as empty", (text) => {
    expect(readStored(tags, text)).toEqual([]);
    expect(readStored(counter, text)).toBe(0);
  });

  it("read another version, or none, as empty", () => {
    expect(readStored(counter, '{"v":1,"count":3}')).toBe(0);
    expect(readStored(counter, '{"count":3}')).toBe(0);
    expect(readStored(counter, "[3]")).toBe(0);
  });

  it("validate what they read", () => {
    expect(readStored(tags, '["ok", 5, "far too long a tag", null, "fine"]')).toEqual(["ok", "fine"]);
    expect(readStored(counter, '{"v":2,"count":-4}')).toBe(0);
  });

  it("read as empty when decoding throws", () => {
    const fragile: StoredFormat<string> = { empty: "none", decode: () => { throw new Error("bug"); }, encode: (value) => value };
    expect(readStored(fragile, '"x"')).toBe("none");
  });
});

describe("a local store", () => {
  it("saves under its key, tells every subscriber, and removes the entry when empty", () => {
    const { items, env } = fakeBrowser();
    const store = createLocalStore("tags", tags, env);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);

    store.set(["a"]);
    expect(items.get("tags")).toBe('["a"]');
    expect(store.getSnapshot()).toEqual(["a"]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    store.set([]);
    expect(items.has("tags")).toBe(false);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("renders empty on the server and before hydration", () => {
    const { items, env } = fakeBrowser();
    items.set("count", '{"v":2,"count":5}');
    const store = createLocalStore("count", counter, env);
    expect(store.getServerSnapshot()).toBe(0);
    expect(store.getSnapshot()).toBe(5);
  });

  it("returns the same snapshot while the stored text is unchanged", () => {
    const { env } = fakeBrowser();
    const store = createLocalStore("tags", tags, env);
    store.set(["a"]);
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
    store.set(["a", "b"]);
    expect(store.getSnapshot()).not.toBe(snapshot);
    expect(store.getSnapshot()).toEqual(["a", "b"]);
  });

  it("follows other tabs, ignores other keys, and stops listening after the last unsubscribe", () => {
    const { env, otherTab } = fakeBrowser();
    const store = createLocalStore("count", counter, env);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    otherTab("count", '{"v":2,"count":9}');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(9);

    otherTab("tags", '["x"]');
    expect(listener).toHaveBeenCalledTimes(1);

    otherTab(null, null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe(0);

    unsubscribe();
    otherTab("count", '{"v":2,"count":4}');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads a tampered entry as empty and overwrites it on the next write", () => {
    const { items, env } = fakeBrowser();
    items.set("count", "<<garbage>>");
    const store = createLocalStore("count", counter, env);
    expect(store.getSnapshot()).toBe(0);
    store.set(1);
    expect(items.get("count")).toBe('{"v":2,"count":1}');
  });

  it("keeps the value in memory when storage is blocked", () => {
    const { env } = fakeBrowser({ blocked: true });
    const store = createLocalStore("tags", tags, env);
    expect(store.getSnapshot()).toEqual([]);
    store.set(["a"]);
    expect(store.getSnapshot()).toEqual(["a"]);
  });

  it("keeps the value in memory when storage refuses a write (full)", () => {
    const { items, env } = fakeBrowser({ full: true });
    const store = createLocalStore("tags", tags, env);
    store.set(["a"]);
    expect(store.getSnapshot()).toEqual(["a"]);
    expect(items.size).toBe(0);
  });

  it("never touches the browser on creation (server rendering creates stores too)", () => {
    const env: LocalEnvironment = {
      storage: () => {
        throw new Error("no browser here");
      },
      events: () => {
        throw new Error("no browser here");
      },
    };
    const store = createLocalStore("tags", tags, env);
    expect(store.getServerSnapshot()).toEqual([]);
  });
});
