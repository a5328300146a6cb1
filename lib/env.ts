/**
 * The environment, validated once with zod. A bad value stops the process with a message that
 * names the variable (see `loadEnv`). Server-side only; NEXT_PUBLIC_* values are inlined by Next.
 */
import { z } from "zod";

const hostList = z
  .string()
  .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[a-z0-9.:[\]-]+$/, "hostnamen gescheiden door komma's")).min(1));

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** See PGLITE_SHARED_BUFFERS below; scripts that open the database without the settings use it too. */
export const DEFAULT_PGLITE_SHARED_BUFFERS = "32MB";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "moet een postgres:// of postgresql:// URL zijn" })
    .optional(),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  /**
   * PGlite's shared_buffers: its WebAssembly memory grows to hold them and never shrinks. PostgreSQL's
   * 128MB default costs PGlite about 110 MB more RSS; the data files stay in the system's page cache
   * (tests/bench/README.md, "Memory").
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,6}(kB|MB|GB)$/, { error: "moet een grootte zijn zoals 32MB" })
    .default(DEFAULT_PGLITE_SHARED_BUFFERS),
  MAIN_HOSTS: hostList.default(["localhost", "127.0.0.1"]),
  /** Public origin of the main site (canonical URLs, sitemaps); partner domains share its scheme and port. */
  SITE_URL: z.url({ protocol: /^https?$/, error: "moet een http:// of https:// URL zijn" }).optional(),
  /**
   * Where a partner's own domain must point (docs/configuration.md): a host name (the owner creates a
   * CNAME to it) or an IP address (an A or AAAA record).
   */
  PARTNER_DOMAIN_TARGET: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|[0-9a-f:.]+)$/, "een hostnaam of IP-adres")
    .default("sites.costanieuwbouw.nl"),
  NEXT_PUBLIC_API_BASE: z.string().default(""),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().default(""),
  /**
   * Raster tiles the open map draws under the pins (docs/configuration.md): an http(s) XYZ URL
   * template with {z}, {x} and {y} ({s} for subdomains a, b, c). Read at run time: the site fetches
   * the tiles itself and serves them from /media/tiles, so no visitor's browser talks to the source.
   */
  MAP_TILES_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, "een http(s)-URL")
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "moet {z}, {x} en {y} bevatten")
    .optional(),
  /** The tiles' credit, as the tile source asks for it (plain text, e.g. "© OpenStreetMap-bijdragers"). */
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
  /** Google Tag Manager container (GTM-XXXX); loaded only after a visitor accepts Optional cookies. */
  NEXT_PUBLIC_GTM_ID: z.union([z.literal(""), z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "een container-id als GTM-XXXXXXX")]).default(""),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of every mail; a partner's mail keeps this address with the partner's name before it. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, "één adres: Naam <adres@domein> of adres@domein")
    .default("Costa Nieuwbouw <noreply@costanieuwbouw.nl>"),
  /**
   * Mails the outbox sends at once, over as many SMTP connections (each reused); a claim takes 5 per
   * connection. Measured with tests/bench/mail-outbox.mts (figures in tests/bench/README.md).
   */
  MAIL_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Key prefix of the shared Next.js cache in Redis (lib/cache/page-cache-handler.mjs reads it): sites or test runs sharing one Redis. */
  REDIS_CACHE_PREFIX: z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/, "letters, cijfers en : . _ -, hoogstens 64").optional(),
  AUTH_TRUST_HOST: booleanFlag.default(true),
  /** Proxies in front of the app (nginx, a load balancer): their X-Forwarded-* headers are trusted, and the client address is that many hops in. 0: none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  /** The addresses the proxy of TRUST_PROXY connects from: a request from any other address is taken as a client's own, its X-Forwarded-* dropped. */
  PROXY_ADDRESSES: z
    .string()
    .regex(/^[0-9A-Fa-f.:]+(,[0-9A-Fa-f.:]+)*$/, "IP-adressen, gescheiden door komma's")
    .default("127.0.0.1,::1"),
  /**
   * Requests inside Next at once (lib/server/admission.ts); more wait in line, served round robin per
   * client address. Measured with tests/bench/flood.mts (figures in tests/bench/README.md).
   */
  REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(1024).default(16),
  /**
   * Requests one client address may have in flight or in line; past that a 429 with Retry-After. 32: a
   * browser behind nginx's HTTP/2 may ask for a page's photos all at once.
   */
  REQUESTS_PER_CLIENT: z.coerce.number().int().min(1).max(1024).default(32),
  /** Requests waiting in line in all; past that a 503 with Retry-After. */
  REQUEST_QUEUE: z.coerce.number().int().min(0).max(100_000).default(1024),
  /** Signs the session cookies (next-auth); `npm start` makes one when unset. Several instances must share it. */
  NEXTAUTH_SECRET: z.string().min(32, "minstens 32 tekens").optional(),
  /** Bearer token of the operator calls (`npm run catalogue:revalidate`); `npm start` makes one when unset. */
  INTERNAL_API_TOKEN: z.string().regex(/^[A-Za-z0-9._~+/-]{32,256}$/, "minstens 32 tekens: letters, cijfers, . _ ~ + / -").optional(),
  /** Bearer token that may read /api/metrics from anywhere; without it only loopback may (Prometheus on the same host). */
  METRICS_TOKEN: z.string().regex(/^[A-Za-z0-9._~+/-]{32,256}$/, "minstens 32 tekens: letters, cijfers, . _ ~ + / -").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Leads older than this many months are anonymised (AVG/GDPR). */
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /**
   * Search pages rendered per request, and catalogue searches missing the cache, in flight per instance
   * (lib/server/work-limit.ts). 1: a cached page waits behind fewer render steps (tests/bench/flood.mts,
   * on PGlite and on PostgreSQL alike; figures in tests/bench/README.md).
   */
  EXPENSIVE_WORK_LIMIT: z.coerce.number().int().min(1).max(256).default(1),
  /** How many more may wait for a slot; beyond, a 503 with Retry-After at once. */
  EXPENSIVE_WORK_QUEUE: z.coerce.number().int().min(0).max(1024).default(6),
  /** Tests only: feeds (registration, "run now", the scheduler, the CLI) and their images may be fetched from 127.0.0.1 / ::1 (never private or link-local addresses). */
  FEEDS_ALLOW_LOOPBACK: booleanFlag.default(false),
});

/** A tile source without its credit would break its terms of use: both or neither. */
const checkedSchema = envSchema.refine((value) => !value.MAP_TILES_URL || value.MAP_TILES_ATTRIBUTION, {
  path: ["MAP_TILES_ATTRIBUTION"],
  message: "verplicht bij MAP_TILES_URL: de bronvermelding van de tegels",
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parse an environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most .env loaders.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = checkedSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Ongeldige omgevingsvariabelen:\n${lines.join("\n")}`);
}

const globalForEnv = globalThis as unknown as { __costaEnv?: Env };

/** The process environment, parsed on first use and kept for the life of the process. */
export function env(): Env {
  globalForEnv.__costaEnv ??= parseEnv(process.env);
  return globalForEnv.__costaEnv;
}
