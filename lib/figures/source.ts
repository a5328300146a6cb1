/**
 * Where a lead came from, from what the browser sends with the form (components/leads/landing-source.ts):
 * the referrer of the page the visit began on and that page's URL (for its utm parameters). Only the
 * class and a short detail are stored, never a URL (a referrer can carry a search or a person's data).
 * In this order (docs/figures.md):
 * 1. `campaign`: the landing URL has `utm_campaign` (the detail: its name) or else `utm_source`;
 * 2. `direct`: no referrer (typed, a bookmark, an app, or a referrer the browser withheld);
 * 3. `search`: a search engine's host (the detail: the engine);
 * 4. `partner`: the site's own pages (its own domain, its path on a main host) or the partner's own
 *    website (the detail: the host, with the path on a main host);
 * 5. `referral`: any other site (the detail: its host).
 * Pure.
 */
import { classifyHost, stripWww } from "../site/host";

export const LEAD_SOURCES = ["search", "partner", "campaign", "referral", "direct"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export interface SourceSite {
  kind: "main" | "partner";
  slug: string | null;
  customDomain: string | null;
  /** The partner's own website (its contact details), if any. */
  website: string | null;
}

const ENGINES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)google\.[a-z.]+$/, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)yahoo\.[a-z.]+$/, "yahoo"],
  [/(^|\.)ecosia\.org$/, "ecosia"],
  [/(^|\.)startpage\.com$/, "startpage"],
  [/(^|\.)qwant\.com$/, "qwant"],
  [/(^|\.)search\.brave\.com$/, "brave"],
  [/(^|\.)yandex\.[a-z.]+$/, "yandex"],
  [/(^|\.)baidu\.com$/, "baidu"],
];

const DETAIL_MAX = 200;

function parse(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const hostOf = (value: string | null) => (value ? (parse(value.includes("://") ? value : `https://${value}`)?.hostname ?? null) : null);

export interface ClassifiedSource {
  source: LeadSource;
  detail: string | null;
}

export function classifySource(input: { referrer?: string; landing?: string }, site: SourceSite, mainHosts: readonly string[]): ClassifiedSource {
  const landing = parse(input.landing);
  const campaign = (landing?.searchParams.get("utm_campaign") || landing?.searchParams.get("utm_source"))?.trim();
  if (campaign) return { source: "campaign", detail: campaign.slice(0, DETAIL_MAX) };
  const referrer = parse(input.referrer);
  if (!referrer) return { source: "direct", detail: null };
  const host = stripWww(referrer.hostname.toLowerCase());
  const engine = ENGINES.find(([pattern]) => pattern.test(host))?.[1];
  if (engine) return { source: "search", detail: engine };
  const own = [site.customDomain, hostOf(site.website)].filter((value): value is string => !!value).map((value) => stripWww(value.toLowerCase()));
  if (own.includes(host)) return { source: "partner", detail: host };
  if (classifyHost(referrer.host, mainHosts).kind === "main") {
    const first = referrer.pathname.split("/")[1] ?? "";
    // The main brand's own pages: a main host (a partner's path there is taken as the brand's too).
    if (site.kind === "main") return { source: "partner", detail: host };
    if (site.kind === "partner" && first === site.slug) return { source: "partner", detail: `${host}/${first}`.slice(0, DETAIL_MAX) };
  }
  return { source: "referral", detail: host.slice(0, DETAIL_MAX) };
}
