/**
 * The costas' airports and the estimated drive to the nearest one: the straight-line (haversine)
 * distance times a road factor, at an average speed, rounded to 5 minutes. An estimate, and said to
 * be one wherever it is shown. Stored per project (`projects.airport_code`, `airport_minutes`) when
 * its coordinates are written (seed, feed import, CRM), so the `airport_max` filter is a column
 * test in the search index. Pure and client-safe.
 */
import { haversineKm } from "./search/geometry";

export interface Airport {
  /** IATA code. */
  code: string;
  /** The place name the airport goes by in Dutch: "de luchthaven van Málaga". */
  name: string;
  lat: number;
  lng: number;
}

/**
 * Changing a coordinate or adding an airport needs a migration that fills the stored columns again
 * (as `0028_airport_minutes.sql` first did).
 */
export const AIRPORTS: readonly Airport[] = [
  { code: "AGP", name: "Málaga", lat: 36.6749, lng: -4.4991 },
  { code: "LEI", name: "Almería", lat: 36.8439, lng: -2.3701 },
  { code: "RMU", name: "Región de Murcia", lat: 37.8031, lng: -1.1253 },
  { code: "ALC", name: "Alicante", lat: 38.2822, lng: -0.5582 },
];

/** Roads are this much longer than the straight line (coast roads and motorway junctions included). */
export const ROAD_FACTOR = 1.3;
/** Door to terminal, motorway and town roads together. */
export const AVERAGE_SPEED_KMH = 70;
const MINUTE_STEP = 5;
/** Beyond this straight line no airport of ours is the one to take: no estimate. */
export const AIRPORT_REACH_KM = 250;

export interface AirportTrip {
  airport: Airport;
  /** Estimated road distance, whole km. */
  roadKm: number;
  /** Estimated drive, whole minutes in steps of 5 (at least 5). */
  minutes: number;
}

/** The estimated drive from a point to one airport. */
export function tripTo(airport: Airport, point: { lat: number; lng: number }): AirportTrip {
  const roadKm = haversineKm(point, airport) * ROAD_FACTOR;
  const minutes = Math.max(MINUTE_STEP, Math.round((roadKm / AVERAGE_SPEED_KMH) * 60 / MINUTE_STEP) * MINUTE_STEP);
  return { airport, roadKm: Math.round(roadKm), minutes };
}

/** The nearest airport's estimated drive, or null when none is within reach. */
export function nearestAirportTrip(point: { lat: number; lng: number }): AirportTrip | null {
  const nearest = AIRPORTS.reduce((best, airport) => (haversineKm(point, airport) < haversineKm(point, best) ? airport : best));
  return haversineKm(point, nearest) <= AIRPORT_REACH_KM ? tripTo(nearest, point) : null;
}

export function airportByCode(code: string | null): Airport | null {
  return AIRPORTS.find((airport) => airport.code === code) ?? null;
}

/** The project columns for a point: what the seed, the feed import and the CRM store. */
export function airportColumns(lat: number, lng: number): { airportCode: string | null; airportMinutes: number | null } {
  const trip = nearestAirportTrip({ lat, lng });
  return { airportCode: trip?.airport.code ?? null, airportMinutes: trip?.minutes ?? null };
}
