"use client";
/**
 * Pushes the page's tracking events (built on the server, see lib/tracking/events.ts) once the page
 * is shown, and again when a navigation brings new ones. Nothing is pushed without consent.
 */
import { useEffect } from "react";
import { pushEvent } from "@/lib/tracking/data-layer";
import type { TrackingEvent } from "@/lib/tracking/events";

export function TrackEvents({ events }: { events: TrackingEvent[] }) {
  const key = JSON.stringify(events);
  useEffect(() => {
    for (const event of JSON.parse(key) as TrackingEvent[]) pushEvent(event);
  }, [key]);
  return null;
}
