import "server-only";
/**
 * Per-client request limits (rate-limiter-flexible), one counter per rule and client address. In
 * memory for one instance; several instances share counters in Redis (REDIS_URL), added with the
 * multi-instance setup. A refusal is a 429 with `Retry-After` and a Dutch message.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitRule } from "./call";
import { ApiError } from "./errors";

const globalForLimits = globalThis as unknown as { __costaRateLimiters?: Map<string, RateLimiterMemory> };

function limiterFor(rule: RateLimitRule): RateLimiterMemory {
  const limiters = (globalForLimits.__costaRateLimiters ??= new Map());
  const key = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds });
    limiters.set(key, limiter);
  }
  return limiter;
}

/**
 * The client's address: the last `X-Forwarded-For` entry, which is the one the nearest proxy (or
 * Next's own server, when there is none) added; the entries before it are the client's word.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1)?.slice(0, 64) ?? "unknown";
}

/** Counts one request against the rule; throws a 429 `ApiError` when the client is over its limit. */
export async function enforceRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  try {
    await limiterFor(rule).consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new ApiError("rate_limited", `Te veel verzoeken. Probeer het over ${seconds} seconden opnieuw.`, undefined, { "Retry-After": String(seconds) });
  }
}
