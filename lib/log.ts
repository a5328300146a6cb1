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

/** The useful, safe parts of a thrown value. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const digest = "digest" in error ? String((error as { digest: unknown }).digest) : undefined;
    return { error: error.name, errorMessage: error.message, digest, stack: error.stack };
  }
  return { error: String(error) };
}
