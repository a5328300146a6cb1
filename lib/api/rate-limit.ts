import "server-only";
/**
 * Per-client request limits (rate-limiter-flexible), one counter per rule and client address. In
 * memory for one instance; with REDIS_URL the counters live in Redis, so several instances share
 * them, and while Redis is unreachable each instance counts in memory (the library's insurance
 * limiter) instead of refusing or failing requests. A refusal is a 429 with `Retry-After` and a
 * Dutch message.
 */
import { AppError } from "../app-error";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RateLimitRule } from "./call";
import { CLIENT_IP_HEADER } from "../server/client-ip";
import { metrics } from "../observability/metrics";
import { redisClient } from "../server/redis";

const globalForLimits = globalThis as unknown as { __costaRateLimiters?: Map<string, RateLimiterAbstract> };

/** Redis keys of the limits start with this, so they never meet other data in a shared Redis. */
export const RATE_LIMIT_KEY_PREFIX = "costa:rl:";

function createLimiter(rule: RateLimitRule): RateLimiterAbstract {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
  const redis = redisClient();
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${RATE_LIMIT_KEY_PREFIX}${rule.name}`,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const limiters = (globalForLimits.__costaRateLimiters ??= new Map());
  const key = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = createLimiter(rule);
    limiters.set(key, limiter);
  }
  return limiter;
}

/** The client's address, as the production server put it in its trusted header (lib/server/client-ip.ts). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.slice(0, 64) || "unknown";
}

function refusal(rule: RateLimitRule, msBeforeNext: number): AppError {
  metrics().rateLimited.inc({ rule: rule.name });
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("rate_limited", "rateLimited", { values: { seconds }, headers: { "Retry-After": String(seconds) } });
}

/**
 * Counts one request against the rule; throws a rate_limited `AppError` when the key is over its limit, or over
 * `allowance` (fewer points than the rule's, for a stricter moment: an account under attack).
 */
export async function enforceRateLimit(rule: RateLimitRule, key: string, allowance = rule.points): Promise<void> {
  let state: RateLimiterRes;
  try {
    state = await limiterFor(rule).consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw refusal(rule, rejection.msBeforeNext);
  }
  if (state.consumedPoints > allowance) throw refusal(rule, state.msBeforeNext);
}

/** Throws the 429 when the key has no points left (of `allowance`), without spending one (a check before the work). */
export async function assertUnderRateLimit(rule: RateLimitRule, key: string, allowance = rule.points): Promise<void> {
  const state = await limiterFor(rule).get(key);
  if (state && state.consumedPoints >= allowance) throw refusal(rule, state.msBeforeNext);
}

/** Counts one event against the rule without refusing anything; returns the count in this window. */
export async function countRateLimit(rule: RateLimitRule, key: string): Promise<number> {
  try {
    return (await limiterFor(rule).consume(key)).consumedPoints;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return rejection.consumedPoints;
  }
}

/** Whether the key has used all of the rule's points in this window (spends nothing). */
export async function isAtRateLimit(rule: RateLimitRule, key: string): Promise<boolean> {
  const state = await limiterFor(rule).get(key);
  return (state?.consumedPoints ?? 0) >= rule.points;
}

/** Forgets the key's count (e.g. the right password after a typo or two). */
export async function resetRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}
