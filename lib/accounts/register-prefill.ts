/**
 * A request form hands a guest's names and e-mail to the registration form through this tab's
 * session storage, not the link: a URL ends up in history, logs and bookmarks. Read once, then
 * removed. Client-safe; the browser is touched only inside the functions.
 */
import type { RegisterInput } from "./schemas";

export type RegisterPrefill = Partial<Pick<RegisterInput, "email" | "first_name" | "last_name">>;

export const REGISTER_PREFILL_KEY = "costa_register_prefill";
const FIELDS = ["email", "first_name", "last_name"] as const;

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const sessionStore = (): SessionStore | null => (typeof window === "undefined" ? null : window.sessionStorage);

export function rememberRegisterPrefill(values: Required<RegisterPrefill>, store = sessionStore()): void {
  try {
    store?.setItem(REGISTER_PREFILL_KEY, JSON.stringify(Object.fromEntries(FIELDS.map((name) => [name, values[name]]))));
  } catch {
    // Storage full or blocked: the visitor types their details themselves.
  }
}

/** The remembered details (only short strings), removed from storage. */
export function takeRegisterPrefill(store = sessionStore()): RegisterPrefill {
  let raw: unknown = null;
  try {
    raw = JSON.parse(store?.getItem(REGISTER_PREFILL_KEY) ?? "null");
    store?.removeItem(REGISTER_PREFILL_KEY);
  } catch {
    return {};
  }
  if (typeof raw !== "object" || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const prefill: RegisterPrefill = {};
  for (const name of FIELDS) {
    const value = record[name];
    if (typeof value === "string" && value.trim() !== "" && value.length <= 254) prefill[name] = value.trim();
  }
  return prefill;
}
