/**
 * When a mail that could not be sent is tried again: exponential backoff from 30 seconds, doubling
 * per attempt, capped at an hour, minus up to a quarter at random so that mails that failed together
 * (an SMTP outage) do not all come back in the same second. A mail is never given up on: past the
 * cap it is tried hourly, and from WARN_AFTER_ATTEMPTS on each failure is logged as a warning.
 */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** About two hours of failures (30 s, 1, 2, 4, 8, 16, 32 min, then hourly). */
export const WARN_AFTER_ATTEMPTS = 8;
const JITTER = 0.25;

/**
 * Delay before the next try after `attempts` failed tries (1 = the first failure).
 * `random` is in [0, 1), as Math.random.
 */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  // 2 ** 30 already passes the cap; a bigger exponent would only overflow to Infinity.
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 30));
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(base * (1 - JITTER * r));
}
