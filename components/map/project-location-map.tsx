"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { hasMapsKey } from "./map-config";

// The map's code and data load only once the block comes near: Google Maps with a key, else the open map.
const GoogleLocationMap = dynamic(() => import("./google-location-map").then((module) => module.GoogleLocationMap), { ssr: false });
const OpenLocationMap = dynamic(() => import("./open/open-location-map").then((module) => module.OpenLocationMap), { ssr: false });

export interface ProjectLocationMapProps {
  lat: number;
  lng: number;
  /** The project's name (marker title, labels). */
  name: string;
  /** Its town, named beside the pin on the open map. */
  town: string;
}

/**
 * A small location map for a project page, laid over the location block's static panel (which stays
 * underneath while the map loads, and when Google's script cannot load). Nothing of the map is in the
 * page's first JavaScript: its code and data come when the block scrolls near.
 */
export function ProjectLocationMap({ lat, lng, name, town }: ProjectLocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, "200px 0px");
  const [failed, setFailed] = useState(false);
  return (
    <div ref={box} className="absolute inset-0">
      {near && !failed && (hasMapsKey() ? <GoogleLocationMap lat={lat} lng={lng} name={name} onFailure={() => setFailed(true)} /> : <OpenLocationMap lat={lat} lng={lng} name={name} town={town} />)}
    </div>
  );
}
