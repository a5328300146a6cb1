/**
 * Requests answered before they reach Next.js, which would answer them badly:
 * - methods outside HTTP's usual set (TRACE, TRACK, CONNECT, ...: undici cannot even build a Request
 *   for them) and paths with broken percent-escapes (`/demo/for-sale/%FF`): Next's bare 500;
 * - form posts (`multipart/form-data`) and `Next-Action` calls: Next takes them for Server Actions,
 *   which this site has none of, and answers a plain-text 409 while logging a stack;
 * - paths with a trailing or a doubled slash: Next redirects them with the whole query twice
 *   (`Location` and `Refresh`) and without the security headers, so a long query made headers larger
 *   than proxies and Node's own client accept. Here: one `Location`, at most `MAX_REDIRECT_LENGTH`
 *   long (a 414 beyond), and the security headers.
 * Pure; the production server (scripts/serve.mts) applies it.
 */
import type { ErrorCode } from "../api/errors";
import { securityHeaderRecord } from "../security/headers";
import { plainPage } from "./plain-page";
import { apiErrorTexts } from "../i18n/standalone";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** About the longest URL every browser, proxy and crawler handles; no link of the site comes near it. */
export const MAX_REDIRECT_LENGTH = 2_000;

export interface EarlyAnswer {
  status: 308 | 400 | 405 | 414 | 415;
  headers: Record<string, string>;
  body: string;
}

export interface RequestLine {
  method: string | undefined;
  url: string | undefined;
  contentType?: string | undefined;
  /** The request names a Server Action (the `Next-Action` header). */
  serverAction?: boolean;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const TITLES = { 400: "titleBadAddress", 405: "titleNotAllowed", 414: "titleAddressTooLong", 415: "titleUnsupported" } as const;

/** The path without doubled slashes and without a trailing slash (the root stays `/`). */
export function canonicalSlashes(path: string): string {
  const single = path.replace(/\/{2,}/g, "/");
  return single.length > 1 && single.endsWith("/") ? single.slice(0, -1) : single;
}

/** Null when the request may go on to Next; otherwise the answer to send. */
export function answerEarly({ method, url, contentType, serverAction = false }: RequestLine): EarlyAnswer | null {
  const target = url ?? "/";
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart);
  const api = path.startsWith("/api/");
  const answer = (status: Exclude<EarlyAnswer["status"], 308>, code: ErrorCode, message: string, extra: Record<string, string> = {}): EarlyAnswer => ({
    status,
    headers: {
      ...securityHeaderRecord(),
      "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    },
    body: api ? JSON.stringify({ error: { code, message } }) : plainPage(apiErrorTexts(TITLES[status]), message),
  });
  const upperMethod = (method ?? "").toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(upperMethod)) {
    return answer(405, "method_not_allowed", apiErrorTexts("methodNotAllowed"), { Allow: ALLOWED_METHODS.join(", ") });
  }
  if (!decodes(path)) return answer(400, "bad_request", apiErrorTexts("badEncoding"));

  // next-auth's own routes take its form posts.
  const formPost = upperMethod !== "GET" && upperMethod !== "HEAD" && (contentType ?? "").trim().toLowerCase().startsWith("multipart/form-data");
  if ((formPost || serverAction) && !path.startsWith("/api/auth/")) {
    return answer(415, "unsupported_media_type", apiErrorTexts(api ? "sendJson" : "noFileForms"));
  }

  const canonical = canonicalSlashes(path);
  if (canonical !== path) {
    const location = canonical + query;
    if (location.length > MAX_REDIRECT_LENGTH) return answer(414, "uri_too_long", apiErrorTexts("addressTooLong", { max: MAX_REDIRECT_LENGTH }));
    // 308 keeps the method and the body, as Next's own redirect did.
    return { status: 308, headers: { ...securityHeaderRecord(), "Cache-Control": "no-store", Location: location }, body: "" };
  }
  return null;
}
