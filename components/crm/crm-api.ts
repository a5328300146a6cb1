/**
 * The CRM's calls from the browser. Always same-origin (not NEXT_PUBLIC_API_BASE): they ride on the
 * CRM session cookie, and the API refuses a cookie write from another origin. Client-safe.
 */
import { ApiFailure, readEnvelope, type Envelope } from "@/lib/api/client-fetch";

export async function crmCall<T>(path: string, options: { method: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown }): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method,
      headers: { accept: "application/json", ...(options.body === undefined ? {} : { "content-type": "application/json" }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new ApiFailure(0, "network", error instanceof Error ? error.message : "network error");
  }
  return readEnvelope<T>(response);
}
