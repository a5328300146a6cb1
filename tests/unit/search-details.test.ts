/**
 * The filters and sorts of issue 14 one by one: URL round trip, the API's reading, the rules
 * (ranges turned, words in table order), their SQL clause and ORDER BY, and their words in titles.
 */
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { madridToday } from "@/lib/catalogue/search/delivery";
import { EMPTY_FILTERS, normalizeFilters, SORTS, type FilterInput } from "@/lib/catalogue/search/filters";
import { matchKey } from "@/lib/catalogue/search/keys";
import { deliveryCondition, featureMask, searchConditions, searchOrder } from "@/lib/catalogue/search/query";
import { searchRequestSchema } from "@/lib/catalogue/search/schemas";
import { filterSummary } from "@/lib/catalogue/search/search-title";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";
import nl from "@/messages/nl.json";

const dialect = new PgDialect();
const render = (parts: ReturnType<typeof searchOrder>) => {
  const { sql: text, params } = dialect.sqlToQuery(sql.join(parts, sql` and `));
  return { sql: text, params };
};
/** The SQL a search adds to the unfiltered one (published, not sold out). */
function clause(input: FilterInput) {
  const base = searchConditions(matchKey(EMPTY_FILTERS), null).length;
  return render(searchConditions(matchKey(normalizeFilters(input)), null).slice(base));
}
const parse = (url: string) => {
  const [path = "", query = ""] = url.split("?");
  return parseSearchLocation(path.split("/").filter(Boolean).slice(1), new URLSearchParams(query))!;
};
const words = { t: createTranslator({ locale: "nl", messages: nl, namespace: "searchTitle" }), format: createFormatter({ locale: "nl" }) };

describe("the URL of the new filters", () => {
  it.each([
    "/search?area_min=100",
    "/search?area_max=250",
    "/search?plot_min=500",
    "/search?plot_max=1000",
    "/search?status=key_ready",
    "/search?status=off_plan,key_ready",
    "/search?delivery=ready",
    "/search?delivery=later",
    "/search?features=pool",
    "/search?features=pool,sea_view,air_conditioning",
    "/search?beach_max=1000",
    "/search?airport_max=45",
    "/search?sort=price_m2_asc",
    "/search?sort=area_desc",
    "/search?sort=delivery_asc",
    "/search/spanje/costa-del-sol?cat=2&area_min=150&area_max=400&plot_min=500&plot_max=2000&status=under_construction,key_ready&delivery=next_year&features=pool,golf&beach_max=2000&airport_max=60&include_sold_out=1&sort=area_desc&page=2&view=map",
  ])("round-trips %s", (url) => {
    const location = parse(url);
    expect(searchPath(location.filters, location.view)).toBe(url);
  });

  it("keeps known words once, in the table's order, and turns a range given the wrong way round", () => {
    expect(parse("/search?status=key_ready,sauna,off_plan,key_ready").filters.status).toEqual(["off_plan", "key_ready"]);
    expect(parse("/search?features=sea_view,pool").filters.features).toEqual(["pool", "sea_view"]);
    expect(parse("/search?delivery=soon").filters.delivery).toBeNull();
    expect(parse("/search?beach_max=-5&area_min=1e3&airport_max=45.5").filters).toMatchObject({ beach_max: null, area_min: null, airport_max: null });
    expect(parse("/search?area_min=300&area_max=100&plot_min=900&plot_max=400").filters).toMatchObject({ area_min: 100, area_max: 300, plot_min: 400, plot_max: 900 });
  });

  it("reads the same values from the API, where an unknown word is an error", () => {
    const request = { area_min: 100, status: ["key_ready", "off_plan"], delivery: "this_year", features: ["golf", "pool"], beach_max: 500, airport_max: 45, sort: "delivery_asc" };
    expect(normalizeFilters(searchRequestSchema.parse(request))).toMatchObject({ area_min: 100, status: ["off_plan", "key_ready"], delivery: "this_year", features: ["pool", "golf"], beach_max: 500, airport_max: 45, sort: "delivery_asc" });
    for (const bad of [{ status: ["sold"] }, { features: ["sauna"] }, { delivery: "soon" }, { beach_max: -1 }, { area_min: 1.5 }, { airport_max: 30.5 }, { airport_max: "45" }]) {
      expect(searchRequestSchema.safeParse(bad).success).toBe(false);
    }
    expect(SORTS).toEqual(expect.arrayContaining(["price_m2_asc", "area_desc", "delivery_asc"]));
  });
});

describe("the SQL of the new filters", () => {
  it("overlaps living and plot areas with the project's ranges", () => {
    expect(clause({ area_min: 100 })).toEqual({ sql: `"projects"."area_max" >= $1`, params: [100] });
    expect(clause({ area_max: 200 })).toEqual({ sql: `"projects"."area_min" <= $1`, params: [200] });
    expect(clause({ plot_min: 500 })).toEqual({ sql: `"projects"."plot_max" >= $1`, params: [500] });
    expect(clause({ plot_max: 900 })).toEqual({ sql: `"projects"."plot_min" <= $1`, params: [900] });
  });

  it("asks for any chosen status, every chosen feature, and at most the beach distance", () => {
    expect(clause({ status: ["off_plan", "key_ready"] })).toEqual({ sql: `"projects"."status" = any($1::project_status[])`, params: ["{off_plan,key_ready}"] });
    expect(clause({ features: ["pool", "sea_view"] })).toEqual({ sql: `("projects"."feature_bits" & $1::integer) = $2::integer`, params: [3, 3] });
    expect(featureMask(["air_conditioning"])).toBe(128);
    expect(featureMask(["golf", "lift"])).toBe(4 + 64);
    expect(clause({ beach_max: 1000 })).toEqual({ sql: `"projects"."beach_distance_m" <= $1`, params: [1000] });
    expect(clause({ airport_max: 45 })).toEqual({ sql: `"projects"."airport_minutes" <= $1`, params: [45] });
  });

  it("puts delivery on the calendar of Madrid", () => {
    expect(madridToday(new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(madridToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    const ready = render([deliveryCondition("ready", "2026-11-23")]);
    expect(ready).toEqual({ sql: `("projects"."status" = 'key_ready' or "projects"."delivery_date" <= $1::date)`, params: ["2026-11-23"] });
    const coming = `"projects"."status" <> 'key_ready' and "projects"."delivery_date" > $1::date and "projects"."delivery_date" >= $2::date`;
    expect(render([deliveryCondition("this_year", "2026-11-23")])).toEqual({ sql: `(${coming} and "projects"."delivery_date" < $3::date)`, params: ["2026-11-23", "2026-01-01", "2027-01-01"] });
    expect(render([deliveryCondition("next_year", "2026-11-23")]).params).toEqual(["2026-11-23", "2027-01-01", "2028-01-01"]);
    expect(render([deliveryCondition("later", "2026-11-23")])).toEqual({ sql: `(${coming})`, params: ["2026-11-23", "2028-01-01"] });
    // The filter itself takes today's date in Madrid.
    expect(clause({ delivery: "ready" }).params).toEqual([madridToday()]);
  });

  it("orders by the new sorts as their indexes are spelled, sold-out projects first put last", () => {
    expect(render(searchOrder({ sort: "price_m2_asc", near: null })).sql).toBe(`"projects"."price_m2_from" asc nulls last and "projects"."id" asc`);
    expect(render(searchOrder({ sort: "area_desc", near: null })).sql).toBe(`"projects"."area_max" desc nulls last and "projects"."id" desc nulls last`);
    expect(render(searchOrder({ sort: "delivery_asc", near: null })).sql).toBe(`"projects"."delivery_date" asc nulls last and "projects"."id" asc`);
    expect(render(searchOrder({ sort: "area_desc", near: null, include_sold_out: true })).sql).toMatch(/^"projects"."units_available" = 0 asc and "projects"."area_max" desc/);
  });
});

describe("the new filters in words", () => {
  it("summarises areas, status, delivery, features and the beach in titles and descriptions", () => {
    const summary = (input: FilterInput) => filterSummary(normalizeFilters(input), words);
    expect(summary({ area_min: 100 })).toBe("vanaf 100 m² woonoppervlak");
    expect(summary({ area_max: 80 })).toBe("tot 80 m² woonoppervlak");
    expect(summary({ area_min: 100, area_max: 150, plot_min: 1000 })).toBe("100 - 150 m² woonoppervlak, perceel vanaf 1.000 m²");
    expect(summary({ status: ["key_ready", "off_plan"] })).toBe("op plan of sleutelklaar");
    expect(summary({ delivery: "next_year" })).toBe("oplevering volgend jaar");
    expect(summary({ features: ["pool", "sea_view", "golf"] })).toBe("met zwembad, zeezicht en golf");
    expect(summary({ beach_max: 500 })).toBe("binnen 0,5 km van het strand");
    expect(summary({ airport_max: 45 })).toBe("binnen 45 min van een luchthaven");
    expect(summary({ status: ["key_ready"], features: ["pool"] })).toBe("sleutelklaar, met zwembad");
  });
});
