"use client";

import type L from "leaflet";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useSearchState } from "@/components/search/search-state";
import { roundAreaPoint } from "@/lib/catalogue/search/filter-values";
import { AREA_POINTS, areaProblem, tidyArea, type AreaPoint } from "@/lib/catalogue/search/polygon";
import { passFocusToNextMap } from "../map-focus";
import { areaSketch, searchedArea, type AreaSketch } from "./area-layer";
import { Crosshair } from "./crosshair";
import "./area-drawing.css";

const PAN_STEP_PX = 80;
const pill = "min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-primary shadow-md hover:bg-slate-50";
const toolButton = "min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-primary hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
const doneButton = "min-h-11 rounded-md bg-primary px-4 text-sm font-semibold text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50";

/** One more corner, up to the most an area may have. */
const withPoint = (point: L.LatLng) => (current: L.LatLng[] | null) => (current && current.length < AREA_POINTS.max ? [...current, point] : current);

/** The points as the search keeps them: rounded like the URL, repeats (a double tap) dropped. */
const asArea = (points: readonly L.LatLng[]): AreaPoint[] => tidyArea(points.map((point) => roundAreaPoint([point.lat, point.lng])));

/**
 * "Teken gebied" on the open map: a polygon placed point by point, with one thumb (each tap on the
 * map is a corner) or the keyboard (the arrow keys move the map under a crosshair, Enter places its
 * point). "Klaar" searches inside it (`area` in the URL: it survives a reload and a saved search, and
 * replaces the place, the map area and the circle); the searched area stays outlined on the map.
 */
export function AreaDrawing({ map }: { map: L.Map }) {
  const t = useTranslations("map.draw");
  const { filters, navigate } = useSearchState();
  /** The corners placed so far; null when not drawing. */
  const [points, setPoints] = useState<L.LatLng[] | null>(null);
  const [keyboardHelp, setKeyboardHelp] = useState(false);
  const drawing = points !== null;
  const startButton = useRef<HTMLButtonElement>(null);
  const cursor = useRef<HTMLButtonElement>(null);
  const sketch = useRef<AreaSketch | null>(null);
  const helpId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!drawing) return;
    const created = areaSketch(map, (point) => setPoints(withPoint(point)));
    sketch.current = created;
    cursor.current?.focus({ preventScroll: true });
    return () => {
      created.remove();
      sketch.current = null;
    };
  }, [map, drawing]);

  const area = points ? asArea(points) : [];
  const problem = points ? areaProblem(area) : null;
  const crossing = problem === "selfIntersecting";
  useEffect(() => {
    if (points) sketch.current?.show(points, crossing);
  }, [points, crossing]);

  const searched = filters.area;
  useEffect(() => {
    if (searched && !drawing) return searchedArea(map, searched);
  }, [map, searched, drawing]);

  function stop() {
    setPoints(null);
    // The start button comes back with the next render.
    requestAnimationFrame(() => startButton.current?.focus({ preventScroll: true }));
  }
  function undo() {
    if (points?.length === 1) cursor.current?.focus({ preventScroll: true });
    setPoints((current) => current && current.slice(0, -1));
  }
  function clear() {
    cursor.current?.focus({ preventScroll: true });
    setPoints([]);
  }
  function done() {
    if (problem !== null) return;
    setPoints(null);
    // The area says where: it replaces the place (the country stays), the map area and the circle.
    navigate({ area, esGeo: filters.esGeo.country ? { country: filters.esGeo.country } : {} });
    map.getContainer().focus({ preventScroll: true });
    passFocusToNextMap();
  }
  function onEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    stop();
  }
  function onCursorKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? PAN_STEP_PX * 3 : PAN_STEP_PX;
    const pans: Record<string, [number, number]> = { ArrowUp: [0, -step], ArrowDown: [0, step], ArrowLeft: [-step, 0], ArrowRight: [step, 0] };
    const pan = pans[event.key];
    // At once, not animated: Enter places the point where the crosshair stands, never on a map still sliding under it.
    if (pan) map.panBy(pan, { animate: false });
    else if (event.key === "+" || event.key === "=") map.zoomIn(1, { animate: false });
    else if (event.key === "-") map.zoomOut(1, { animate: false });
    else if (event.key === "Backspace" || event.key === "Delete") undo();
    else return onEscape(event);
    event.preventDefault();
  }

  if (!points) {
    return (
      <div className="absolute top-[5.5rem] right-3 z-10 flex flex-col items-end gap-2">
        <button ref={startButton} type="button" onClick={() => setPoints([])} className={pill}>
          {t("start")}
        </button>
        {searched && (
          <button type="button" onClick={() => navigate({ area: null })} className={pill}>
            {t("remove")}
          </button>
        )}
      </div>
    );
  }
  const status = crossing ? t("crossing", { count: area.length }) : points.length >= AREA_POINTS.max ? t("full", { count: area.length }) : t("status", { count: area.length });
  return (
    <>
      <Crosshair ref={cursor} label={t("cursor")} describedBy={helpId} onPlace={() => setPoints(withPoint(map.getCenter()))} onKeyDown={onCursorKey} onKeyboardFocus={setKeyboardHelp} />
      <div role="group" aria-labelledby={titleId} onKeyDown={onEscape} className="absolute inset-x-3 bottom-7 z-20 rounded-lg bg-white p-3 shadow-lg">
        <p id={titleId} className="text-sm font-semibold text-heading">
          {t("toolbar")}
        </p>
        <p role="status" className={`text-sm ${crossing ? "font-semibold text-red-700" : "text-slate-700"}`}>
          {status}
        </p>
        {/* Read with the crosshair; shown while it has the keyboard's focus (a tap needs no help, and the panel stays low). */}
        <p id={helpId} className={keyboardHelp ? "text-xs text-slate-600" : "sr-only"}>
          {t("help")}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" onClick={done} disabled={problem !== null} className={doneButton}>
            {t("done")}
          </button>
          <button type="button" onClick={undo} disabled={points.length === 0} className={toolButton}>
            {t("undo")}
          </button>
          <button type="button" onClick={clear} disabled={points.length === 0} className={toolButton}>
            {t("clear")}
          </button>
          <button type="button" onClick={stop} className={toolButton}>
            {t("cancel")}
          </button>
        </div>
      </div>
    </>
  );
}
