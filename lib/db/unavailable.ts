/**
 * "The database is not there" versus every other failure, judged by what the drivers really throw, so
 * that a database that does not answer is a 503 with Retry-After (try again) and never a 404 ("no such
 * partner") or a 500 (a bug). Pure: no driver imports.
 *
 * - node-postgres and the network: socket error codes, and the errors it throws without a code when a
 *   connection died under it ("Client has encountered a connection error and is not queryable",
 *   "Connection terminated unexpectedly") or the pool cannot get one in time;
 * - PostgreSQL: SQLSTATE class 08 (connection exceptions), 57P01–57P03 (the server terminated the
 *   backend, is shutting down, or cannot connect now), 53300 (too many connections);
 * - PGlite: a closed instance.
 * Drizzle wraps driver errors ("Failed query: …" with the driver's error as `cause`): the chain of
 * causes is walked, and so are an AggregateError's errors (a refused dual-stack connect).
 */

const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "57P01", "57P02", "57P03", "53300"]);

/** Messages of errors the drivers throw without a code (pg 8, pg-pool 3, PGlite 0.5). */
const UNAVAILABLE_MESSAGES = [
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];

/** How long a caller should wait before trying again, in seconds (the `Retry-After` of a 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

function isUnavailableItself(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  // A bounded walk: causes and aggregated errors are short chains in practice.
  for (let seen = 0; pending.length > 0 && seen < 16; seen++) {
    const current = pending.shift();
    if (!(current instanceof Error)) continue;
    if (isUnavailableItself(current)) return true;
    if (current.cause !== undefined) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
