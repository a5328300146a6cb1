/**
 * Secret tokens (Bearer tokens, password-reset links): 256 random bits, shown once, stored only as a
 * SHA-256 hash, so a copy of the database grants nothing. A plain hash is enough: the token is random,
 * not guessable like a password.
 */
import { createHash, randomBytes } from "node:crypto";

/** 43 base64url characters. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
