/** The map's colours in one place: the live open map, the server's preview and the basemap picture must look the same. */
export const MAP_COLOURS = {
  sea: "#b8d3e6",
  land: "#e7e3d8",
  spain: { fill: "#fbf9f3", coast: "#7fa2bd" },
  /** Land borders: a dashed line, its width and dash in screen pixels. */
  border: { colour: "#a39d90", width: 1, dash: [4, 3] },
  /** The searched circle (a search around a point), its width in screen pixels. */
  circle: { colour: "#13206a", width: 2, fillOpacity: 0.08 },
  /** A drawn area is outlined as the circle is; while drawing, an outline that crosses itself turns this red. */
  area: { crossing: "#b91c1c" },
} as const;
