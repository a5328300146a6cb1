"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { BaseMapTexts } from "./base-map";

/** The open map's own texts (zoom buttons, credits, airports) with the map's name, read once per map (a stable object). */
export function useBaseMapTexts(label: string): BaseMapTexts {
  const t = useTranslations("map");
  const [texts] = useState<BaseMapTexts>(() => ({
    zoomIn: t("zoomIn"),
    zoomOut: t("zoomOut"),
    attribution: t("attribution"),
    airport: (airport) => t("airport", { name: airport.name, code: airport.code }),
    label,
  }));
  return texts;
}
