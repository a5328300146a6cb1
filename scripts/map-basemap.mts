/**
 * `npm run map:basemap`: writes the self-served basemap (scripts/lib/basemap.ts) next to the map
 * components, and its detail for close zooms (scripts/lib/coastline.ts) as one file per cell.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BASEMAP_FILE, basemapText } from "./lib/basemap";
import { buildDetailCells, DETAIL_DIR } from "./lib/coastline";

const text = basemapText();
writeFileSync(path.join(process.cwd(), BASEMAP_FILE), text);
console.log(`[basemap] wrote ${BASEMAP_FILE} (${Math.round(text.length / 1024)} KB)`);

const directory = path.join(process.cwd(), DETAIL_DIR);
rmSync(directory, { recursive: true, force: true });
mkdirSync(directory, { recursive: true });
let bytes = 0;
const cells = buildDetailCells();
for (const [key, cell] of cells) {
  const json = JSON.stringify(cell);
  bytes += json.length;
  writeFileSync(path.join(directory, `${key}.json`), json);
}
console.log(`[basemap] wrote ${cells.size} detail cells to ${DETAIL_DIR} (${Math.round(bytes / 1024)} KB)`);
