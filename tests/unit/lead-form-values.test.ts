import { afterEach, describe, expect, it, vi } from "vitest";
import { REGISTER_PREFILL_KEY, rememberRegisterPrefill, takeRegisterPrefill } from "@/lib/accounts/register-prefill";
import { emptyLeadValues, fieldsOf, leadResolver, localDay, requestBody, viewingDays, type LeadFormValues } from "@/components/leads/lead-values";
import { registerHref } from "@/components/leads/register-link";
import { newIdempotencyKey } from "@/components/leads/send-lead";
import { idempotencyKeySchema } from "@/lib/leads/schemas";

const filled = (patch: Partial<LeadFormValues>): LeadFormValues => ({
  ...emptyLeadValues("contact", null),
  first_name: "Sanne",
  last_name: "Smit",
  email: "Sanne@Example.test",
  privacy: true,
  ...patch,
});

describe("request form values", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("send only the kind's fields, without empty strings, with the project and partner", () => {
    const body = requestBody(filled({ kind: "price_list", project_id: 12, subject: "kept out", message: "  ", phone: "" }), "zuidkust");
    expect(body).toEqual({ kind: "price_list", project_id: 12, first_name: "Sanne", last_name: "Smit", email: "Sanne@Example.test", privacy: true, partner: "zuidkust" });
    expect(requestBody(filled({ subject: "Vraag", message: "Hallo" }), null)).toMatchObject({ kind: "contact", subject: "Vraag", message: "Hallo" });
    expect(requestBody(filled({ website: "spam" }), null).website).toBe("spam");
  });

  it("show a subject on the contact and broker forms, the date and part of day on a viewing", () => {
    expect(fieldsOf("broker")).toContain("subject");
    expect(fieldsOf("viewing")).toEqual(expect.arrayContaining(["preferred_date", "part_of_day", "message"]));
    expect(fieldsOf("question")).not.toContain("subject");
  });

  it("offer a viewing from tomorrow up to a year ahead, in local days", () => {
    const now = new Date(2026, 11, 31, 23, 30);
    expect(localDay(0, now)).toBe("2026-12-31");
    expect(viewingDays(now)).toEqual({ min: "2027-01-01", max: "2027-12-31" });
  });

  it("check with the API's schema and return the parsed body", async () => {
    const resolve = leadResolver("demo", "buiten bereik");
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const ok = await resolve(filled({ message: "Hallo" }), undefined, options);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ email: "sanne@example.test", partner: "demo" });
    const empty = await resolve(emptyLeadValues("viewing", 3), undefined, options);
    expect(Object.keys(empty.errors)).toEqual(expect.arrayContaining(["first_name", "email", "privacy", "preferred_date", "part_of_day"]));
    const far = await resolve(filled({ kind: "viewing", project_id: 3, preferred_date: localDay(400), part_of_day: "morning" }), undefined, options);
    expect(far.errors.preferred_date?.message).toBe("buiten bereik");
  });

  it("link a guest to the registration with the way back, and no personal data in the link", () => {
    const url = new URL(registerHref("/demo/client-register", "/demo/for-sale/1-x"), "http://localhost");
    expect(url.pathname).toBe("/demo/client-register");
    expect(Object.fromEntries(url.searchParams)).toEqual({ callbackUrl: "/demo/for-sale/1-x" });
    const kept = new URL(registerHref("/old/client-register?callbackUrl=%2Fold%2Ffor-sale%2F2-y", "/elsewhere"), "http://localhost");
    expect(kept.searchParams.get("callbackUrl")).toBe("/old/for-sale/2-y");
  });

  it("hand the names and e-mail to the registration form once, through session storage", () => {
    const entries = new Map<string, string>();
    const store = { getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) };
    rememberRegisterPrefill({ email: "a@b.test", first_name: " An ", last_name: "de Wit" }, store);
    expect(takeRegisterPrefill(store)).toEqual({ email: "a@b.test", first_name: "An", last_name: "de Wit" });
    expect(takeRegisterPrefill(store)).toEqual({});
    store.setItem(REGISTER_PREFILL_KEY, JSON.stringify({ email: 7, first_name: "x".repeat(300), last_name: "Ok", extra: "no" }));
    expect(takeRegisterPrefill(store)).toEqual({ last_name: "Ok" });
    store.setItem(REGISTER_PREFILL_KEY, "{broken");
    expect(takeRegisterPrefill(store)).toEqual({});
  });

  it("make idempotency keys the server accepts, also where randomUUID is missing (plain http)", () => {
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).not.toBe(newIdempotencyKey());
  });
});
