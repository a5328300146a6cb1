/**
 * `postinstall`: works around two Next.js faults in the pinned version.
 *
 * 1. (vercel/next.js#82117, fix proposed in #95913): a cached
 * (ISR) redirect is sent with its `Location` header twice, because the page template appends the
 * cached headers to a response that already carries them. Proxies then merge the two into
 * "/a, /a", a broken redirect. The project page is cached and redirects wrong slugs, so the template
 * appends a header only when the response does not already carry that exact value.
 * 2. `IncrementalCache.set` measures every entry with `JSON.stringify(data).length`, though the size
 *    is only read for data-cache entries (its 2 MB limit). A page's entry holds its RSC payload as
 *    Buffers, which JSON turns into an array of numbers per byte: about 9 ms of blocked event loop
 *    for each filtered search page stored (a CPU profile, tests/bench/README.md). The size is now
 *    computed only for data-cache entries.
 * Exact-text patches for the pinned Next version; they say so and change nothing on any other version.
 * Drop a patch (this file and the postinstall entry with the last) once Next ships its fix.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const PINNED = "16.4.6";
const MARKER = "/* costa: appendUniqueHeader */";
const HELPER = `${MARKER}
function appendUniqueHeader(res, name, value) {
    const current = res.getHeader(name);
    const values = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
    if (!values.includes(String(value))) res.appendHeader(name, value);
}
`;
const CALLS = 4;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "node_modules", "next");
const manifest = path.join(root, "package.json");
if (!existsSync(manifest)) process.exit(0);
const version = JSON.parse(readFileSync(manifest, "utf8")).version;
if (version !== PINNED) {
  console.warn(`[patch-next] next ${version} is not ${PINNED}: template left as it is (check vercel/next.js#82117)`);
  process.exit(0);
}

for (const file of ["dist/build/templates/app-page-runtime.js", "dist/esm/build/templates/app-page-runtime.js"]) {
  const target = path.join(root, file);
  const source = readFileSync(target, "utf8");
  if (source.includes(MARKER)) continue;
  const calls = source.split("res.appendHeader(").length - 1;
  if (calls !== CALLS) {
    console.error(`[patch-next] expected ${CALLS} res.appendHeader calls in ${file}, found ${calls}: not patched`);
    process.exit(1);
  }
  const patched = source.replaceAll("res.appendHeader(", "appendUniqueHeader(res, ");
  writeFileSync(target, `${patched}\n${HELPER}`);
  console.log(`[patch-next] ${file}: cached headers are appended once`);
}

/** Patch 2: the entry's size only where it is read (data-cache entries), in every build of the class. */
const SIZE_PATCHES = [
  ["let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152", "let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152"],
  ["const itemSize = JSON.stringify(data).length;", "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;"],
];
const SIZE_FILES = [
  ...["app-page", "app-route"].flatMap((kind) =>
    ["", "-turbo", "-experimental", "-turbo-experimental"].map((flavour) => `dist/compiled/next-server/${kind}${flavour}.runtime.prod.js`),
  ),
  "dist/server/lib/incremental-cache/index.js",
  "dist/esm/server/lib/incremental-cache/index.js",
];
for (const file of SIZE_FILES) {
  const target = path.join(root, file);
  const source = readFileSync(target, "utf8");
  if (SIZE_PATCHES.some(([, replacement]) => source.includes(replacement))) continue;
  const match = SIZE_PATCHES.find(([original]) => source.split(original).length === 2);
  if (!match) {
    console.error(`[patch-next] the entry size measurement was not found once in ${file}: not patched`);
    process.exit(1);
  }
  writeFileSync(target, source.replace(match[0], match[1]));
  console.log(`[patch-next] ${file}: a page's cache entry is no longer measured through JSON`);
}
