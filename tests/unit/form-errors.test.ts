import { describe, expect, it } from "vitest";
import { sortFieldErrors } from "@/lib/accounts/form-errors";

describe("server field errors in a form", () => {
  it("land at the shown fields in the form's order; the rest is said above the form", () => {
    const sorted = sortFieldErrors({ partner: ["onbekende partner"], password: ["te kort", "te bekend"], email: ["bestaat al"] }, ["email", "password", "phone"] as const);
    expect(sorted.fields).toEqual([
      ["email", "bestaat al"],
      ["password", "te kort"],
    ]);
    expect(sorted.other).toEqual(["partner: onbekende partner"]);
  });

  it("accept no errors at all", () => {
    expect(sortFieldErrors(undefined, ["email"])).toEqual({ fields: [], other: [] });
  });
});
