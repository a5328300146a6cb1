/**
 * Builds an OpenAPI 3.1 document from a table of calls and their zod schemas (`z.toJSONSchema`,
 * JSON Schema 2020-12, which is OpenAPI 3.1's dialect), so the document cannot drift from what
 * the route handlers validate. Schemas given an id with `.meta({ id })` become shared components.
 */
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

export interface ApiCall {
  method: "get" | "post";
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** JSON body (POST). */
  body?: z.ZodType;
  /** Query parameters (GET): one parameter per property. */
  query?: z.ZodObject;
  response: { status?: number; description: string; schema: z.ZodType };
  /** Error statuses the call answers with the error envelope. */
  errors: number[];
}

const ERROR_CODES = ["bad_request", "unauthorized", "forbidden", "not_found", "conflict", "unprocessable", "rate_limited", "unavailable", "internal"] as const;

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string().describe("Dutch, for people"),
      fields: z.record(z.string(), z.array(z.string())).optional().describe("Field path (e.g. `esGeo.region`) -> messages"),
    }),
  })
  .meta({ id: "Error" });

const STATUS_TEXT: Record<number, string> = {
  400: "Bad input: malformed JSON, a body over 64 KB, wrong types or values (see `error.fields`)",
  401: "Not logged in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  422: "Invalid form fields",
  429: "Too many requests",
  503: "The database is unavailable",
};

/** `z.number().int()` states JavaScript's safe-integer range; that says nothing to a reader. */
function dropSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** Converts a schema; its `$defs` (schemas with an id) move to the shared components. */
function convert(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", override: dropSafeIntegerBounds }) as JsonSchema;
  const { $defs, ...rest } = json;
  delete rest.$schema;
  const toComponents = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) components[id] = toComponents(definition);
  return toComponents(rest);
}

function queryParameters(query: z.ZodObject, components: Record<string, JsonSchema>) {
  const json = convert(query, "input", components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));
}

function operation(call: ApiCall, components: Record<string, JsonSchema>) {
  const json = (schema: z.ZodType, io: "input" | "output") => ({ "application/json": { schema: convert(schema, io, components) } });
  const responses: Record<string, unknown> = {
    [String(call.response.status ?? 200)]: { description: call.response.description, content: json(call.response.schema, "output") },
  };
  for (const status of call.errors) {
    responses[String(status)] = { description: STATUS_TEXT[status] ?? "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }
  return {
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [call.tag],
    operationId: `${call.method}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? "").toUpperCase())}`,
    ...(call.query ? { parameters: queryParameters(call.query, components) } : {}),
    ...(call.body ? { requestBody: { required: true, content: json(call.body, "input") } } : {}),
    responses,
  };
}

export function buildOpenApiDocument(info: { title: string; version: string; description?: string }, calls: readonly ApiCall[]) {
  const components: Record<string, JsonSchema> = {};
  convert(errorEnvelopeSchema, "output", components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) (paths[call.path] ??= {})[call.method] = operation(call, components);
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return { openapi: "3.1.0", info, paths, components: { schemas: sorted } };
}
