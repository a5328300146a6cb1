/** Landscape pieces of the generated images: sky, sun, mountains, sea, hills, palms and olive trees. */
import type { Palette, Rand } from "./palette";

const WIDTH = 1200;
const HEIGHT = 800;

/** Gradients for sky and sea, and the palm tree used with <use href="#p">. */
export function defs(palette: Palette): string {
  const gradient = (id: string, top: string, bottom: string) =>
    `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  // Each frond bends up from the crown and droops to its tip.
  const fronds = [[-70, -4], [-52, 30], [-12, 36], [40, 26], [66, -2], [20, -30], [-30, -28]]
    .map(([x = 0, y = 0]) => `M0 0q${x / 2} ${y / 2 - 24} ${x} ${y}`)
    .join("");
  return `<defs>${gradient("s", palette.skyTop, palette.skyBottom)}${gradient("w", palette.seaFar, palette.seaNear)}` +
    `<g id="p"><path d="M0 0q14 60 4 140" stroke="#7a5a3a" stroke-width="9" fill="none"/><path d="${fronds}" stroke="#3f7a3a" stroke-width="7" fill="none" stroke-linecap="round"/></g></defs>`;
}

export function sky(palette: Palette, rand: Rand, horizon: number): string {
  const x = rand.int(120, WIDTH - 120);
  const y = Math.round(90 + palette.sunLow * (horizon - 150));
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/><circle cx="${x}" cy="${y}" r="${rand.int(38, 60)}" fill="${palette.sun}"/>`;
}

/** A jagged ridge from the left to the right edge, standing on `base`. */
export function ridge(rand: Rand, base: number, minHeight: number, maxHeight: number, fill: string): string {
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += rand.int(110, 190)) points.push(`${x} ${base - rand.int(minHeight, maxHeight)}`);
  points.push(`${WIDTH} ${base - rand.int(minHeight, maxHeight)}`);
  return `<path d="M${points.join("L")}V${base}H0z" fill="${fill}"/>`;
}

export function sea(horizon: number, shore: number): string {
  return `<rect y="${horizon}" width="${WIDTH}" height="${shore - horizon}" fill="url(#w)"/>`;
}

/** A soft hill line over the shore, so buildings do not stand in the sea. */
export function hills(rand: Rand, top: number, fill: string): string {
  const a = rand.int(250, 500);
  const b = rand.int(700, 950);
  return `<path d="M0 ${top + rand.int(0, 40)}Q${a} ${top - rand.int(20, 60)} ${b} ${top + rand.int(0, 30)}T${WIDTH} ${top}V${HEIGHT}H0z" fill="${fill}"/>`;
}

export function ground(top: number, fill: string): string {
  return `<rect y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="${fill}"/>`;
}

/** Palm trees standing on `base` (their roots), scaled for depth. */
export function palms(rand: Rand, count: number, base: number, scale = 1): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rand.int(30, WIDTH - 30);
    const size = (scale * rand.int(80, 120)) / 100;
    out += `<use href="#p" transform="translate(${x} ${Math.round(base - 140 * size)})scale(${size.toFixed(2)})"/>`;
  }
  return out;
}

export function oliveTree(x: number, base: number, size: number): string {
  const r = Math.round(34 * size);
  return `<path d="M${x} ${base}v-${Math.round(40 * size)}" stroke="#6b5236" stroke-width="${Math.round(8 * size)}"/>` +
    `<ellipse cx="${x}" cy="${base - Math.round(60 * size)}" rx="${r * 1.4}" ry="${r}" fill="#6d7f4a"/>`;
}
