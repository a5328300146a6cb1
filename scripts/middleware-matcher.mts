/**
 * `npm run middleware:matcher`: writes the middleware's matcher literal from the filter table
 * (scripts/lib/middleware-matcher.ts). Run it after adding a search filter; a unit test fails until then.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { withGeneratedMatcher } from "./lib/middleware-matcher";

const file = new URL("../middleware.ts", import.meta.url);
const before = readFileSync(file, "utf8");
const after = withGeneratedMatcher(before);
if (after === before) console.log("middleware.ts: the matcher is up to date");
else {
  writeFileSync(file, after);
  console.log("middleware.ts: matcher written");
}
