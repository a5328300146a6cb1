/**
 * A log-in form's call to next-auth (`credentials` for clients, `staff` for the CRM), without a
 * redirect: null when it worked, else which message to show. Both log-in forms use it, so a refusal
 * over the limits and wrong credentials read the same everywhere. next-auth's client loads with the
 * first log-in (or `preloadSignIn`, on the form's first focus), not with the page.
 */
import type { signIn as SignIn } from "next-auth/react";
import { CREDENTIALS_ERROR, RATE_LIMITED_ERROR } from "@/lib/auth/errors";

const loadSignIn = () => import("next-auth/react").then((nextAuth) => nextAuth.signIn);

export function preloadSignIn(): void {
  loadSignIn().catch(() => undefined);
}

export type SignInRefusal = "rateLimited" | "login_error" | "some_error";

export async function credentialsSignIn(
  provider: "credentials" | "staff",
  values: { email: string; password: string },
  callbackUrl: string,
): Promise<SignInRefusal | null> {
  let result: Awaited<ReturnType<typeof SignIn>>;
  try {
    const signIn = await loadSignIn();
    result = await signIn(provider, { redirect: false, email: values.email, password: values.password, callbackUrl });
  } catch {
    return "some_error";
  }
  if (result?.ok && !result.error) return null;
  if (result?.status === 429 || result?.error === RATE_LIMITED_ERROR) return "rateLimited";
  return result?.error === CREDENTIALS_ERROR ? "login_error" : "some_error";
}
