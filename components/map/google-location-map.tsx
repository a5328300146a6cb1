"use client";

import { AdvancedMarker, APIProvider, Map as GoogleMap } from "@vis.gl/react-google-maps";
import { LoadFailureWatch } from "./load-failure-watch";
import { GOOGLE_MAPS_API_KEY, GOOGLE_MAPS_MAP_ID } from "./map-config";

/** Google Maps with a single marker (lazy-loaded by `ProjectLocationMap`). */
export function GoogleLocationMap({ lat, lng, name, onFailure }: { lat: number; lng: number; name: string; onFailure: () => void }) {
  return (
    <APIProvider apiKey={GOOGLE_MAPS_API_KEY} language="nl" region="NL">
      <LoadFailureWatch onFailure={onFailure} />
      <GoogleMap mapId={GOOGLE_MAPS_MAP_ID} defaultCenter={{ lat, lng }} defaultZoom={13} gestureHandling="cooperative" clickableIcons={false} streetViewControl={false} className="size-full">
        <AdvancedMarker position={{ lat, lng }} title={name} />
      </GoogleMap>
    </APIProvider>
  );
}
