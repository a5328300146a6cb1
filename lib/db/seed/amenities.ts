/** Dutch amenity labels, chosen to fit the project's type and setting. */
import { TYPE_ID } from "../../catalogue/property-types";
import type { Random } from "./random";

export interface AmenitySetting {
  typeId: number;
  seaView: boolean;
  beachKm: number;
  golfKm: number | null;
}

type Pick = [label: string, probability: number];

const APARTMENT_LIKE: Pick[] = [
  ["Gemeenschappelijk zwembad", 0.92], ["Lift", 0.95], ["Parkeerplaats", 0.7], ["Ondergrondse parkeergarage", 0.35],
  ["Berging", 0.6], ["Airconditioning", 0.9], ["Gemeenschappelijke tuin", 0.6], ["Fitnessruimte", 0.3],
  ["Spa", 0.15], ["Kinderspeelplaats", 0.3], ["Beveiligde toegang", 0.4], ["Coworkingruimte", 0.12],
  ["Domotica", 0.25], ["Vloerverwarming in de badkamers", 0.35], ["Laadpunt elektrische auto", 0.3],
];

const HOUSE_LIKE: Pick[] = [
  ["Tuin", 0.9], ["Solarium", 0.6], ["Parkeerplaats", 0.85], ["Airconditioning", 0.9], ["Berging", 0.4],
  ["Domotica", 0.35], ["Zonnepanelen", 0.35], ["Vloerverwarming in de badkamers", 0.4], ["Laadpunt elektrische auto", 0.35],
  ["Gemeenschappelijk zwembad", 0.6], ["Beveiligde toegang", 0.25],
];

const VILLA: Pick[] = [
  ["Privézwembad", 0.95], ["Tuin", 0.95], ["Solarium", 0.55], ["Parkeerplaats", 0.9], ["Airconditioning", 0.95],
  ["Domotica", 0.6], ["Vloerverwarming", 0.6], ["Zonnepanelen", 0.5], ["Zomerkeuken", 0.35], ["Kelder", 0.25],
  ["Laadpunt elektrische auto", 0.45], ["Beveiligde toegang", 0.3],
];

const LAND: Pick[] = [
  ["Bouwvergunning aangevraagd", 0.5], ["Aansluiting op water en elektriciteit", 0.9], ["Architectontwerp beschikbaar", 0.6],
  ["Rustige ligging", 0.7],
];

function catalogueFor(typeId: number): Pick[] {
  switch (typeId) {
    case TYPE_ID.villa: return VILLA;
    case TYPE_ID.land: return LAND;
    case TYPE_ID.apartment:
    case TYPE_ID.penthouse:
    case TYPE_ID.other: return APARTMENT_LIKE;
    default: return HOUSE_LIKE;
  }
}

export function chooseAmenities(random: Random, setting: AmenitySetting): string[] {
  const chosen = catalogueFor(setting.typeId).filter(([, probability]) => random.chance(probability)).map(([label]) => label);
  if (setting.seaView) chosen.unshift("Zeezicht");
  else if (random.chance(0.5)) chosen.unshift("Bergzicht");
  if (setting.golfKm !== null && setting.golfKm <= 1.5) chosen.push("Golf op loopafstand");
  if (setting.beachKm <= 1) chosen.push("Strand op loopafstand");
  if (setting.typeId === TYPE_ID.penthouse && !chosen.includes("Solarium")) chosen.push("Solarium");
  return chosen;
}
