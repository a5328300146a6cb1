import { describe, expect, it } from "vitest";
import { SESSION_IDLE_SECONDS } from "@/lib/auth/cookies";
import { clearedSignedInHintCookie, hasSignedInHint, signedInHintCookie } from "@/lib/auth/hint-cookie";

describe("the signed-in hint cookie", () => {
  it("is found among other cookies, by its exact name", () => {
    expect(hasSignedInHint("costa_signed_in=1")).toBe(true);
    expect(hasSignedInHint("a=b; costa_signed_in=1; c=d")).toBe(true);
    expect(hasSignedInHint("")).toBe(false);
    expect(hasSignedInHint("x_costa_signed_in=1; costa_signed_in_old=1")).toBe(false);
  });

  it("lasts as long as an idle session, for the whole host, and is Secure on https", () => {
    expect(signedInHintCookie(false)).toBe(`costa_signed_in=1; Path=/; Max-Age=${SESSION_IDLE_SECONDS}; SameSite=Lax`);
    expect(signedInHintCookie(true)).toMatch(/; Secure$/);
    expect(clearedSignedInHintCookie(false)).toBe("costa_signed_in=; Path=/; Max-Age=0; SameSite=Lax");
  });
});
