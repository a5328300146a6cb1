/** Plain data the map components take (markers: `MapMarker` of lib/catalogue/search/map-marker.ts). */
export interface MapFacet {
  slug: string;
  name: string;
  count: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}
