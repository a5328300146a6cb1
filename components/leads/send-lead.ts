/**
 * Sending a request form: `POST /api/requests` with an `Idempotency-Key` per filled-in form. A retry
 * of the same values (after a lost answer, a 429 or a double click) sends the same key, so the
 * server answers with the lead it already stored; other values or a sent form get a new key.
 * An answer that says "try again" (a 503 when the database does not answer, with Retry-After; a
 * proxy's 502 or 504) is tried again by the sender itself with the same key and a growing pause, about
 * a minute in all, while the form says it is still sending: a visitor's request is not lost to a blip,
 * nor stored twice. No answer at all (offline) is said at once: the visitor sends again, same key.
 */
import { ApiFailure, apiCall, type CallAnswer } from "@/lib/api/client";
import type { LeadRequest } from "@/lib/leads/schemas";
import { landingSource } from "./landing-source";

interface LeadDocument {
  title: string;
  url: string;
}

export interface SentLead {
  id: number;
  message: string;
  /** A logged-in client's price list, floor plan or brochure: the download links, at once. */
  documents: LeadDocument[];
}

/** A random UUID (v4); `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Pauses between tries, in ms: about a minute in all before the form gives up and says so. */
export const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** A `Retry-After` is obeyed up to this long. */
const MAX_RETRY_AFTER_MS = 30_000;

/** Answers that ask for the same request again: a proxy's, or a server's that cannot serve just now. */
export function isRetryable(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && (error.status === 502 || error.status === 503 || error.status === 504);
}

/** The pause before retry `attempt` (0-based): the table's, or longer when the server's Retry-After asks (up to 30 s). */
export function retryPauseMs(error: ApiFailure, attempt: number): number {
  const table = RETRY_PAUSES_MS[Math.min(attempt, RETRY_PAUSES_MS.length - 1)]!;
  return Math.max(table, Math.min((error.retryAfterSeconds ?? 0) * 1000, MAX_RETRY_AFTER_MS));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One form's sender: counts the fill time from `start()` (the form's mount) and remembers the key of
 * the values last sent until they are received.
 */
export function leadSender() {
  let pending: { body: string; key: string } | null = null;
  let startedAt = Date.now();
  return {
    start(): void {
      startedAt = Date.now();
    },
    /** Sends, retrying what a retry can cure; `onRetrying` hears of each pause (the form says it is still sending). */
    async send(body: LeadRequest, onRetrying: (attempt: number) => void = () => undefined): Promise<SentLead> {
      const elapsedMs = Date.now() - startedAt;
      const fingerprint = JSON.stringify(body);
      if (pending?.body !== fingerprint) pending = { body: fingerprint, key: newIdempotencyKey() };
      const request = { body: { ...body, elapsed_ms: Math.min(Math.round(elapsedMs), 86_400_000), source: landingSource() }, headers: { "idempotency-key": pending.key } };
      let answer: CallAnswer<"POST /api/requests">;
      for (let attempt = 0; ; attempt++) {
        try {
          answer = await apiCall("POST /api/requests", request);
          break;
        } catch (error) {
          if (!isRetryable(error) || attempt >= RETRY_PAUSES_MS.length) throw error;
          onRetrying(attempt + 1);
          await pause(retryPauseMs(error, attempt));
        }
      }
      pending = null;
      return { id: answer.data.id, message: answer.meta.message, documents: answer.meta.documents };
    },
  };
}
