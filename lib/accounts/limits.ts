import "server-only";
/**
 * Abuse limits of the account calls (rate-limiter-flexible through lib/api/rate-limit.ts): at most 10
 * password checks per account per 15 minutes and 30 log-in attempts per address per minute, on both
 * log-in paths; registration and forgot-password per address.
 */
import type { RateLimitRule } from "../api/call";

export const LOGIN_PER_ADDRESS: RateLimitRule = { name: "login-address", points: 30, durationSeconds: 60 };
export const PASSWORD_CHECKS_PER_ACCOUNT: RateLimitRule = { name: "login-account", points: 10, durationSeconds: 15 * 60 };
export const REGISTER_PER_ADDRESS: RateLimitRule = { name: "register-address", points: 10, durationSeconds: 60 * 60 };
export const FORGOT_PER_ADDRESS: RateLimitRule = { name: "forgot-address", points: 5, durationSeconds: 15 * 60 };
