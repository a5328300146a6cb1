import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/partner/get-data/route";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { connect, useDatabase as makeAppDatabase } from "@/lib/db/client";
import { addPartner, PartnerInputError, updatePartner } from "@/lib/partners/manage";
import { getPartnerData } from "@/lib/partners/service";
import { seededTestDatabase } from "./helpers/database";
import { thrownBy } from "./helpers/thrown";

const database = seededTestDatabase();

const MAIN_HOSTS = ["localhost", "127.0.0.1"];

function postJson(body: unknown) {
  return POST(new Request("http://localhost/api/partner/get-data", { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) }));
}

describe("partner look-up", () => {
  it("finds a partner by slug with its colours", async () => {
    const { partner } = await getPartnerData({ partner: "zuidkust" });
    expect(partner).toMatchObject({ slug: "zuidkust", name: "Zuidkust Vastgoed", domain: null, colors: { primary: "#0b6e4f", secondary: "#f2c14e", heading_color: "#08415c" } });
    expect(partner.id).toBeGreaterThan(0);
  });

  it("finds a partner by domain first, whatever the slug says, with port, www. and case ignored", async () => {
    for (const domain of ["partner-a.test", "WWW.Partner-A.test:3100"]) {
      const { partner } = await getPartnerData({ partner: "zuidkust", domain });
      expect(partner.slug).toBe("partner-a");
      expect(partner.colors.primary).toBe("#7a1f5c");
    }
  });

  it("gives the demo partner the default colours", async () => {
    const { partner } = await getPartnerData({ partner: "demo", domain: "localhost" });
    expect(partner.colors).toEqual({ primary: "#13206a", secondary: "#fffb00", heading_color: null });
  });

  it("answers id 0 for an unknown partner or domain", async () => {
    expect((await getPartnerData({ partner: "bestaat-niet" })).partner.id).toBe(0);
    expect((await getPartnerData({ domain: "unknown.test" })).partner.id).toBe(0);
    expect((await getPartnerData({ partner: "'; drop table partners; --" })).partner.id).toBe(0);
  });

  it("serves the contract over POST /api/partner/get-data", async () => {
    const response = await postJson({ partner: "demo", domain: "localhost:3000", lang: "nl", lang_id: 1, site_suff: "", theaders: { host: "localhost" } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.partner).toMatchObject({ slug: "demo", name: "Demo Makelaars", colors: { primary: "#13206a" } });
  });

  it("answers 400 for malformed JSON or wrong types, never 5xx", async () => {
    expect((await postJson("{not json")).status).toBe(400);
    const wrongType = await postJson({ partner: 42 });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error.fields.partner).toBeDefined();
  });
});

/** The field messages a refused partner change carries (what the CLI and the API show), one per line. */
async function refusal(work: () => Promise<unknown>): Promise<string> {
  const error = await thrownBy(work);
  expect(error).toBeInstanceOf(PartnerInputError);
  return Object.values((error as PartnerInputError).fields ?? {})
    .flat()
    .join("\n");
}

describe("partner management", () => {
  it("adds a partner and refuses reserved slugs, duplicate domains and bad colours", async () => {
    const created = await addPartner(database().db, { slug: "costa-huis", name: "Costa Huis", domain: "www.costahuis.nl", primary: "#112233" }, MAIN_HOSTS);
    expect(created).toMatchObject({ slug: "costa-huis", domain: "costahuis.nl", primaryColor: "#112233", secondaryColor: "#fffb00" });

    await expect(addPartner(database().db, { slug: "contact", name: "X partner" }, MAIN_HOSTS)).rejects.toThrow(PartnerInputError);
    expect(await refusal(() => addPartner(database().db, { slug: "ander", name: "Ander", domain: "costahuis.nl" }, MAIN_HOSTS))).toMatch(/al in gebruik/);
    expect(await refusal(() => addPartner(database().db, { slug: "ander", name: "Ander", domain: "localhost.nl" }, ["localhost.nl"]))).toMatch(/hoofdsite/);
    expect(await refusal(() => addPartner(database().db, { slug: "ander", name: "Ander", secondary: "yellow" }, MAIN_HOSTS))).toMatch(/#rrggbb/);
    expect(await refusal(() => addPartner(database().db, { slug: "costa-huis", name: "Dubbel" }, MAIN_HOSTS))).toMatch(/bestaat al/);
  });

  it("updates a partner and clears its domain", async () => {
    const updated = await updatePartner(database().db, { slug: "costa-huis", heading: "#445566", domain: null }, MAIN_HOSTS);
    expect(updated).toMatchObject({ headingColor: "#445566", domain: null });
    expect(await refusal(() => updatePartner(database().db, { slug: "onbekend", name: "Niemand" }, MAIN_HOSTS))).toMatch(/onbekende partner/);
  });

  it("no longer finds a deactivated partner", async () => {
    await updatePartner(database().db, { slug: "costa-huis", active: false }, MAIN_HOSTS);
    expect((await getPartnerData({ partner: "costa-huis" })).partner.id).toBe(0);
  });
});

describe("a failing partner look-up", () => {
  it("throws the database's error (the caller answers 503 and the visitor tries again), never 'unknown partner' (id 0, a 404)", async () => {
    // A PostgreSQL URL where nothing listens: every query fails.
    const broken = await connect({ url: "postgres://postgres@127.0.0.1:1/none" });
    makeAppDatabase(broken);
    try {
      const failed = await getPartnerData({ partner: "demo" }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);
    } finally {
      makeAppDatabase(database());
      await broken.close();
    }
  });
});
