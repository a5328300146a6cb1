/**
 * Rate limits with REDIS_URL: the counters live in Redis, so a second instance (here: the same
 * process with its limiters and connection made anew) continues the first one's count; with Redis
 * unreachable, requests are still counted and limited in memory instead of failing.
 * Runs against the Redis at REDIS_URL, else 127.0.0.1:6379; skipped when none answers.
 */
import { Redis } from "ioredis";
import { redisAnswers, TEST_REDIS_URL } from "../support/redis";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/app-error";
import { enforceRateLimit, RATE_LIMIT_KEY_PREFIX, resetRateLimit } from "@/lib/api/rate-limit";
import { redisClient } from "@/lib/server/redis";

const REDIS_URL = TEST_REDIS_URL;

type Globals = { __costaEnv?: unknown; __costaRateLimiters?: unknown; __costaRedis?: Redis | null };
const globals = globalThis as unknown as Globals;
const saved = { REDIS_URL: process.env.REDIS_URL };

/** A fresh "instance": environment, limiters and connection made again on next use. */
async function newInstance(redisUrl: string | undefined) {
  await globals.__costaRedis?.quit().catch(() => undefined);
  globals.__costaRedis?.disconnect();
  delete globals.__costaEnv;
  delete globals.__costaRateLimiters;
  delete globals.__costaRedis;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
}

/** Until the connection is up, limits count in memory (no command waits for Redis). */
async function connected(): Promise<void> {
  const client = redisClient()!;
  if (client.status !== "ready") await new Promise((resolve) => client.once("ready", resolve));
}

async function refusals(rule: { name: string; points: number; durationSeconds: number }, key: string, attempts: number): Promise<number> {
  let refused = 0;
  for (let i = 0; i < attempts; i++) {
    try {
      await enforceRateLimit(rule, key);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("rate_limited");
      refused++;
    }
  }
  return refused;
}

describe.skipIf(!(await redisAnswers(REDIS_URL)))("rate limits in Redis (REDIS_URL)", () => {
  const rule = { name: `test-shared-${Date.now()}`, points: 5, durationSeconds: 60 };
  const inspector = new Redis(REDIS_URL);

  beforeEach(() => newInstance(REDIS_URL));
  afterAll(async () => {
    await newInstance(saved.REDIS_URL);
    await inspector.quit();
  });

  it("share one count between instances, under a prefix of their own", async () => {
    await connected();
    expect(await refusals(rule, "203.0.113.7", 3)).toBe(0);
    const keys = await inspector.keys(`${RATE_LIMIT_KEY_PREFIX}${rule.name}*`);
    expect(keys).toHaveLength(1);
    expect(Number(await inspector.get(keys[0]!))).toBe(3);

    await newInstance(REDIS_URL);
    await connected();
    // The second instance has 2 of the 5 points left: the third attempt is refused.
    expect(await refusals(rule, "203.0.113.7", 3)).toBe(1);
    // Another address has its own count.
    expect(await refusals(rule, "203.0.113.8", 1)).toBe(0);

    await resetRateLimit(rule, "203.0.113.7");
    expect(await inspector.keys(`${RATE_LIMIT_KEY_PREFIX}${rule.name}:203.0.113.7`)).toEqual([]);
  });

  it("count in memory while Redis cannot be reached, without failing a request", async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    await newInstance("redis://127.0.0.1:1");
    const offline = { ...rule, name: `test-offline-${Date.now()}` };
    expect(await refusals(offline, "203.0.113.9", 8)).toBe(3);
  });
});
