/**
 * Feeds list units; the site shows projects. A source's rule set decides which units form one project,
 * strongest evidence first:
 * 1. an explicit development (a `<development>` element or a "Development: name" feature);
 * 2. the ref up to the source's separator (`MAR-A12` and `MAR-B03` with separator "-");
 * 3. otherwise units within `proximityMeters` of each other, in the same town and type family.
 * The group key is stable between runs (it does not depend on the order of the feed), so a re-import
 * finds the same project again.
 */
import type { FeedGroupingRule } from "../db/schema";
import { TYPE_ID } from "../catalogue/property-types";
import { normaliseTownName } from "./towns";

export const DEFAULT_GROUPING: FeedGroupingRule = { proximityMeters: 50 };

export interface GroupableUnit {
  feedId: string;
  ref: string;
  typeId: number;
  town: string;
  development?: string;
  lat: number;
  lng: number;
}

export interface UnitGroup<Unit extends GroupableUnit> {
  key: string;
  /** How the group was found: the project name can come from it. */
  by: "development" | "ref" | "location";
  label: string;
  units: Unit[];
}

/** Apartments and penthouses share blocks; houses of every kind share a development; land is apart. */
export function typeFamily(typeId: number): "apartment" | "house" | "land" | "other" {
  if (typeId === TYPE_ID.apartment || typeId === TYPE_ID.penthouse) return "apartment";
  if (typeId === TYPE_ID.land) return "land";
  if (typeId === TYPE_ID.other) return "other";
  return "house";
}

const EARTH_METRES = 6_371_000;

export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

function refPrefix(ref: string, separator: string | undefined): string | undefined {
  if (!separator) return undefined;
  const at = ref.indexOf(separator);
  return at > 0 ? ref.slice(0, at) : undefined;
}

export function groupUnits<Unit extends GroupableUnit>(units: readonly Unit[], rule: FeedGroupingRule = DEFAULT_GROUPING): UnitGroup<Unit>[] {
  const groups = new Map<string, UnitGroup<Unit>>();
  const add = (key: string, by: UnitGroup<Unit>["by"], label: string, unit: Unit) => {
    const group = groups.get(key) ?? { key, by, label, units: [] };
    group.units.push(unit);
    groups.set(key, group);
  };
  const byPlace = new Map<string, Unit[]>();
  for (const unit of units) {
    const development = unit.development?.trim();
    const prefix = refPrefix(unit.ref, rule.refSeparator);
    if (development) add(`dev:${normaliseTownName(development)}`, "development", development, unit);
    else if (prefix) add(`ref:${prefix}`, "ref", prefix, unit);
    else {
      const place = `${normaliseTownName(unit.town)}|${typeFamily(unit.typeId)}`;
      byPlace.set(place, [...(byPlace.get(place) ?? []), unit]);
    }
  }
  // Location clusters: sorted by feed id so the anchor (and so the key) is the same in every run.
  for (const [place, placed] of byPlace) {
    const anchors: Unit[] = [];
    for (const unit of [...placed].sort((a, b) => (a.feedId < b.feedId ? -1 : a.feedId > b.feedId ? 1 : 0))) {
      const anchor = anchors.find((candidate) => distanceMetres(candidate, unit) <= rule.proximityMeters) ?? unit;
      if (anchor === unit) anchors.push(unit);
      add(`loc:${place}|${anchor.feedId}`, "location", unit.town, unit);
    }
  }
  return [...groups.values()];
}
