import "server-only";
/**
 * Abuse limits of the account calls (rate-limiter-flexible through lib/api/rate-limit.ts). A password
 * log-in (clients and CRM users alike, lib/accounts/login-guard.ts) is limited per address, per
 * account and address, and by a ceiling per account that slows guessing without locking the owner
 * out; registration and forgot-password per address.
 */
import type { RateLimitRule } from "../api/call";

export const LOGIN_PER_ADDRESS: RateLimitRule = { name: "login-address", points: 30, durationSeconds: 60 };
/** Password checks of one account from one address: the owner's typos, or one guesser's tries. */
export const LOGIN_PER_ACCOUNT_ADDRESS: RateLimitRule = { name: "login-account-address", points: 10, durationSeconds: 15 * 60 };
/**
 * Wrong passwords for one account from all addresses together. At this count the account is under
 * attack for the rest of the hour: each address then gets `ATTEMPTS_PER_ADDRESS_UNDER_ATTACK` tries
 * (an address that has not failed still gets its check), and the owner is mailed once.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: "login-account-failures", points: 50, durationSeconds: 60 * 60 };
/** Two: the owner's one typo and the retry; a guessing address gets a fifth of its usual tries. */
export const ATTEMPTS_PER_ADDRESS_UNDER_ATTACK = 2;
export const REGISTER_PER_ADDRESS: RateLimitRule = { name: "register-address", points: 10, durationSeconds: 60 * 60 };
export const FORGOT_PER_ADDRESS: RateLimitRule = { name: "forgot-address", points: 5, durationSeconds: 15 * 60 };
