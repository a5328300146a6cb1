/**
 * `npx tsx scripts/generate-common-passwords.mts`: writes lib/accounts/common-passwords.json, the
 * passwords among the 10,000 most common (zxcvbn-ts's frequency-ordered list) that the length rule
 * (10 to 128 characters) lets through: the only ones a password check must still refuse. A small file
 * the register form can ship; a unit test keeps it equal to the source list.
 */
import { writeFileSync } from "node:fs";
import { commonPasswordsFrom } from "../lib/accounts/common-passwords-source";

writeFileSync("lib/accounts/common-passwords.json", JSON.stringify(await commonPasswordsFrom()) + "\n");
console.log("wrote lib/accounts/common-passwords.json");
