/** One project with its units, generated from the project's own random stream. */
import { nearestAirportTrip } from "../../catalogue/airports";
import { TYPE_ID } from "../../catalogue/property-types";
import { projectImageUrl } from "../../media/project-image-url";
import type { projects } from "../schema";
import { BASE_DATE, DAY } from "./clock";
import { confidentialInfo } from "./confidential";
import { deriveProjectRanges } from "./derive";
import { projectDescription } from "./descriptions";
import { bedroomRange, thousands } from "./format";
import type { SeedTown } from "./geo";
import { developerName, projectName, slugify, type ProjectNameRegistry, type SlugRegistry } from "./names";
import { STREAM, streamFor, type Random } from "./random";
import { amenitiesAndViews } from "./setting";
import { generateUnits, type ProjectStatus, type UnitRow } from "./units";

/** The energy labels the seed spreads over its projects, in proportion (one in nine has none). */
const SEED_ENERGY_LABELS = ["A", "A", "B", "B", "B", "C", "D", "E", null] as const;

export type ProjectRow = typeof projects.$inferInsert;


const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

const HOMES: Record<number, string> = {
  [TYPE_ID.apartment]: "appartementen", [TYPE_ID.penthouse]: "penthouses", [TYPE_ID.villa]: "villa's",
  [TYPE_ID.townhouse]: "geschakelde woningen", [TYPE_ID.bungalow]: "bungalows", [TYPE_ID.land]: "bouwkavels",
  [TYPE_ID.other]: "lofts en studio's",
};

/** Picks towns in proportion to their market weight. */
export class TownPicker {
  private readonly weighted: (readonly [SeedTown, number])[];
  constructor(towns: readonly SeedTown[]) {
    this.weighted = towns.map((town) => [town, town.weight] as const);
  }
  pick(random: Random): SeedTown {
    return random.weighted(this.weighted);
  }
}

function chooseType(random: Random, town: SeedTown): number {
  const upmarket = town.priceFactor >= 1.4 || town.beachKm >= 5 ? 1.6 : 1;
  const bungalows = town.region.slug === "costa-blanca" || town.region.slug === "costa-calida" ? 8 : 0;
  return random.weighted([
    [TYPE_ID.apartment, 42], [TYPE_ID.penthouse, 3], [TYPE_ID.villa, 24 * upmarket], [TYPE_ID.townhouse, 13],
    [TYPE_ID.bungalow, bungalows], [TYPE_ID.land, 6], [TYPE_ID.other, 3],
  ]);
}

function chooseStatus(random: Random, typeId: number): { status: ProjectStatus; deliveryDate: string } {
  const status: ProjectStatus = typeId === TYPE_ID.land
    ? "key_ready"
    : random.weighted([["off_plan", 35], ["under_construction", 40], ["key_ready", 25]] as const);
  // Months after January 2025: key-ready in 2025, under construction 2026-27, off plan 2027-29.
  const [from, to] = status === "key_ready" ? [0, 11] : status === "under_construction" ? [14, 35] : [29, 59];
  const month = random.int(from, to);
  const year = 2025 + Math.floor(month / 12);
  return { status, deliveryDate: `${year}-${String((month % 12) + 1).padStart(2, "0")}-01` };
}

function floorsFor(random: Random, typeId: number, town: SeedTown): number {
  if (typeId === TYPE_ID.penthouse) return random.int(4, 8);
  if (typeId === TYPE_ID.apartment) return town.slug === "benidorm" ? random.int(8, 20) : random.int(2, 6);
  return random.int(2, 3);
}

/** A point a short way from the town centre, towards land for coastal towns. */
function jitter(random: Random, town: SeedTown): { lat: number; lng: number; km: number } {
  const km = town.inland === null ? random.float(0.3, 3.5) : random.float(0.4, 2.8);
  const bearing = ((town.inland ?? random.float(0, 360)) + (town.inland === null ? 0 : random.float(-55, 55))) * (Math.PI / 180);
  const lat = town.lat + (km * Math.cos(bearing)) / 111.32;
  const lng = town.lng + (km * Math.sin(bearing)) / (111.32 * Math.cos((town.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6, km };
}

/** A demo project is published when it is created (`markRecentDemoProjects` gives a few a recent date). */
function timestamps(random: Random): { createdAt: Date; updatedAt: Date; publishedAt: Date } {
  const created = BASE_DATE - random.int(1, 900) * DAY - random.int(0, 86_399) * 1000;
  const updated = Math.min(BASE_DATE, created + random.int(0, 240) * DAY + random.int(0, 86_399) * 1000);
  return { createdAt: new Date(created), updatedAt: new Date(updated), publishedAt: new Date(created) };
}

/** "800 tot 2.500 m²", "1.600 m²". */
function areaRange(min: number, max: number): string {
  return min === max ? `${thousands(min)} m²` : `${thousands(min)} tot ${thousands(max)} m²`;
}

/** Terraces come with the units (most homes have one): named among the amenities, so the search's "terras" finds them. */
function withTerrace(amenities: string[], units: readonly UnitRow[]): string[] {
  return units.some((unit) => (unit.terraceArea ?? 0) > 0) && !amenities.includes("Terras") ? [...amenities, "Terras"] : amenities;
}

export interface GeneratedProject {
  project: ProjectRow;
  /** Without ids: the caller numbers units across projects. */
  units: UnitRow[];
}

/** Demo embed links (YouTube's privacy-enhanced host) for every sixth project; a feed brings real ones. */
const DEMO_VIDEOS = ["Hc1o7ChQUnE", "9No-FiEInLA", "ScMzIvxBSi4"];

function demoVideoUrl(id: number): string | null {
  return id % 6 === 1 ? `https://www.youtube-nocookie.com/embed/${DEMO_VIDEOS[id % DEMO_VIDEOS.length]}` : null;
}

export interface NameRegistries {
  slugs: SlugRegistry;
  names: ProjectNameRegistry;
}

export function generateProject(id: number, towns: TownPicker, { slugs, names }: NameRegistries): GeneratedProject {
  const random = streamFor(STREAM.project, id);
  const town = towns.pick(random);
  const typeId = chooseType(random, town);
  const { status, deliveryDate } = chooseStatus(random, typeId);
  const location = jitter(random, town);
  const name = names.claim(town.slug, projectName(random, typeId, town.name));
  const nameSlug = slugify(name);
  const slug = slugs.claim(nameSlug.includes(town.slug) ? nameSlug : `${nameSlug}-${town.slug}`);
  const developer = developerName(random);
  const setting = amenitiesAndViews(random, town, typeId, location.km);
  const airport = nearestAirportTrip(location);
  if (!airport) throw new Error(`no airport within reach of ${town.slug}`);
  const vat = random.chance(0.9);

  const units = generateUnits(streamFor(STREAM.units, id), {
    projectId: id, typeId, townCode: town.code, priceFactor: town.priceFactor, seaView: setting.seaView, status, vat,
    luxury: town.priceFactor >= 1.7 && random.chance(0.3),
    onRequest: typeId === TYPE_ID.villa && town.priceFactor >= 1.7 && random.chance(0.15),
    floors: floorsFor(random, typeId, town),
  });
  const ranges = deriveProjectRanges(units);
  const plotAreas = units.map((unit) => unit.plotArea ?? 0);
  const hasPenthouses = typeId === TYPE_ID.apartment && units.some((unit) => unit.typeId === TYPE_ID.penthouse);
  const delivery = `${MONTHS[Number(deliveryDate.slice(5, 7)) - 1]} ${deliveryDate.slice(0, 4)}`;

  const description = projectDescription(random, {
    name, town: town.name, region: town.region.name, airport: airport.airport.name, airportKm: airport.roadKm, airportMinutes: airport.minutes,
    homes: hasPenthouses ? "appartementen en penthouses" : (HOMES[typeId] ?? "woningen"),
    beachKm: setting.beachKm, golfKm: setting.golfKm, seaView: setting.seaView, unitCount: units.length,
    bedrooms: bedroomRange(ranges.bedroomsMin, ranges.bedroomsMax), amenities: setting.amenities.slice(0, 6), status, delivery,
    plots: typeId === TYPE_ID.land,
    plotSizes: areaRange(Math.min(...plotAreas), Math.max(...plotAreas)),
  });
  const imageCount = random.int(4, 6);

  return {
    project: {
      id, slug, name, developer, description, status, deliveryDate, typeId,
      countryId: town.countryId, regionId: town.regionId, provinceId: town.provinceId, townId: town.id,
      lat: location.lat, lng: location.lng,
      amenities: withTerrace(setting.amenities, units),
      // The distance the description states (the town's, plus the project's offset from its centre).
      beachDistanceM: Math.round(setting.beachKm * 1000),
      // The same estimate the description gives.
      airportCode: airport.airport.code,
      airportMinutes: airport.minutes,
      // New builds are mostly A or B; from the id, so the seed's random streams stay as they were.
      energyLabel: SEED_ENERGY_LABELS[id % SEED_ENERGY_LABELS.length],
      images: Array.from({ length: imageCount }, (_, index) => projectImageUrl(id, index + 1, typeId)),
      videoUrl: demoVideoUrl(id),
      confidentialInfo: confidentialInfo(random, status, developer),
      featured: random.chance(0.05),
      published: random.chance(0.98),
      ...ranges,
      ...timestamps(random),
    },
    units,
  };
}
