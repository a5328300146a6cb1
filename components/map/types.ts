/** Plain data the map components take (the search service produces these shapes). */
export interface MapMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
  price_from: number | null;
  price_on_request: boolean;
  url: string;
  image: string | null;
  town: string;
}

export interface MapFacet {
  slug: string;
  name: string;
  count: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}
