/**
 * `npm run proxy:matcher`: writes the proxy's matcher literal from the filter table
 * (scripts/lib/proxy-matcher.ts). Run it after adding a search filter; a unit test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { withGeneratedMatcher } from "./lib/proxy-matcher";

const file = new URL("../proxy.ts", import.meta.url);
const before = readFileSync(file, "utf8");
const after = withGeneratedMatcher(before);
if (after === before) console.log("proxy.ts: the matcher is up to date");
else {
  writeFileSync(file, after);
  console.log("proxy.ts: matcher written");
}
