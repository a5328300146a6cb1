/**
 * The site a page belongs to: the main brand (on `/`, or its legacy mirror on `/old`) or a partner
 * (on `/{slug}` of the main host, or on its own domain). Client-safe: passed to components as props.
 */
import type { SocialNetwork } from "../partners/socials";
import { DEFAULT_COLORS, type PartnerColors } from "../partners/colors";
import { MAIN_HOST_SITE_PAGES } from "./host";

export interface SiteContact {
  personName: string | null;
  personRole: string | null;
  companyName: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  whatsapp: string | null;
  openingHours: string | null;
}

export interface Site {
  kind: "main" | "partner";
  /** Partner id; 0 for the main brand. */
  partnerId: number;
  slug: string | null;
  name: string;
  /** Prefix of every link on the site: "", "/old" or "/{slug}"; "" on a partner's own domain. */
  basePath: string;
  customDomain: string | null;
  colors: PartnerColors;
  contact: SiteContact;
  /** Geo ids (costas) where the partner is exclusive; empty for the main brand. */
  regionIds: number[];
  /** The partner's own logo, when it has one. */
  logoUrl: string | null;
  /** The owner's short "over ons" text for the `uw-makelaar` page. */
  about: string | null;
  /** The owner's "over ons" photo (versioned URL; add a width), when there is one. */
  aboutPhotoUrl: string | null;
  /** Social links by network (https only, checked on input). */
  socials: Partial<Record<SocialNetwork, string>>;
}

const MAIN_BRAND_NAME = "Costa Nieuwbouw";

const MAIN_CONTACT: SiteContact = {
  personName: "Team Costa Nieuwbouw",
  personRole: "Makelaars nieuwbouw Spanje",
  companyName: "Costa Nieuwbouw B.V.",
  address: "Herengracht 420, 1017 BZ Amsterdam",
  email: "info@costanieuwbouw.nl",
  phone: "+31 20 123 45 67",
  website: null,
  whatsapp: null,
  openingHours: null,
};

export function mainSite(basePath: "" | "/old" = ""): Site {
  return {
    kind: "main",
    partnerId: 0,
    slug: null,
    name: MAIN_BRAND_NAME,
    basePath,
    customDomain: null,
    colors: DEFAULT_COLORS,
    contact: MAIN_CONTACT,
    regionIds: [],
    logoUrl: null,
    about: null,
    aboutPhotoUrl: null,
    socials: {},
  };
}

/** A path on this site: `sitePath(site, "/contact")` -> "/zuidkust/contact", or "/contact" on the partner's domain. */
export function sitePath(site: Pick<Site, "basePath">, path = "/"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!site.basePath) return clean;
  return clean === "/" ? site.basePath : `${site.basePath}${clean}`;
}

const MAIN_HOST_PAGE = new Set<string>(MAIN_HOST_SITE_PAGES);

/**
 * The path a page's canonical URL names: the `/old` mirror's listing, project and account pages
 * point at the same page on the main host (`/old/search/x` -> `/search/x`); its home and guides,
 * which only the mirror serves, keep their own.
 */
export function canonicalSitePath(site: Pick<Site, "kind" | "basePath">, path = "/"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  const onMainHost = site.kind === "main" && MAIN_HOST_PAGE.has(clean.split(/[/?#]/, 2)[1] ?? "");
  return onMainHost ? clean : sitePath(site, clean);
}
