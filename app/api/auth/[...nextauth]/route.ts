import { AppError } from "@/lib/app-error";
import NextAuth from "next-auth";
import { assertLoginAllowed } from "@/lib/accounts/login-guard";
import { clientAddress } from "@/lib/api/rate-limit";
import { errorResponse } from "@/lib/api/respond";
import { RATE_LIMITED_ERROR } from "@/lib/auth/errors";
import { authOptions } from "@/lib/auth/options";
import { staffLimitKey } from "@/lib/crm/staff-limits";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * The log-in callbacks: the account limit key each provider's own check counts under (clients by
 * e-mail, CRM users as `staff:<email>`, lib/crm/staff.ts), and the log-in page its errors belong to.
 */
const LOGINS: Record<string, { accountKey: (email: string) => string; page: string }> = {
  "callback/credentials": { accountKey: (email) => email, page: "/login" },
  "callback/staff": { accountKey: staffLimitKey, page: "/crm/login" },
};

type Login = (typeof LOGINS)[string];

/**
 * next-auth's own routes (CSRF token, credentials callbacks, session, sign-out). A log-in over the limit
 * is answered here with a 429 and `Retry-After`, as `POST /api/client-login` would; the body carries
 * the `url` next-auth's client reads its error from.
 */
async function limitedLogin(request: Request, login: Login, email: string): Promise<Response | null> {
  try {
    await assertLoginAllowed({ account: email ? login.accountKey(email) : "", address: clientAddress(request) });
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const response = errorResponse(error.code, error.message, { headers: error.headers });
    const body = { ...(await response.clone().json()), url: `${new URL(request.url).origin}${login.page}?error=${RATE_LIMITED_ERROR}` };
    return Response.json(body, { status: response.status, headers: response.headers });
  }
}

/** Whether next-auth answered a log-in with the rate-limit error its `authorize` threw. */
async function refusedInside(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response.clone().json().catch(() => null)) as { url?: unknown } | null;
  return typeof body?.url === "string" && body.url.includes(`error=${RATE_LIMITED_ERROR}`);
}

async function handle(request: Request, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  const login = request.method === "POST" ? LOGINS[nextauth.join("/")] : undefined;
  // Read before next-auth consumes the body.
  const email = login ? (new URLSearchParams(await request.clone().text()).get("email") ?? "").trim().toLowerCase().slice(0, 254) : "";
  if (login) {
    const refused = await limitedLogin(request, login, email);
    if (refused) return refused;
  }
  const response = (await NextAuth(request as never, context as never, authOptions())) as Response;
  // Parallel attempts can pass the check above together and meet the limit inside: the same 429 then.
  if (login && (await refusedInside(response))) return (await limitedLogin(request, login, email)) ?? response;
  return response;
}

export { handle as GET, handle as POST };
