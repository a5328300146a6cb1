import "server-only";
/**
 * The one guard around a password check, for clients and CRM users alike, on every log-in path.
 * Guessing stays expensive, yet nobody gets a button that locks an owner out:
 * - per address: 30 attempts a minute, whatever the accounts;
 * - per account and address: 10 password checks per 15 minutes; the right password forgets them;
 * - per account, from all addresses together: 50 wrong passwords an hour put the account under attack
 *   until that hour ends. Each address then gets 2 tries per 15 minutes instead of 10, so an address
 *   that has not failed (the owner's) still gets its check and logs in with the right password; and
 *   the owner is mailed once.
 * A refusal is a 429 with `Retry-After` before the check, so it costs no hashing. Unknown e-mails are
 * counted like known ones: no answer tells whether an account exists.
 */
import { assertUnderRateLimit, countRateLimit, enforceRateLimit, isAtRateLimit, resetRateLimit } from "../api/rate-limit";
import { log } from "../log";
import { afterResponse } from "../server/after-response";
import { ATTEMPTS_PER_ADDRESS_UNDER_ATTACK, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_PER_ACCOUNT_ADDRESS, LOGIN_PER_ADDRESS } from "./limits";

export interface LoginAttempt {
  /** The account's limit key: the e-mail in lower case (`staff:` before it for a CRM user). */
  account: string;
  /** The client's address (`clientAddress` in lib/api/rate-limit.ts). */
  address: string;
}

const pairKey = ({ account, address }: LoginAttempt) => JSON.stringify([account, address]);

/** How many password checks each address may have on this account now. */
async function allowancePerAddress(account: string): Promise<number> {
  return (await isAtRateLimit(LOGIN_FAILURES_PER_ACCOUNT, account)) ? ATTEMPTS_PER_ADDRESS_UNDER_ATTACK : LOGIN_PER_ACCOUNT_ADDRESS.points;
}

/** Throws the 429 the attempt would get, spending nothing (next-auth's route, before next-auth runs). */
export async function assertLoginAllowed(attempt: LoginAttempt): Promise<void> {
  await assertUnderRateLimit(LOGIN_PER_ADDRESS, attempt.address);
  if (attempt.account) await assertUnderRateLimit(LOGIN_PER_ACCOUNT_ADDRESS, pairKey(attempt), await allowancePerAddress(attempt.account));
}

/**
 * Runs `check` (the password check: the user, or null for a wrong e-mail or password) under the
 * limits. The wrong password that brings the account to its ceiling runs `notifyOwner` (its mail)
 * after the answer, which it neither holds up nor changes.
 */
export async function guardedPasswordCheck<T>(attempt: LoginAttempt, check: () => Promise<T | null>, notifyOwner: () => Promise<void>): Promise<T | null> {
  await enforceRateLimit(LOGIN_PER_ADDRESS, attempt.address);
  await enforceRateLimit(LOGIN_PER_ACCOUNT_ADDRESS, pairKey(attempt), await allowancePerAddress(attempt.account));
  const user = await check();
  if (user) {
    // The right password: this address's earlier typos no longer count.
    await resetRateLimit(LOGIN_PER_ACCOUNT_ADDRESS, pairKey(attempt));
    return user;
  }
  // Exactly once per window: the counter reaches the ceiling once before it expires.
  if ((await countRateLimit(LOGIN_FAILURES_PER_ACCOUNT, attempt.account)) === LOGIN_FAILURES_PER_ACCOUNT.points) {
    log("warn", "login_account_under_attack");
    afterResponse("login_attack_mail_failed", notifyOwner);
  }
  return null;
}
