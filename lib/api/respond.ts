/** The JSON envelope of DESIGN.md section 5: `{ data, meta }` on success, `{ error }` on failure. */
import { NextResponse } from "next/server";
import { ERROR_STATUS, type ErrorCode, type FieldErrors } from "./errors";

const NO_STORE = { "Cache-Control": "no-store" };

export function ok<T>(data: T, meta: Record<string, unknown> = {}, init: { status?: number; headers?: HeadersInit } = {}) {
  return NextResponse.json({ data, meta }, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

export function errorResponse(code: ErrorCode, message: string, options: { fields?: FieldErrors; requestId?: string; headers?: Record<string, string> } = {}) {
  const { fields, requestId, headers } = options;
  return NextResponse.json(
    { error: { code, message, ...(fields ? { fields } : {}), ...(requestId && code === "internal" ? { request_id: requestId } : {}) } },
    { status: ERROR_STATUS[code], headers: { ...NO_STORE, ...headers } },
  );
}
