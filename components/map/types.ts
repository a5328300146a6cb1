/** Plain data the map components take (the search service produces these shapes). */
export type { MapMarker } from "@/lib/catalogue/search/map-marker";

export interface MapFacet {
  slug: string;
  name: string;
  count: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}
