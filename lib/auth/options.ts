import "server-only";
/**
 * next-auth 4.24 for client log-in (spec section 4): the Credentials provider checks the e-mail and
 * password under the abuse limits, the session is a JWT cookie carrying the client's session version,
 * and every read of it compares that version with the database, so a logout (which raises the
 * version), a password change or a reset ends copies of the cookie too.
 */
import { AppError } from "../app-error";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { checkCredentials, endSessions, getClientUser, sessionVersionOf } from "../accounts/clients";
import { checkStaffCredentials, endStaffSessions, getStaffUser, staffSessionVersionOf, staffUserForApi } from "../crm/staff";
import { loginSchema } from "../accounts/schemas";
import { log } from "../log";
import { CLIENT_IP_HEADER } from "../server/client-ip";
import { SESSION_IDLE_SECONDS, sessionCookieName } from "./cookies";
import { RATE_LIMITED_ERROR } from "./errors";
import { safeRedirectPath } from "./redirect";
import { authSecret, secureCookies } from "./secret";

declare module "next-auth/jwt" {
  interface JWT {
    /** The account's session version when the session began. */
    ver?: number;
    /** A client of the site, or a CRM user (staff): two roles that never share an id space. */
    kind?: "client" | "staff";
  }
}

/** What `authorize` hands the `jwt` callback. */
type SignedIn = { id: string; email: string; name: string; kind: "client" | "staff" };

async function versionOf(kind: "client" | "staff", id: number): Promise<number | null> {
  return kind === "staff" ? staffSessionVersionOf(id) : sessionVersionOf(id);
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== "object") return undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** Over a limit since the route's check (parallel attempts): next-auth passes this error on, and the route turns it into its 429. */
function overLimitToNextAuth<T>(check: Promise<T>): Promise<T> {
  return check.catch((error: unknown) => {
    throw error instanceof AppError && error.code === "rate_limited" ? new Error(RATE_LIMITED_ERROR) : error;
  });
}

export function authOptions(): NextAuthOptions {
  const secure = secureCookies();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
    useSecureCookies: secure,
    cookies: { sessionToken: { name: sessionCookieName(secure), options: { httpOnly: true, sameSite: "lax", path: "/", secure } } },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "E-mail",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, request): Promise<SignedIn | null> {
          const input = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!input.success) return null;
          const user = await overLimitToNextAuth(checkCredentials(input.data.email, input.data.password, header(request.headers, CLIENT_IP_HEADER) ?? "unknown"));
          return user ? { id: String(user.id), email: user.email, name: `${user.first_name} ${user.last_name}`, kind: "client" } : null;
        },
      }),
      // The CRM's log-in (/crm/login): the same rules, its own accounts.
      CredentialsProvider({
        id: "staff",
        name: "CRM",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, request): Promise<SignedIn | null> {
          const input = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!input.success) return null;
          const user = await overLimitToNextAuth(checkStaffCredentials(input.data.email, input.data.password, header(request.headers, CLIENT_IP_HEADER) ?? "unknown"));
          return user ? { id: String(user.id), email: user.email, name: user.name, kind: "staff" } : null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        const kind = (user as SignedIn | undefined)?.kind ?? token.kind ?? "client";
        const id = Number(user?.id ?? token.sub);
        const version = await versionOf(kind, id);
        if (user) return { ...token, sub: String(id), kind, ver: version ?? 0 };
        // Thrown, next-auth clears the cookie and answers "no session".
        if (version === null || version !== token.ver) throw new Error("session ended");
        return token;
      },
      async session({ session, token }) {
        if (token.kind === "staff") {
          const staff = token.sub ? await getStaffUser(Number(token.sub)) : null;
          return { ...session, user: staff ? staffUserForApi(staff) : undefined };
        }
        const user = token.sub ? await getClientUser(Number(token.sub)) : null;
        return { ...session, user: user ? { ...user, name: `${user.first_name} ${user.last_name}` } : undefined };
      },
      /** Spec section 5: only internal paths; anything else goes to the home page of this host. */
      async redirect({ url, baseUrl }) {
        const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url;
        return `${baseUrl}${safeRedirectPath(path, "/")}`;
      },
    },
    events: {
      async signOut({ token }) {
        if (!token?.sub) return;
        if (token.kind === "staff") await endStaffSessions(Number(token.sub));
        else await endSessions(Number(token.sub));
      },
    },
    pages: { signIn: "/login", error: "/login" },
    // next-auth logs whole errors (with request details); one short line is enough and holds no personal data.
    logger: {
      error: (code) => log("warn", "auth_error", { code }),
      warn: (code) => log("warn", "auth_warning", { code }),
      debug: () => undefined,
    },
  };
}
