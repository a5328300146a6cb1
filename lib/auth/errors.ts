/**
 * The `error` next-auth's client (`signIn`) reads from the answer's `url` when a log-in is over a rate
 * limit (spec: 429), beside next-auth's own `CredentialsSignin` for a wrong e-mail or password. Pure.
 */
export const RATE_LIMITED_ERROR = "RateLimited";
export const CREDENTIALS_ERROR = "CredentialsSignin";
