/**
 * Buildings per scene, standing on the ground line `base` of a 1200-wide image: apartment blocks
 * with balconies (penthouses on top), cubist villas with a pool, rows of townhouses, and a plot with a sign.
 */
import { POOL, type Rand } from "./palette";

export interface Style {
  wall: string;
  accent: string;
  glass: string;
}

const TILE_W = 60;
const TILE_H = 50;

/** Window-and-balcony tile, aligned to multiples of 60 x 50 from the origin. */
function balconyPattern(style: Style): string {
  return `<pattern id="b" width="${TILE_W}" height="${TILE_H}" patternUnits="userSpaceOnUse">` +
    `<rect x="12" y="10" width="36" height="28" fill="${style.glass}"/><rect x="5" y="36" width="50" height="9" fill="#fff" fill-opacity=".7"/>` +
    `<path d="M5 36h50" stroke="${style.accent}" stroke-width="2"/></pattern>`;
}

/** `base` must be a multiple of 50 so the balcony tiles line up with the floors. */
export function apartmentBlocks(rand: Rand, style: Style, base: number, penthouses: boolean): string {
  let out = `<defs>${balconyPattern(style)}</defs>`;
  let x = TILE_W * rand.int(1, 4);
  const blocks = rand.int(2, 3);
  for (let i = 0; i < blocks && x < 1080; i++) {
    const cols = Math.min(rand.int(3, 6), Math.floor((1140 - x) / TILE_W));
    const floors = rand.int(3, 7);
    const w = cols * TILE_W;
    const top = base - floors * TILE_H;
    out += `<rect x="${x}" y="${top}" width="${w}" height="${base - top}" fill="${style.wall}"/>` +
      `<rect x="${x}" y="${top}" width="${w}" height="${base - top}" fill="url(#b)"/>` +
      `<rect x="${x - 6}" y="${top - 10}" width="${w + 12}" height="10" fill="${style.accent}"/>`;
    if (penthouses || rand.next() < 0.3) {
      // Set-back top floor with glass front and a pergola over the terrace.
      out += `<rect x="${x + 30}" y="${top - 58}" width="${w - 60}" height="48" fill="${style.glass}"/>` +
        `<rect x="${x + 24}" y="${top - 64}" width="${w - 48}" height="7" fill="${style.wall}"/>` +
        `<path d="M${x + 6} ${top - 40}h${w - 12}" stroke="${style.accent}" stroke-width="4" stroke-dasharray="4 14"/>`;
    }
    x += w + TILE_W * rand.int(1, 2);
  }
  return out;
}

function villaBody(rand: Rand, style: Style, x: number, base: number): string {
  const lowerW = rand.int(420, 540);
  const upperX = x + rand.int(60, 180);
  const upperW = rand.int(260, 340);
  const lowerTop = base - 110;
  const upperTop = lowerTop - 95;
  return `<rect x="${x}" y="${lowerTop}" width="${lowerW}" height="110" fill="${style.wall}"/>` +
    `<rect x="${upperX}" y="${upperTop}" width="${upperW}" height="95" fill="${style.wall}"/>` +
    `<rect x="${x - 12}" y="${lowerTop - 8}" width="${lowerW + 24}" height="8" fill="#555"/>` +
    `<rect x="${upperX - 12}" y="${upperTop - 8}" width="${upperW + 24}" height="8" fill="#555"/>` +
    `<rect x="${x + 30}" y="${lowerTop + 20}" width="${Math.round(lowerW * 0.55)}" height="90" fill="${style.glass}"/>` +
    `<rect x="${x + Math.round(lowerW * 0.65)}" y="${lowerTop + 18}" width="${Math.round(lowerW * 0.25)}" height="72" fill="${style.accent}"/>` +
    `<rect x="${upperX + 24}" y="${upperTop + 22}" width="${upperW - 48}" height="50" fill="${style.glass}"/>` +
    `<path d="M${upperX + 24} ${upperTop + 72}h${upperW - 48}" stroke="#fff" stroke-width="4"/>`;
}

export function villas(rand: Rand, style: Style, base: number): string {
  const x = rand.int(120, 420);
  // A second, smaller villa further back, for a development rather than a single house.
  const neighbour = `<g transform="translate(${x > 300 ? 40 : 700} ${Math.round(base * 0.35)})scale(.6)">${villaBody(rand, style, 0, base)}</g>`;
  const poolX = x - rand.int(0, 60);
  return neighbour + villaBody(rand, style, x, base) +
    `<rect x="${poolX - 20}" y="${base}" width="520" height="70" fill="#e8dcc4"/>` +
    `<rect x="${poolX}" y="${base + 14}" width="440" height="42" fill="${POOL}"/>` +
    `<path d="M${poolX + 40} ${base + 30}h120M${poolX + 220} ${base + 42}h140" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`;
}

export function townhouses(rand: Rand, style: Style, base: number, second: string): string {
  const count = rand.int(4, 6);
  const w = rand.int(100, 130);
  const h = rand.int(130, 150);
  let x = Math.round((1200 - count * w) / 2);
  let out = "";
  for (let i = 0; i < count; i++, x += w) {
    const top = base - h;
    out += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${i % 2 ? second : style.wall}"/>` +
      `<rect x="${x + 14}" y="${base - 62}" width="26" height="62" fill="${style.accent}"/>` +
      `<rect x="${x + 52}" y="${base - 62}" width="${w - 66}" height="40" fill="${style.glass}"/>` +
      `<rect x="${x + 14}" y="${top + 20}" width="${w - 28}" height="40" fill="${style.glass}"/>` +
      `<path d="M${x} ${top - 14}h${w}" stroke="#fff" stroke-width="3" stroke-dasharray="3 9"/><path d="M${x} ${top - 16}h${w}" stroke="#eee" stroke-width="3"/>`;
  }
  return out;
}

/** An empty plot: boundary stakes and a "for sale" sign. */
export function plot(rand: Rand, style: Style, base: number): string {
  const signX = rand.int(200, 900);
  let stakes = "";
  for (let x = rand.int(40, 120); x < 1200; x += rand.int(140, 220)) {
    const y = base + rand.int(20, 120);
    stakes += `<rect x="${x}" y="${y - 40}" width="6" height="40" fill="#d6453d"/><rect x="${x}" y="${y - 40}" width="6" height="12" fill="#fff"/>`;
  }
  return stakes +
    `<rect x="${signX + 20}" y="${base - 60}" width="10" height="140" fill="#6b5236"/><rect x="${signX + 190}" y="${base - 60}" width="10" height="140" fill="#6b5236"/>` +
    `<rect x="${signX}" y="${base - 150}" width="220" height="100" fill="${style.accent}" stroke="#fff" stroke-width="5"/>` +
    `<text x="${signX + 110}" y="${base - 95}" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">TE KOOP</text>` +
    `<text x="${signX + 110}" y="${base - 62}" font-family="Arial,sans-serif" font-size="20" fill="#fff" text-anchor="middle">BOUWGROND</text>`;
}
