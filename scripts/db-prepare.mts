/**
 * Migrate, then seed when empty (scripts/lib/prepare-database.ts), in a process of its own: `npm start` runs
 * it before the server. PGlite's WebAssembly memory, once grown by a seed, is never given back to the
 * system, so the start process that stays alive beside the server must not have opened the database.
 */
import { envOrExit } from "./lib/env-or-exit";
import { prepareDatabase } from "./lib/prepare-database";

await prepareDatabase(envOrExit(), (message) => console.log(`[start] ${message}`));
