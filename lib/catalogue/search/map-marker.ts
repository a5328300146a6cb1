/** A project on the search map: what the search service produces and the map components take. Client-safe. */
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
