import { describe, expect, it } from "vitest";
import "@/lib/i18n/standalone"; // the schemas' Dutch messages, as the API and the forms have them
import type { z } from "zod";
import { loginSchema, profileSchema, registerSchema, resetPasswordSchema } from "@/lib/accounts/schemas";
import { staffCreateSchema } from "@/lib/crm/staff-schemas";
import { leadRequestSchema } from "@/lib/leads/schemas";
import { partnerInputSchema } from "@/lib/partners/schemas";
import { savedSearchCreateSchema } from "@/lib/saved-searches/schemas";

/** Every message a schema gives for `input`. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const long = "x".repeat(6000);

describe("validation messages visitors read at a field", () => {
  const cases: [string, z.ZodType, unknown][] = [
    ["request, empty", leadRequestSchema, { kind: "viewing", first_name: "", last_name: "", email: "nope", phone: "abc", privacy: false }],
    ["request, too long", leadRequestSchema, { kind: "contact", first_name: long, last_name: long, email: "a@b.nl", message: long, privacy: true, preferred_date: "morgen" }],
    ["register", registerSchema, { first_name: "", last_name: "", email: "x", password: "kort", repeat_password: "anders", terms: false }],
    ["log-in", loginSchema, { email: "", password: "" }],
    ["reset", resetPasswordSchema, { token: "kapot", password: "wachtwoord", repeat_password: "x" }],
    ["profile", profileSchema, { first_name: "", last_name: "", new_password: "nieuw-wachtwoord-123", repeat_password: "anders" }],
    ["saved search", savedSearchCreateSchema, { name: "", frequency: "instant", filters: {} }],
    ["CRM staff", staffCreateSchema, { name: "a", email: "geen", role: "partner" }],
    ["CRM partner", partnerInputSchema, { slug: "crm", name: "a", email: "geen", primary: "rood", domain: "geen domein" }],
  ];

  it.each(cases)("start with a capital letter (%s)", (_, schema, input) => {
    const found = messages(schema, input);
    expect(found.length).toBeGreaterThan(0);
    for (const message of found) expect(message, message).toMatch(/^[A-ZÀ-Ý0-9]/);
  });
});
