import { describe, expect, it } from "vitest";
import { normaliseTownName, townMatcher, type GeoTown } from "@/lib/feeds/towns";

const town = (id: number, name: string, provinceName = "Alicante"): GeoTown => ({ id, name, provinceName, countryId: 1, regionId: 2, provinceId: 3, lat: 0, lng: 0 });
const matcher = townMatcher([town(1, "Orihuela Costa"), town(2, "Jávea"), town(3, "Dénia"), town(4, "Vélez-Málaga", "Málaga"), town(5, "San Juan", "Alicante"), town(6, "San Juan", "Almería")]);

describe("matching feed towns to the geo table", () => {
  it("ignores accents, case, hyphens and spacing", () => {
    expect(normaliseTownName("  Vélez-MÁLAGA ")).toBe("velez malaga");
    expect(matcher.match("Orihuela-Costa")?.id).toBe(1);
    expect(matcher.match("orihuela costa")?.id).toBe(1);
    expect(matcher.match("Denia")?.id).toBe(3);
    expect(matcher.match("DÉNIA")?.id).toBe(3);
    expect(matcher.match("Velez Malaga")?.id).toBe(4);
  });

  it("knows the other names of a town", () => {
    expect(matcher.match("Xàbia")?.id).toBe(2);
    expect(matcher.match("Xabia")?.id).toBe(2);
    expect(matcher.match("Javea")?.id).toBe(2);
  });

  it("tells towns of the same name apart by province, and invents nothing", () => {
    expect(matcher.match("San Juan", "Almería")?.id).toBe(6);
    expect(matcher.match("San Juan", "alicante")?.id).toBe(5);
    expect(matcher.match("San Juan")).toBeUndefined();
    expect(matcher.match("Atlantis")).toBeUndefined();
    expect(matcher.match("")).toBeUndefined();
  });
});
