/**
 * Sending a request form: `POST /api/requests` with an `Idempotency-Key` per filled-in form. A retry
 * of the same values (after a lost answer, a 429 or a double click) sends the same key, so the
 * server answers with the lead it already stored; other values or a sent form get a new key.
 */
import { callApi } from "@/lib/api/client-fetch";

export interface LeadDocument {
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

const isDocument = (value: unknown): value is LeadDocument =>
  typeof value === "object" && value !== null && typeof (value as LeadDocument).title === "string" && typeof (value as LeadDocument).url === "string";

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
    async send(body: object): Promise<SentLead> {
      const elapsedMs = Date.now() - startedAt;
      const fingerprint = JSON.stringify(body);
      if (pending?.body !== fingerprint) pending = { body: fingerprint, key: newIdempotencyKey() };
      const answer = await callApi<{ id: number }>("/api/requests", { body: { ...body, elapsed_ms: Math.min(Math.round(elapsedMs), 86_400_000) }, headers: { "Idempotency-Key": pending.key } });
      pending = null;
      const documents = Array.isArray(answer.meta.documents) ? answer.meta.documents.filter(isDocument) : [];
      return { id: answer.data.id, message: typeof answer.meta.message === "string" ? answer.meta.message : "", documents };
    },
  };
}
