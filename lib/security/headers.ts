/**
 * Security headers for every answer (next.config.ts sets them; the proxy sets the per-request
 * Content-Security-Policy of dynamic pages). Pure, so it runs in the config, the Edge and tests.
 *
 * Scripts come from the site itself and the named third parties only. Pages rendered per request get
 * a nonce ('strict-dynamic': scripts those load are trusted too); cached and static pages cannot carry
 * a per-response nonce, and Next's inline flight scripts differ per page, so they get 'unsafe-inline'
 * next to the same allow-list (see docs/security.md).
 */

/** Google Maps JavaScript API, as Google's CSP guide lists it. */
const GOOGLE_MAPS = {
  script: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "https://*.ggpht.com", "*.googleusercontent.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "*.googleusercontent.com"],
  connect: ["https://*.googleapis.com", "*.google.com", "https://*.gstatic.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
  frame: ["*.google.com"],
};

/** Google Tag Manager and GA4, as Google's CSP guide lists them; the container loads only after consent. */
const TAG_MANAGER = {
  script: ["https://www.googletagmanager.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  frame: ["https://www.googletagmanager.com"],
};

/** Embedded project videos (loaded only after Functional cookies are accepted). */
const VIDEO_FRAMES = ["https://www.youtube-nocookie.com"];

export interface PolicyOptions {
  /** A per-response nonce: inline scripts need it ('strict-dynamic'); without one, 'unsafe-inline'. */
  nonce?: string;
  /** `next dev` evaluates code (React's dev tools, fast refresh). */
  dev?: boolean;
  /** The site runs on https: ask browsers to upgrade stray http requests. */
  https?: boolean;
  /** Another origin the browser calls the JSON API on (NEXT_PUBLIC_API_BASE). */
  apiOrigin?: string | null;
}

export function contentSecurityPolicy({ nonce, dev = false, https = false, apiOrigin = null }: PolicyOptions = {}): string {
  const script = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...script, ...(dev ? ["'unsafe-eval'"] : []), "blob:", ...GOOGLE_MAPS.script, ...TAG_MANAGER.script],
    // Partner colours are CSS variables in style attributes; the map draws with inline styles.
    "style-src": ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS.style],
    // The open map's tiles come from the site itself (/media/tiles), whatever their source.
    "img-src": ["'self'", "data:", "blob:", ...GOOGLE_MAPS.img, ...TAG_MANAGER.img],
    "font-src": ["'self'", ...GOOGLE_MAPS.font],
    "connect-src": ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...GOOGLE_MAPS.connect, ...TAG_MANAGER.connect, ...(dev ? ["ws:"] : [])],
    "frame-src": ["'self'", ...GOOGLE_MAPS.frame, ...TAG_MANAGER.frame, ...VIDEO_FRAMES],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export interface Header {
  key: string;
  value: string;
}

/** Headers every answer carries (HTML, JSON, files). */
export function securityHeaders({ https = false }: { https?: boolean } = {}): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=31536000" }] : []),
  ];
}

/** For next.config.ts `headers`: `securityHeaders` go on every answer, `/` included. */
export const EVERY_PATH_SOURCE = "/:path(.*)";

/**
 * The build's scripts and style sheets (`/_next/static/`, but not its `media/`, whose SVG may be
 * opened on its own) get every answer's headers but no Content-Security-Policy: a script or a style
 * sheet ignores a policy, and at 850 bytes it was most of the 1.1 KB of headers on each of a page's
 * 16 scripts (tests/bench/README.md).
 */
export const BUILD_ASSET_PATH = "_next/static/(?!media/)";

/** The same headers as an object, for answers written outside Next (scripts/serve.mts). */
export function securityHeaderRecord(options: { https?: boolean } = {}): Record<string, string> {
  return Object.fromEntries(securityHeaders(options).map(({ key, value }) => [key, value]));
}

/** What next.config.ts gives the build's files, for the answers scripts/serve.mts writes from their brotli copies. */
export interface StaticFileHeaders {
  /** Scripts and style sheets. */
  build: Record<string, string>;
  /** The build's images and fonts (`/_next/static/media/`). */
  media: Record<string, string>;
}

export function staticFileHeaders(options: PolicyOptions = {}): StaticFileHeaders {
  const build = securityHeaderRecord({ https: options.https });
  return { build, media: { ...build, "Content-Security-Policy": contentSecurityPolicy(options) } };
}

/** The origin of NEXT_PUBLIC_API_BASE when it points elsewhere, for connect-src. */
export function apiOriginOf(apiBase: string | undefined): string | null {
  if (!apiBase || !/^https?:\/\//i.test(apiBase)) return null;
  return new URL(apiBase).origin;
}
