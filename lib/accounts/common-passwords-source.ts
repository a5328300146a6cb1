/** Where lib/accounts/common-passwords.json comes from (the generator script and its unit test; never the app). */
import { PASSWORD_MIN } from "./password-rules";

const TOP_COMMON = 10_000;

export async function commonPasswordsFrom(): Promise<string[]> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  const top = (dictionary["passwords-common"] as string[]).slice(0, TOP_COMMON);
  return [...new Set(top.map((password) => password.toLowerCase()).filter((password) => password.length >= PASSWORD_MIN))].sort();
}
