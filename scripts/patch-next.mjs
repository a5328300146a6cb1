/**
 * `postinstall`: works around a Next.js bug (vercel/next.js#82117, fix proposed in #95913): a cached
 * (ISR) redirect is sent with its `Location` header twice, because the page template appends the
 * cached headers to a response that already carries them. Proxies then merge the two into
 * "/a, /a", a broken redirect. The project page is cached and redirects wrong slugs, so the template
 * appends a header only when the response does not already carry that exact value.
 * Exact-text patch for the pinned Next version; it says so and changes nothing on any other version.
 * Drop this file (and the postinstall entry) once Next ships the fix.
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
