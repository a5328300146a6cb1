import { describe, expect, it } from "vitest";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { loginSchema, type LoginInput } from "@/lib/accounts/schemas";
// The Dutch texts of the field messages, as the API and the pages set them.
import "@/lib/i18n/standalone";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("checks with the schema once it has loaded: the field messages of the server's schema", async () => {
    let loads = 0;
    const check = lazyZodResolver<LoginInput>(async () => {
      loads += 1;
      return loginSchema;
    });
    check.preload();
    const refused = await check.resolver({ email: "no-address", password: "" }, undefined, options);
    expect(Object.keys(refused.errors).sort()).toEqual(["email", "password"]);
    expect(refused.errors.password?.message).toBe("Vul uw wachtwoord in");
    const accepted = await check.resolver({ email: " Jan@Example.NL ", password: "secret" }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ email: "jan@example.nl", password: "secret" });
    expect(loads).toBe(1);
  });

  it("passes the values on unchecked when the schema cannot load, and tries again next time", async () => {
    let loads = 0;
    const check = lazyZodResolver<LoginInput>(async () => {
      loads += 1;
      if (loads === 1) throw new Error("Failed to load chunk");
      return loginSchema;
    });
    const unchecked = await check.resolver({ email: "no-address", password: "" }, undefined, options);
    expect(unchecked).toEqual({ values: { email: "no-address", password: "" }, errors: {} });
    const checked = await check.resolver({ email: "no-address", password: "" }, undefined, options);
    expect(Object.keys(checked.errors)).toContain("email");
    expect(loads).toBe(2);
  });
});
