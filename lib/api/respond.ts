/** The JSON envelope of DESIGN.md section 5: `{ data, meta }` on success, `{ error }` on failure. */
import { NextResponse } from "next/server";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  | "unavailable"
  | "internal";

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

const noStore = { "Cache-Control": "no-store" };

export function ok<T>(data: T, meta: Record<string, unknown> = {}, init: { status?: number; headers?: HeadersInit } = {}) {
  return NextResponse.json({ data, meta }, { status: init.status ?? 200, headers: { ...noStore, ...init.headers } });
}

export function fail(code: ErrorCode, message: string, fields?: Record<string, string[]>) {
  return NextResponse.json(
    { error: { code, message, ...(fields ? { fields } : {}) } },
    { status: statusOf[code], headers: noStore },
  );
}
