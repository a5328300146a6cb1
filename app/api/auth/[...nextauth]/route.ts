import NextAuth from "next-auth";
import { PASSWORD_CHECKS_PER_ACCOUNT, LOGIN_PER_ADDRESS } from "@/lib/accounts/limits";
import { ApiError } from "@/lib/api/errors";
import { assertUnderRateLimit, clientAddress } from "@/lib/api/rate-limit";
import { errorResponse } from "@/lib/api/respond";
import { authOptions } from "@/lib/auth/options";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's own routes (CSRF token, credentials callback, session, sign-out). A log-in over the limit
 * is answered here with a 429 and `Retry-After`, as `POST /api/client-login` would; the body carries
 * the `url` next-auth's client reads its error from.
 */
async function limitedLogin(request: Request): Promise<Response | null> {
  const form = new URLSearchParams(await request.clone().text());
  const email = (form.get("email") ?? "").trim().toLowerCase().slice(0, 254);
  try {
    await assertUnderRateLimit(LOGIN_PER_ADDRESS, clientAddress(request));
    if (email) await assertUnderRateLimit(PASSWORD_CHECKS_PER_ACCOUNT, email);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const response = errorResponse(error.code, error.message, { headers: error.headers });
    const body = { ...(await response.clone().json()), url: `${new URL(request.url).origin}/login?error=RateLimited` };
    return Response.json(body, { status: response.status, headers: response.headers });
  }
}

async function handle(request: Request, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  if (request.method === "POST" && nextauth.join("/") === "callback/credentials") {
    const refused = await limitedLogin(request);
    if (refused) return refused;
  }
  return NextAuth(request as never, context as never, authOptions()) as Promise<Response>;
}

export { handle as GET, handle as POST };
