/**
 * Where to put the map's place labels: each kind of place within its zooms; then, in order of
 * importance, each label at its point or just beside it (below, above, right, left, then further
 * below or above), wherever it overlaps neither the markers nor a label placed before; a label with
 * no free spot is left out.
 * Pure (screen boxes in, offsets out), so it is tested on its own.
 */
export interface ScreenBox {
  /** The centre on screen, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelBox extends ScreenBox {
  key: string;
}

export interface Offset {
  dx: number;
  dy: number;
}

const overlaps = (a: ScreenBox, b: ScreenBox, gap: number) => Math.abs(a.x - b.x) * 2 < a.width + b.width + gap * 2 && Math.abs(a.y - b.y) * 2 < a.height + b.height + gap * 2;

/** The spots tried for a label, nearest first: on its point, then beside it. */
function spots(box: ScreenBox): Offset[] {
  // Far enough to clear a marker of 40 px on the point.
  const below = box.height / 2 + 24;
  const aside = box.width / 2 + 26;
  return [
    { dx: 0, dy: 0 },
    { dx: 0, dy: below },
    { dx: 0, dy: -below },
    { dx: aside, dy: 0 },
    { dx: -aside, dy: 0 },
    { dx: 0, dy: 2 * below },
    { dx: 0, dy: -2 * below },
  ];
}

/** The labels kept (most important first in `labels`), each with its offset from its point. */
export function placeLabels(labels: readonly LabelBox[], obstacles: readonly ScreenBox[] = [], gap = 3): Map<string, Offset> {
  const taken: ScreenBox[] = [...obstacles];
  const placed = new Map<string, Offset>();
  for (const label of labels) {
    const spot = spots(label).find(({ dx, dy }) => {
      const moved = { ...label, x: label.x + dx, y: label.y + dy };
      return taken.every((other) => !overlaps(moved, other, gap));
    });
    if (!spot) continue;
    taken.push({ ...label, x: label.x + spot.dx, y: label.y + spot.dy });
    placed.set(label.key, spot);
  }
  return placed;
}

/**
 * The zooms (inclusive) at which each kind of place is labelled: costas far out, provinces in between,
 * towns at every zoom (far out only those that fit after the costas, the busiest first).
 */
export const LABEL_ZOOMS = { region: [5, 9], province: [8, 11], town: [5, 20] } as const;

export function labelledAt(kind: keyof typeof LABEL_ZOOMS, zoom: number): boolean {
  const [from, to] = LABEL_ZOOMS[kind];
  return zoom >= from && zoom <= to;
}

/** How a place's label looks and about how much room it takes (its text at its font size, plus padding). */
export function placeLabelStyle(place: { kind: keyof typeof LABEL_ZOOMS; name: string }, selected: boolean) {
  const font = { region: "text-sm font-bold tracking-wide text-heading uppercase", province: "text-xs font-semibold text-slate-700 italic", town: "text-xs font-medium text-slate-800" }[place.kind];
  return {
    className: `place-label ${font} rounded bg-white/85 px-1.5 py-0.5 whitespace-nowrap shadow-sm cursor-pointer hover:bg-white hover:underline ${selected ? "ring-2 ring-primary" : ""}`,
    width: place.name.length * (place.kind === "region" ? 9 : 6.5) + 14,
    height: place.kind === "region" ? 24 : 20,
  };
}

/** A point in Web Mercator pixels at a zoom (256-pixel tiles, as Google's and Leaflet's maps draw them). */
export function mercatorPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}
