/**
 * fast-check arbitraries for fuzzing JSON endpoints: bodies shaped after a call's JSON Schema (the
 * OpenAPI request body), with values at and beyond every limit a column or a parser has, mixed with
 * arbitrary JSON and texts that are no JSON at all.
 */
import fc from "fast-check";

export type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[] };

/** Numbers that break naive code: integer column limits (±2^31), safe-integer limits, subnormals, huge and fractional values. */
const EDGE_NUMBERS = [
  0, -0, 1, -1, 0.5, 1.5, 10, 11, 90, 90.000001, -90.000001, 180.000001, -180.000001, 200, 201, 10_000, 10_001,
  2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 4_294_967_296, 9_007_199_254_740_991, 9_007_199_254_740_993,
  1e21, 1e308, -1e308, 5e-324, -5e-324, 2.2250738585072014e-308, 1e-310,
];

const edgeNumber = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) }, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const edgeString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", " ", "costa-del-sol", "spanje", "marbella", "demo", "partner-a.test", "zuidkust", "Ma\u0301laga", "../../etc/passwd", "<script>alert(1)</script>", "' or 1=1 --", "\u0000", "%FF", "x".repeat(300)),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);
const anyScalar = fc.oneof(edgeNumber, edgeString, fc.boolean(), fc.constant(null));

function valueFor(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const wild = depth > 2 ? anyScalar : fc.oneof(anyScalar, fc.array(anyScalar, { maxLength: 15 }), fc.dictionary(edgeString, anyScalar, { maxKeys: 4 }));
  if (!schema) return wild;
  // Mostly values of the right type (so the request gets past validation to the database), sometimes anything.
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => valueFor(branch, depth)));
  if (schema.type === "null") return fc.constant(null);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    if (type === "integer" || type === "number") options.push(edgeNumber, edgeNumber);
    if (type === "string") options.push(edgeString);
    if (type === "boolean") options.push(fc.boolean());
    if (type === "array") options.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 12 }), fc.array(edgeNumber, { minLength: 11, maxLength: 200 }));
    if (type === "object" && schema.properties && depth < 3) options.push(objectFor(schema, depth + 1));
  }
  if (options.length === 0) return wild;
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...options) }, { weight: 1, arbitrary: wild });
}

/** An object with a few of the schema's keys (each request probes a few fields, not all at once). */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const known = fc
    .subarray(properties, { maxLength: Math.min(3, properties.length) })
    .chain((chosen) => fc.tuple(...chosen.map(([key, property]) => valueFor(property, depth).map((value) => [key, value] as const))))
    .map((entries) => Object.fromEntries(entries));
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), anyScalar, { maxKeys: 3 });
  return fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a })) });
}

/** Paths to every number in the schema (`near.lat`; `cat.0` for an array of numbers). */
function numberPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const paths: string[][] = [];
  if (types.includes("integer") || types.includes("number")) paths.push(prefix);
  if (types.includes("array")) paths.push(...numberPaths(schema.items, [...prefix, "0"], depth + 1));
  for (const branch of schema.anyOf ?? []) paths.push(...numberPaths(branch, prefix, depth + 1));
  for (const [key, property] of Object.entries(schema.properties ?? {})) paths.push(...numberPaths(property, [...prefix, key], depth + 1));
  return paths;
}

/** A body with one number at or beyond a limit, the rest left out: it reaches the database unless validation stops it. */
function edgeNumberBodies(schema: JsonSchema | undefined): fc.Arbitrary<string> | null {
  const paths = numberPaths(schema).filter((path) => path.length > 0);
  if (paths.length === 0) return null;
  return fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...EDGE_NUMBERS)).map(([path, value]) => {
    const build = (rest: string[]): unknown => (rest.length === 0 ? value : rest[0] === "0" ? [build(rest.slice(1))] : { [rest[0]!]: build(rest.slice(1)) });
    const body = build(path) as Record<string, unknown>;
    // Siblings of a nested number that the schema needs (near.lat with near.lng) are given a harmless value.
    if (path[0] === "near" || path[0] === "bounds") Object.assign(body[path[0]] as object, { lat: 36.5, lng: -4.9, north: 37, south: 36, east: -4, west: -5, ...(body[path[0]] as object) });
    return JSON.stringify(body);
  });
}

/** A request body text: mostly schema-shaped JSON, some arbitrary JSON, some broken text, some numbers JSON turns into Infinity. */
export function bodyText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const shaped = schema ? objectFor(schema, 0).map((body) => JSON.stringify(body)) : fc.constant("{}");
  const infinities = keys.length ? fc.constantFrom(...keys).map((key) => `{"${key}":1e400}`) : fc.constant("1e400");
  const manyKeys = fc.integer({ min: 21, max: 3000 }).map((count) => JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]))));
  const edges = edgeNumberBodies(schema);
  // Nested far beyond any schema (up to 10,000 levels): refused at the door, never a stack overflow.
  const deep = fc
    .tuple(fc.oneof(fc.integer({ min: 60, max: 10_000 }), fc.constant(10_000)), fc.constantFrom(["[", "]"], ['{"a":', "}"], ['[{"b":', "}]"]), fc.constantFrom(...(keys.length ? keys : ["x"])))
    .map(([depth, [open, close], key]) => `{"${key}":${open.repeat(depth)}1${close.repeat(depth)}}`);
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    ...(edges ? [{ weight: 8, arbitrary: edges }] : []),
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: infinities },
    { weight: 1, arbitrary: manyKeys },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.constantFrom("", "null", "[]", "{", '{"a":', "\u0000", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}') },
  );
}

/** A query string (no "?") with the schema's keys and other keys, values as texts. */
export function queryText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  const value = fc.oneof(edgeString, edgeNumber.map(String));
  return fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
}
