/**
 * Requests refused before they reach Next.js, which answers them with a bare 500: methods outside
 * HTTP's usual set (TRACE, TRACK, CONNECT, ...: undici cannot even build a Request for them) and paths
 * with broken percent-escapes (`/demo/for-sale/%FF`). Pure; the production server (scripts/serve.mts)
 * applies it.
 */
import { securityHeaderRecord } from "../security/headers";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface Refusal {
  status: 400 | 405;
  headers: Record<string, string>;
  body: string;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/">Go back to homepage</a></p></body></html>`;

/** Null when the request may go on; otherwise the answer to send. */
export function refuseRequest(method: string | undefined, url: string | undefined): Refusal | null {
  const path = (url ?? "/").split("?", 1)[0]!;
  const api = path.startsWith("/api/");
  const answer = (status: 400 | 405, code: string, message: string, extra: Record<string, string> = {}): Refusal => ({
    status,
    headers: {
      ...securityHeaderRecord(),
      "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    },
    body: api ? JSON.stringify({ error: { code, message } }) : PAGE(status === 400 ? "Ongeldig adres" : "Niet toegestaan", message),
  });
  if (!(ALLOWED_METHODS as readonly string[]).includes((method ?? "").toUpperCase())) {
    return answer(405, "method_not_allowed", "Deze methode wordt niet ondersteund.", { Allow: ALLOWED_METHODS.join(", ") });
  }
  if (!decodes(path)) return answer(400, "bad_request", "Het adres bevat een ongeldige codering (%).");
  return null;
}
