/**
 * One typed value in the browser's local storage, shaped for React's `useSyncExternalStore`:
 * validated whenever it is read (anything may sit under a key: another tab, an older release, a
 * curious visitor), the same snapshot object while the stored text is unchanged, removed when empty,
 * and kept in step with other tabs through the `storage` event. When storage is blocked or full the
 * value lives in memory for the rest of the page, so a click is never lost.
 * Client-safe: the browser is touched only inside the methods, never on import or creation.
 */

/** The parts of the browser a store uses; tests pass fakes. */
export interface LocalEnvironment {
  /** Local storage; may throw (blocked in private modes or by policy). */
  storage(): Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Where `storage` events from other tabs arrive (the window). */
  events(): Pick<EventTarget, "addEventListener" | "removeEventListener">;
}

export const browserEnvironment: LocalEnvironment = { storage: () => window.localStorage, events: () => window };

/** A bare JSON value under the key, e.g. `[{"id":1,...}]`. */
interface BareFormat<T> {
  version?: undefined;
  /** The value from parsed JSON (`undefined` when the text is no JSON). Must not throw. */
  decode(json: unknown): T;
  /** The JSON to store; `null` removes the entry. */
  encode(value: T): unknown;
}

/** A versioned object under the key, `{"v":1,...fields}`: an entry of another version reads as empty. */
interface VersionedFormat<T> {
  version: number;
  /** The value from the stored object's fields (its version already checked). Must not throw. */
  decode(fields: Record<string, unknown>): T;
  /** The fields to store beside `v`; `null` removes the entry. */
  encode(value: T): Record<string, unknown> | null;
}

/** How a value is kept under its key. `empty` is "nothing stored", and what the server renders. */
export type StoredFormat<T> = { empty: T } & (BareFormat<T> | VersionedFormat<T>);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value a stored text stands for: `format.empty` when there is none or it does not fit the format. */
export function readStored<T>(format: StoredFormat<T>, text: string | null | undefined): T {
  if (!text) return format.empty;
  const json = parseJson(text);
  try {
    if (format.version === undefined) return format.decode(json);
    return isRecord(json) && json.v === format.version ? format.decode(json) : format.empty;
  } catch {
    return format.empty;
  }
}

/** The text to store for a value, or null to remove the entry. */
export function writeStored<T>(format: StoredFormat<T>, value: T): string | null {
  if (format.version === undefined) {
    const json = format.encode(value);
    return json === null ? null : JSON.stringify(json);
  }
  const fields = format.encode(value);
  return fields === null ? null : JSON.stringify({ v: format.version, ...fields });
}

export interface LocalStore<T> {
  /** The stored value; the same object while nothing changed (React compares by identity). */
  getSnapshot(): T;
  /** What the server and the hydrating browser render: `format.empty`. */
  getServerSnapshot(): T;
  /** Calls back after every change, in this tab or another one; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Stores a value (an empty one removes the entry) and tells every subscriber. */
  set(value: T): void;
}

/** The store of one key. Share one per key on a page: its subscribers hear of each other's writes. */
export function createLocalStore<T>(key: string, format: StoredFormat<T>, env: LocalEnvironment = browserEnvironment): LocalStore<T> {
  const listeners = new Set<() => void>();
  // Storage blocked or full: from then on `memory` holds the text for the rest of the page.
  let inMemory = false;
  let memory: string | null = null;
  let cache: { text: string | null; value: T } = { text: null, value: format.empty };

  function readText(): string | null {
    if (inMemory) return memory;
    try {
      return env.storage().getItem(key);
    } catch {
      inMemory = true;
      return memory;
    }
  }

  function getSnapshot(): T {
    const text = readText();
    if (text !== cache.text) cache = { text, value: readStored(format, text) };
    return cache.value;
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function set(value: T) {
    const text = writeStored(format, value);
    memory = text;
    if (!inMemory) {
      try {
        if (text === null) env.storage().removeItem(key);
        else env.storage().setItem(key, text);
      } catch {
        inMemory = true;
      }
    }
    notify();
  }

  // Other tabs write the same entry; `key` is null when they cleared all of storage.
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed === null || changed === key) notify();
  };

  function subscribe(onChange: () => void) {
    if (listeners.size === 0) env.events().addEventListener("storage", onStorage);
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) env.events().removeEventListener("storage", onStorage);
    };
  }

  return { getSnapshot, getServerSnapshot: () => format.empty, subscribe, set };
}
