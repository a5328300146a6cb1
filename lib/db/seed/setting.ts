/** Where a project sits relative to beach, golf and sea view, and the amenities that follow from it. */
import { chooseAmenities } from "./amenities";
import type { SeedTown } from "./geo";
import type { Random } from "./random";

export interface ProjectSetting {
  beachKm: number;
  /** Null when no golf course is near enough to mention. */
  golfKm: number | null;
  seaView: boolean;
  amenities: string[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** `offsetKm`: how far the project lies from the town centre (inland for coastal towns). */
export function amenitiesAndViews(random: Random, town: SeedTown, typeId: number, offsetKm: number): ProjectSetting {
  const beachKm = round1(Math.max(0.2, town.inland === null ? town.beachKm + random.float(-1, 2) : town.beachKm + offsetKm * 0.85));
  const golfKm = town.golf ? round1(random.float(0.2, 6)) : random.chance(0.35) ? round1(random.float(8, 20)) : null;
  const seaView = random.chance(beachKm <= 2 ? 0.6 : town.inland === null ? 0.25 : 0.35);
  return { beachKm, golfKm, seaView, amenities: chooseAmenities(random, { typeId, seaView, beachKm, golfKm }) };
}
