/**
 * Reading and validating request input for route handlers: size-limited JSON, zod with Dutch
 * messages, and one error shape (`fields`: path -> messages). Bad input is a 400, never a 5xx.
 */
import { z, type ZodType } from "zod";
import { fail } from "./respond";

const dutch = z.locales.nl().localeError;

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validate<T>(schema: ZodType<T>, input: unknown, status: "bad_request" | "unprocessable" = "bad_request"): Parsed<T> {
  const result = schema.safeParse(input, { error: dutch });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: fail(status, "Ongeldige invoer", fieldErrors(result.error)) };
}

/** Reads at most `maxBytes` of the body; an empty body counts as `{}`. */
export async function readJsonBody(request: Request, maxBytes = 64 * 1024): Promise<Parsed<unknown>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, response: fail("bad_request", `Het verzoek is te groot (maximaal ${maxBytes} bytes)`) };
  let text = "";
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        return { ok: false, response: fail("bad_request", `Het verzoek is te groot (maximaal ${maxBytes} bytes)`) };
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
  }
  if (text.trim() === "") return { ok: true, data: {} };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: fail("bad_request", "De body is geen geldige JSON") };
  }
}

/** JSON body parsed by a zod schema, or the 400 response to send. */
export async function parseJsonBody<T>(request: Request, schema: ZodType<T>, maxBytes?: number): Promise<Parsed<T>> {
  const body = await readJsonBody(request, maxBytes);
  return body.ok ? validate(schema, body.data) : body;
}
