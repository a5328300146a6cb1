/** The sort "Prijs verlaagd" (`price_cut`): its URL round trip, its API value, and its ORDER BY clause. */
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { normalizeFilters, SORTS } from "@/lib/catalogue/search/filters";
import { searchOrder } from "@/lib/catalogue/search/query";
import { searchRequestSchema } from "@/lib/catalogue/search/schemas";
import { parseSearchLocation, searchPath } from "@/lib/catalogue/search/url";

const render = (parts: ReturnType<typeof searchOrder>) => new PgDialect().sqlToQuery(sql.join(parts, sql`, `));

describe("the price_cut sort", () => {
  it("is a sort of the filter table, read from the API and the URL", () => {
    expect(SORTS).toContain("price_cut");
    expect(normalizeFilters(searchRequestSchema.parse({ sort: "price_cut" })).sort).toBe("price_cut");
  });

  it.each(["/search?sort=price_cut", "/search/spanje/costa-blanca?cat=1&bedrooms=2&sort=price_cut&page=2&view=map"])("round-trips %s", (url) => {
    const [path = "", query = ""] = url.split("?");
    const location = parseSearchLocation(path.split("/").filter(Boolean).slice(1), new URLSearchParams(query));
    expect(location?.filters.sort).toBe("price_cut");
    expect(searchPath(location!.filters, location!.view)).toBe(url);
  });

  it("orders price cuts of the last 30 days first (latest day, then largest share), then as relevance does", () => {
    const { sql: text, params } = render(searchOrder({ sort: "price_cut", near: null }));
    expect(params).toEqual([]);
    const [cutTerm, ...rest] = text.split("asc nulls last, ");
    expect(cutTerm).toMatch(/^array_position\(array\(/);
    expect(cutTerm).toContain("from price_history ph join units u on u.id = ph.unit_id");
    expect(cutTerm).toContain("ph.changed_at >= now() - interval '30 days' and ph.new_price < ph.old_price");
    expect(cutTerm).toContain("before.price > p.price_from");
    expect(cutTerm).toMatch(/order by date_trunc\('day', cut\.cut_at\) desc, \(before\.price - p\.price_from\)::float8 \/ before\.price desc/);
    expect(cutTerm).toContain(`"projects"."id"`);
    // After the cuts: the relevance order (featured, newest, id), as an unsorted search.
    expect(rest.join("asc nulls last, ")).toBe(render(searchOrder({ sort: "relevance", near: null })).sql);
  });

  it("keeps the distance order after the cuts when searching near a point", () => {
    const near = { lat: 36.5, lng: -4.9, radius_km: 10 };
    const { sql: text } = render(searchOrder({ sort: "price_cut", near }));
    expect(text.startsWith("array_position(")).toBe(true);
    expect(text).toContain("asin(");
  });
});
