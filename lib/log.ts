/** Structured logs: one JSON object per line on stdout (errors on stderr), easy to ship and grep. */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = process.env.LOG_LEVEL as Level | undefined;
  return order[level ?? "info"] ?? order.info;
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

const MAX_MESSAGE = 300;

/**
 * The database error behind a thrown value: drizzle wraps driver errors as "Failed query: <sql>
 * params: <values>", and the values may be personal data, so only the driver's own error is kept.
 */
function databaseCause(error: Error): (Error & { code?: unknown }) | null {
  if (!error.message.startsWith("Failed query")) return null;
  return error.cause instanceof Error ? error.cause : new Error("database query failed");
}

/**
 * The useful, safe parts of a thrown value: name, message (short, never SQL or its parameters), the
 * database error code, Next's digest, and for unexpected errors the top of the stack.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error).slice(0, MAX_MESSAGE) };
  const cause = databaseCause(error);
  const shown = cause ?? error;
  const code = "code" in shown && (typeof shown.code === "string" || typeof shown.code === "number") ? shown.code : undefined;
  const digest = "digest" in error ? String((error as { digest: unknown }).digest) : undefined;
  const stack = cause ? undefined : error.stack?.split("\n").slice(1, 4).map((line) => line.trim());
  // The database quotes offending values in its messages ('invalid input syntax for type integer: "…"').
  const message = cause ? shown.message.replace(/"[^"]*"/g, '"…"') : shown.message;
  return { error: shown.name, errorMessage: message.slice(0, MAX_MESSAGE), code, digest, stack };
}
