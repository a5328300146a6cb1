/**
 * Secrets `npm start` provides when the environment does not. The operator token of a running server (INTERNAL_API_TOKEN): `npm start` makes one when none is
 * set and leaves it, readable by this user only, where the operator commands on the same machine find
 * it. One file per port, so two servers of one checkout do not mix their tokens.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

function internalTokenFile(port: number, root = process.cwd()): string {
  return path.join(root, "data", "run", `internal-api-${port}.token`);
}

/** The configured token, or a new random one; written to the port's file either way. */
export function prepareInternalToken(port: number, configured: string | undefined): string {
  const token = configured ?? randomBytes(32).toString("base64url");
  const file = internalTokenFile(port);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/** What an operator command sends: INTERNAL_API_TOKEN, else the running server's file. */
export function readInternalToken(port: number): string | null {
  if (process.env.INTERNAL_API_TOKEN) return process.env.INTERNAL_API_TOKEN;
  const file = internalTokenFile(port);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * The key that signs session cookies when NEXTAUTH_SECRET is unset: made once and kept (readable by
 * this user only), so a restart does not log every client out. Several instances must share one:
 * set NEXTAUTH_SECRET for them.
 */
export function prepareSessionSecret(configured: string | undefined, root = process.cwd()): string {
  if (configured) return configured;
  const file = path.join(root, "data", "run", "nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
