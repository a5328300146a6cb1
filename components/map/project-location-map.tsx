"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useCatalogueFormat } from "@/components/i18n/use-catalogue-format";
import { Icon } from "@/components/ui/icons";
import { googleMapsUrl, hasMapsKey } from "./map-config";

export interface ProjectLocationMapProps {
  lat: number;
  lng: number;
  /** The project's name (marker title, labels). */
  name: string;
  className?: string;
}

// The Maps library and script load only once the block scrolls into view, and only with a key.
const GoogleLocationMap = dynamic(() => import("./google-location-map").then((module) => module.GoogleLocationMap), { ssr: false });

/**
 * A small location map for a project page. With a Maps key it shows Google Maps with one marker
 * (loaded when scrolled near); without one (or when the script cannot load), a static block with the
 * coordinates and a link that opens the place in Google Maps. Both keep the same height, so nothing shifts.
 */
export function ProjectLocationMap({ lat, lng, name, className }: ProjectLocationMapProps) {
  const t = useTranslations("map");
  const format = useCatalogueFormat();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);
  const withMap = hasMapsKey() && !failed;

  useEffect(() => {
    const element = box.current;
    if (!withMap || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: "200px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [withMap]);

  const link = (
    <a href={googleMapsUrl(lat, lng)} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline underline-offset-2">
      {t("openInGoogleMaps")}
      <span className="sr-only"> {t("newWindow")}</span>
    </a>
  );
  return (
    <figure className={className}>
      <div ref={box} className="relative h-64 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-80">
        {withMap && near ? (
          <GoogleLocationMap lat={lat} lng={lng} name={name} onFailure={() => setFailed(true)} />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-700">
            <Icon name="pin" width={32} height={32} className="text-primary" />
            <p className="font-semibold text-heading">{name}</p>
            <p className="tabular-nums">
              {t.rich("coordinates", { label: (chunks) => <span className="sr-only">{chunks}</span>, value: format.coordinates(lat, lng) })}
            </p>
            {!withMap && link}
          </div>
        )}
      </div>
      {withMap && <figcaption className="mt-2 text-sm">{link}</figcaption>}
    </figure>
  );
}
