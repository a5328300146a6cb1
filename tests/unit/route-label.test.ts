import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createRouteLabeller, methodLabel, routeTemplates } from "@/lib/observability/route-label";

/**
 * The manifest Next writes at build time, rebuilt from app/ the way Next names routes: route groups
 * dropped, one entry per page or route handler.
 */
function manifestFromAppDir(): Record<string, string> {
  const root = path.join(process.cwd(), "app");
  const manifest: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^(page|route)\.tsx?$/.test(entry)) {
        const segments = path.relative(root, dir).split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment));
        manifest[`/${[...path.relative(root, dir).split(path.sep).filter(Boolean), entry.replace(/\.tsx?$/, "")].join("/")}`] = `/${segments.join("/")}`;
      }
    }
  };
  walk(root);
  return manifest;
}

const label = createRouteLabeller(routeTemplates(manifestFromAppDir()));

describe("the route label of the request metrics", () => {
  it("names the route template, not the path", () => {
    expect(label("/api/crm/leads/123")).toBe("/api/crm/leads/[id]");
    expect(label("/api/crm/leads/export")).toBe("/api/crm/leads/export");
    expect(label("/api/crm/leads/9/reassign")).toBe("/api/crm/leads/[id]/reassign");
    expect(label("/api/properties")).toBe("/api/properties");
    expect(label("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(label("/media/projects/12/brochure.pdf")).toBe("/media/projects/[id]/[file]");
  });

  it("names a main host's and a partner domain's pages after their template without the partner segment", () => {
    expect(label("/")).toBe("/");
    expect(label("/contact")).toBe("/contact");
    expect(label("/blog/zon-en-zee")).toBe("/blog/[slug]");
    expect(label("/for-sale/4711")).toBe("/for-sale/[id]");
    expect(label("/search")).toBe("/search/[[...path]]");
    expect(label("/search/costa-blanca/appartement")).toBe("/search/[[...path]]");
    expect(label("/client-reset-password/abc/def")).toBe("/client-reset-password/[...token]");
    expect(label("/crm/leads/5")).toBe("/crm/leads/[id]");
    // A partner's content page, or a made-up path on a main host: one label either way.
    expect(label("/over-ons")).toBe("/[content]");
  });

  it("keeps the number of label values bounded whatever clients ask for", () => {
    expect(label("/_next/static/chunks/app-123.js")).toBe("/_next/static");
    expect(label("/_next/image")).toBe("/_next/image");
    expect(label("/_next/data/x.json")).toBe("other");
    expect(label("/api/unknown/a/b/c")).toBe("other");
    expect(label("/a/b/c/d/e/f")).toBe("other");
    const values = new Set(Array.from({ length: 500 }, (_, index) => label(`/${index}/x${index}`)));
    expect(values).toEqual(new Set(["other"]));
    expect(label("/contact/")).toBe("/contact");
  });

  it("counts everything as other without a manifest (a build without one)", () => {
    const bare = createRouteLabeller([]);
    expect(bare("/api/properties")).toBe("other");
    expect(bare("/_next/static/x.js")).toBe("/_next/static");
  });

  it("takes known methods as they are and anything else as other", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("PROPFIND")).toBe("other");
    expect(methodLabel(undefined)).toBe("other");
  });
});
