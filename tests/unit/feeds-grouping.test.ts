import { describe, expect, it } from "vitest";
import { TYPE_ID } from "@/lib/catalogue/property-types";
import { distanceMetres, groupUnits, typeFamily, type GroupableUnit } from "@/lib/feeds/grouping";

const base = { typeId: TYPE_ID.apartment, town: "Torrevieja", lat: 37.9787, lng: -0.6822 };
const unit = (feedId: string, extra: Partial<GroupableUnit> = {}): GroupableUnit => ({ feedId, ref: feedId, ...base, ...extra });
/** About `metres` north of the base point. */
const north = (metres: number) => base.lat + metres / 111_195;

describe("grouping feed units into projects", () => {
  it("groups by an explicit development first, whatever the place", () => {
    const groups = groupUnits([unit("a", { development: "Mar Azul" }), unit("b", { development: "mar  azul", lat: 38.5 }), unit("c")]);
    expect(groups.map((group) => [group.key, group.by, group.units.map((u) => u.feedId)])).toEqual([
      ["dev:mar azul", "development", ["a", "b"]],
      ["loc:torrevieja|apartment|c", "location", ["c"]],
    ]);
  });

  it("groups by the ref up to the source's separator", () => {
    const units = [unit("1", { ref: "MAR-A1" }), unit("2", { ref: "MAR-B7", lat: 38 }), unit("3", { ref: "SOL-1" }), unit("4", { ref: "PLAIN" })];
    const groups = groupUnits(units, { refSeparator: "-", proximityMeters: 50 });
    expect(groups.map((group) => [group.key, group.units.length])).toEqual([["ref:MAR", 2], ["ref:SOL", 1], ["loc:torrevieja|apartment|4", 1]]);
    // Without a separator in the rule, refs say nothing.
    expect(groupUnits(units).every((group) => group.by === "location")).toBe(true);
  });

  it("groups by place: within 50 m, the same town and the same type family", () => {
    const units = [
      unit("a"),
      unit("b", { lat: north(30), typeId: TYPE_ID.penthouse }), // apartments and penthouses share a block
      unit("c", { lat: north(120) }), // too far
      unit("d", { typeId: TYPE_ID.villa }), // another family
      unit("e", { town: "Orihuela Costa" }), // another town
    ];
    const groups = groupUnits(units);
    expect(groups.map((group) => group.units.map((u) => u.feedId))).toEqual([["a", "b"], ["c"], ["d"], ["e"]]);
  });

  it("gives the same keys whatever the order of the feed", () => {
    const units = [unit("a"), unit("b", { lat: north(20) }), unit("c", { lat: north(400) }), unit("d", { ref: "X-1" })];
    const keys = (list: GroupableUnit[]) => groupUnits(list, { refSeparator: "-", proximityMeters: 50 }).map((group) => group.key).sort();
    expect(keys([...units].reverse())).toEqual(keys(units));
  });

  it("measures distances and type families", () => {
    expect(distanceMetres(base, { lat: north(50), lng: base.lng })).toBeCloseTo(50, 0);
    expect(typeFamily(TYPE_ID.bungalow)).toBe("house");
    expect(typeFamily(TYPE_ID.land)).toBe("land");
  });
});
