import type { Page } from "@playwright/test";

export interface LoginAnswer {
  status: number;
  retryAfter: string | null;
  /** next-auth's `url` (where its client reads the error from), when the answer is JSON. */
  url: string | null;
}

/**
 * Log-ins through next-auth's credentials callback (`credentials` for clients, `staff` for the CRM),
 * all at once, sent by the page itself: from the browser's own address, which the log-in limits count
 * per account and address (the test's request context may connect from another loopback address).
 */
export function logInFromPage(page: Page, provider: "credentials" | "staff", email: string, passwords: string[]): Promise<LoginAnswer[]> {
  return page.evaluate(
    async ({ provider, email, passwords }) => {
      const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
      const attempt = async (password: string) => {
        const response = await fetch(`/api/auth/callback/${provider}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, password, csrfToken, json: "true" }),
        });
        const body = (await response.json().catch(() => null)) as { url?: string } | null;
        return { status: response.status, retryAfter: response.headers.get("retry-after"), url: body?.url ?? null };
      };
      return Promise.all(passwords.map(attempt));
    },
    { provider, email, passwords },
  );
}
