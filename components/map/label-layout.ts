/**
 * Which map labels to show: each kind of place within its zooms, then, in order of importance, only
 * those that do not overlap one shown before. Pure (screen boxes in, keys out), so it is tested alone.
 */
export interface LabelBox {
  key: string;
  /** The label's centre on screen, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Keeps the boxes, in the order given (most important first), that overlap none kept before. */
export function placeLabels(boxes: readonly LabelBox[], gap = 4): Set<string> {
  const kept: LabelBox[] = [];
  for (const box of boxes) {
    const clear = kept.every((other) => Math.abs(box.x - other.x) * 2 >= box.width + other.width + gap * 2 || Math.abs(box.y - other.y) * 2 >= box.height + other.height + gap * 2);
    if (clear) kept.push(box);
  }
  return new Set(kept.map((box) => box.key));
}

/** The zooms (inclusive) at which each kind of place is labelled: costas far out, towns close in. */
export const LABEL_ZOOMS = { region: [5, 9], province: [8, 11], town: [9, 20] } as const;

export function labelledAt(kind: keyof typeof LABEL_ZOOMS, zoom: number): boolean {
  const [from, to] = LABEL_ZOOMS[kind];
  return zoom >= from && zoom <= to;
}
