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

/**
 * A failed query as Next's own error log may print it: the SQL and the database's error code and
 * message, without the parameters (drizzle puts them in the message and in `params`) or the
 * driver's `detail` ("Key (email)=(…) already exists"), which may be personal data.
 */
export function withoutQueryParameters(value: unknown): unknown {
  if (!(value instanceof Error) || !value.message.startsWith("Failed query")) return value;
  const query = "query" in value && typeof value.query === "string" ? value.query : value.message.split("\nparams:")[0]!.slice("Failed query: ".length);
  const { code, errorMessage } = describeError(value);
  const safe = new Error(`Failed query: ${query}\n(parameters left out of the log) database error ${String(code ?? "without code")}: ${String(errorMessage)}`);
  safe.name = value.name;
  const frames = value.stack?.split("\n").filter((line) => line.startsWith("    at ")) ?? [];
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join("\n");
  if ("digest" in value) Object.assign(safe, { digest: value.digest });
  return safe;
}

/**
 * Next prints a page's render error with `console.error` (its "⨯" lines) before our `onRequestError`
 * sees it; a failed query there would print its parameters. Installed once in the server process.
 */
export function keepQueryParametersOutOfConsole(): void {
  const marked = console.error as typeof console.error & { withoutQueryParameters?: true };
  if (marked.withoutQueryParameters) return;
  const original = console.error.bind(console);
  const guarded = (...args: unknown[]) => original(...args.map(withoutQueryParameters));
  console.error = Object.assign(guarded, { withoutQueryParameters: true as const });
}
