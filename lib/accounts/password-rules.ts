/**
 * Password rules (client-safe: the register, reset and profile forms check them before sending):
 * 10 to 128 characters, and not among the 10,000 most common passwords (compared without case).
 */
import COMMON from "./common-passwords.json";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const common = new Set<string>(COMMON);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
