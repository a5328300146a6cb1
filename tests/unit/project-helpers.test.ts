import { describe, expect, it } from "vitest";
import { googleMapsUrl } from "@/components/map/map-config";
import { fileDownloadPath, toProjectFile } from "@/lib/catalogue/project/files";
import type { ProjectUnit } from "@/lib/catalogue/project/types";
import { filterUnits, rangeOf, summarizeUnits } from "@/lib/catalogue/project/units";

const unit = (over: Partial<ProjectUnit>): ProjectUnit => ({
  id: 1, reference: "A1", type_id: 1, type: "apartment", bedrooms: 2, bathrooms: 1, area: 80, plot_area: null, terrace_area: 20,
  solarium_area: null, garden_area: null, floor: 1, orientation: "Zuid", price: 200000, price_on_request: false, vat: true, status: "available", ...over,
});

describe("units", () => {
  const units = [unit({ id: 1 }), unit({ id: 2, bedrooms: 3, status: "sold", type_id: 12, terrace_area: 60 }), unit({ id: 3, bedrooms: 3, status: "reserved", area: 120 })];

  it("filters on exact type, bedrooms and status", () => {
    expect(filterUnits(units, {}).map((u) => u.id)).toEqual([1, 2, 3]);
    expect(filterUnits(units, { bedrooms: 3 }).map((u) => u.id)).toEqual([2, 3]);
    expect(filterUnits(units, { bedrooms: 3, status: "sold" }).map((u) => u.id)).toEqual([2]);
    expect(filterUnits(units, { type_id: 12 }).map((u) => u.id)).toEqual([2]);
    expect(filterUnits(units, { type_id: 7 })).toEqual([]);
  });

  it("summarises the spec's labels as ranges and counts", () => {
    expect(rangeOf([null, 0, 5, 3])).toEqual({ min: 3, max: 5 });
    expect(rangeOf([null, 0])).toBeNull();
    expect(summarizeUnits(units, { developer: "X", delivery: "2027-09-01" })).toMatchObject({
      units_total: 3, units_available: 1, units_reserved: 1, units_sold: 1,
      bedrooms: { min: 2, max: 3 }, area: { min: 80, max: 120 }, terrace_area: { min: 20, max: 60 }, plot_area: null,
    });
  });
});

describe("files", () => {
  const meta = { id: 9, kind: "price_list" as const, title: "Prijslijst", file_name: "p.pdf", mime_type: "application/pdf", size_bytes: 1677, confidential: true };

  it("gives confidential files a download URL only for a logged-in client", () => {
    expect(toProjectFile(meta, { client: false })).toMatchObject({ locked: true, download_url: null });
    expect(toProjectFile(meta, { client: true })).toMatchObject({ locked: false, download_url: fileDownloadPath(9) });
    expect(toProjectFile({ ...meta, confidential: false }, { client: false })).toMatchObject({ locked: false, download_url: "/api/project/files/9/download" });
  });
});

describe("map links", () => {
  it("open the coordinates in Google Maps", () => {
    expect(googleMapsUrl(36.5, -4.9)).toBe("https://www.google.com/maps/search/?api=1&query=36.500000,-4.900000");
  });
});
