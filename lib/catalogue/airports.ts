/**
 * The costas' airports (the `airport` of each costa in the seed's geo data): IATA code, the name the
 * site uses, and where the terminal is. Client-safe.
 */
export interface Airport {
  iata: string;
  name: string;
  lat: number;
  lng: number;
}

export const AIRPORTS: readonly Airport[] = [
  { iata: "AGP", name: "Málaga", lat: 36.6749, lng: -4.4991 },
  { iata: "LEI", name: "Almería", lat: 36.8439, lng: -2.3701 },
  { iata: "RMU", name: "Región de Murcia", lat: 37.803, lng: -1.125 },
  { iata: "ALC", name: "Alicante", lat: 38.2822, lng: -0.5582 },
];
