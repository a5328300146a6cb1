/**
 * The costas' airports (each costa's `airport` in the seed's geo data): IATA code, the place name the
 * airport goes by, and the terminal's position. Pure and client-safe.
 */
export interface Airport {
  /** IATA code. */
  code: string;
  /** The place name the airport goes by in Dutch: "de luchthaven van Málaga". */
  name: string;
  lat: number;
  lng: number;
}

export const AIRPORTS: readonly Airport[] = [
  { code: "AGP", name: "Málaga", lat: 36.6749, lng: -4.4991 },
  { code: "LEI", name: "Almería", lat: 36.8439, lng: -2.3701 },
  { code: "RMU", name: "Región de Murcia", lat: 37.8031, lng: -1.1253 },
  { code: "ALC", name: "Alicante", lat: 38.2822, lng: -0.5582 },
];
