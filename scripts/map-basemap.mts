/** `npm run map:basemap`: writes the self-served basemap (scripts/lib/basemap.ts) next to the map components. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { BASEMAP_FILE, basemapText } from "./lib/basemap";

const text = basemapText();
writeFileSync(path.join(process.cwd(), BASEMAP_FILE), text);
console.log(`[basemap] wrote ${BASEMAP_FILE} (${Math.round(text.length / 1024)} KB)`);
