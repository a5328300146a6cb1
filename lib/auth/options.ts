import "server-only";
/**
 * next-auth 4.24 for client log-in (spec section 4): the Credentials provider checks the e-mail and
 * password under the abuse limits, the session is a JWT cookie carrying the client's session version,
 * and every read of it compares that version with the database, so a logout (which raises the
 * version), a password change or a reset ends copies of the cookie too.
 */
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { checkCredentials, endSessions, getClientUser, sessionVersionOf } from "../accounts/clients";
import { ApiError } from "../api/errors";
import { loginSchema } from "../accounts/schemas";
import { log } from "../log";
import { CLIENT_IP_HEADER } from "../server/client-ip";
import { SESSION_IDLE_SECONDS, sessionCookieName } from "./cookies";
import { RATE_LIMITED_ERROR } from "./errors";
import { safeRedirectPath } from "./redirect";
import { authSecret, secureCookies } from "./secret";

declare module "next-auth/jwt" {
  interface JWT {
    /** The client's session version when the session began. */
    ver?: number;
  }
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== "object") return undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
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
        async authorize(credentials, request) {
          const input = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!input.success) return null;
          const address = header(request.headers, CLIENT_IP_HEADER) ?? "unknown";
          const user = await checkCredentials(input.data.email, input.data.password, address).catch((error: unknown) => {
            // Over a limit since the route's check (parallel attempts): the route turns this into its 429.
            throw error instanceof ApiError && error.code === "rate_limited" ? new Error(RATE_LIMITED_ERROR) : error;
          });
          return user ? { id: String(user.id), email: user.email, name: `${user.first_name} ${user.last_name}` } : null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        const clientId = Number(user?.id ?? token.sub);
        const version = await sessionVersionOf(clientId);
        if (user) return { ...token, sub: String(clientId), ver: version ?? 0 };
        // Thrown, next-auth clears the cookie and answers "no session".
        if (version === null || version !== token.ver) throw new Error("session ended");
        return token;
      },
      async session({ session, token }) {
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
        if (token?.sub) await endSessions(Number(token.sub));
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
