/**
 * Generated project images: small deterministic SVG scenes of the Mediterranean coast, different
 * for every project and image. Image 1 is a wide exterior; 2 the pool (or for plots the view),
 * 3 the view from a terrace, 4 an interior, 5 the exterior at another time of day, 6 the gardens.
 * Pure: no I/O, the same (id, image, scene) always gives the same bytes.
 */
import { apartmentBlocks, plot, townhouses, villas, type Style } from "./buildings";
import { ACCENTS, createRand, GARDENS, POOL, TIMES_OF_DAY, WALLS, type Palette, type Rand } from "./palette";
import type { Scene } from "./project-image-url";
import { defs, ground, hills, oliveTree, palms, ridge, sea, sky } from "./scenery";

interface Look {
  palette: Palette;
  style: Style;
  second: string;
  garden: string;
}

function look(projectId: number, image: number): Look {
  const project = createRand(projectId);
  const time = project.int(0, 2);
  // Image 5 is the same place at dusk (or at golden hour when image 1 is at dusk already).
  const palette = TIMES_OF_DAY[image === 5 ? 3 : (time + (image === 3 ? 1 : 0)) % 3] as Palette;
  const wall = project.pick(WALLS);
  return {
    palette,
    style: { wall, accent: project.pick(ACCENTS), glass: palette.glass },
    second: project.pick(WALLS.filter((colour) => colour !== wall)),
    garden: project.pick(GARDENS),
  };
}

function building(rand: Rand, scene: Scene, look: Look, base: number): string {
  switch (scene) {
    case "apartment": return apartmentBlocks(rand, look.style, base, false);
    case "penthouse": return apartmentBlocks(rand, look.style, base, true);
    case "villa": return villas(rand, look.style, base);
    case "townhouse": return townhouses(rand, look.style, base, look.second);
    case "land": return plot(rand, look.style, base);
  }
}

function landscape(rand: Rand, look: Look, horizon: number): string {
  return sky(look.palette, rand, horizon) + ridge(rand, horizon, 30, 150, look.palette.mountains) +
    sea(horizon, horizon + 140) + hills(rand, horizon + 120, look.palette.hills);
}

/** `far`: buildings further away, more garden in front. */
function exterior(rand: Rand, scene: Scene, look: Look, far: boolean): string {
  const base = 650;
  const land = scene === "land";
  const front = land ? "#c9b98a" : look.garden;
  let out = landscape(rand, look, rand.int(380, 440)) + ground(base, front);
  out += far ? `<g transform="translate(150 190)scale(.75)">${building(rand, scene, look, base)}</g>` : building(rand, scene, look, base);
  if (land) {
    for (let i = rand.int(3, 5); i > 0; i--) out += oliveTree(rand.int(40, 1160), rand.int(700, 790), rand.int(70, 130) / 100);
  } else {
    out += `<rect y="770" width="1200" height="30" fill="#d8cdb8"/>` + palms(rand, far ? 5 : rand.int(2, 3), 790, far ? 1.1 : 1.3);
  }
  return out;
}

function poolView(rand: Rand, scene: Scene, look: Look): string {
  return landscape(rand, look, 360) + `<g transform="translate(180 150)scale(.7)">${building(rand, scene, look, 650)}</g>` +
    `<rect y="605" width="1200" height="195" fill="#e9dcc3"/><path d="M220 630H980L1110 790H90z" fill="${POOL}"/>` +
    `<path d="M300 680q60-12 120 0t120 0M640 730q60-12 120 0t120 0" stroke="#fff" stroke-opacity=".55" stroke-width="4" fill="none"/>` +
    `<rect x="1010" y="640" width="150" height="26" rx="6" fill="#fff" transform="skewX(-14)"/><rect x="30" y="650" width="150" height="26" rx="6" fill="#fff" transform="skewX(14)"/>` +
    `<path d="M1090 560v120" stroke="#666" stroke-width="5"/><path d="M990 575q100-70 200 0z" fill="${look.style.accent}"/>` + palms(rand, 2, 640, 1.2);
}

function terraceView(rand: Rand, scene: Scene, look: Look): string {
  const posts = [0, 1, 2, 3, 4].map((i) => `M${i * 300} 520v90`).join("");
  const pergola = scene === "penthouse" || scene === "villa"
    ? `<path d="M0 18h1200M0 52h1200" stroke="${look.style.accent}" stroke-width="22"/>` : "";
  return sky(look.palette, rand, 430) + ridge(rand, 430, 20, 90, look.palette.mountains) + sea(430, 800) +
    `<rect y="605" width="1200" height="195" fill="#d8c6a5"/><rect y="520" width="1200" height="88" fill="#d9eef5" fill-opacity=".35"/>` +
    `<path d="M0 520h1200" stroke="#eee" stroke-width="8"/><path d="${posts}" stroke="#ccc" stroke-width="6"/>` +
    `<rect x="${rand.int(80, 200)}" y="660" width="60" height="80" fill="${look.style.accent}"/><circle cx="${rand.int(80, 200) + 30}" cy="640" r="48" fill="#4f7d3a"/>` +
    `<ellipse cx="760" cy="690" rx="110" ry="22" fill="#fff"/><path d="M760 690v80" stroke="#999" stroke-width="8"/>` + pergola;
}

function interior(rand: Rand, look: Look): string {
  const floor = rand.pick(["#e3dccf", "#cdb08a", "#d9d4cc"]);
  return `<rect width="1200" height="800" fill="${look.second}"/><rect x="170" y="110" width="860" height="440" fill="url(#s)"/>` +
    `<rect x="170" y="${rand.int(330, 380)}" width="860" height="${rand.int(170, 220)}" fill="url(#w)"/>` +
    `<path d="M170 110h860v440H170zM457 110v440M743 110v440" stroke="#fff" stroke-width="10" fill="none"/>` +
    `<rect y="600" width="1200" height="200" fill="${floor}"/><ellipse cx="600" cy="720" rx="360" ry="56" fill="#fff" fill-opacity=".45"/>` +
    `<rect x="320" y="560" width="560" height="110" rx="24" fill="${look.style.accent}"/><rect x="350" y="530" width="500" height="70" rx="20" fill="${look.style.accent}" fill-opacity=".8"/>` +
    `<ellipse cx="600" cy="720" rx="120" ry="20" fill="#6b5236"/><rect x="${rand.pick([70, 990])}" y="540" width="90" height="110" fill="#b9a38a"/>` +
    `<circle cx="${rand.int(1060, 1120)}" cy="500" r="70" fill="#4f7d3a"/><path d="M600 0v60" stroke="#333" stroke-width="3"/><path d="M560 90a40 30 0 0 1 80 0z" fill="#333"/>`;
}

function panorama(rand: Rand, look: Look): string {
  let trees = "";
  for (let i = rand.int(4, 6); i > 0; i--) trees += oliveTree(rand.int(30, 1170), rand.int(660, 790), rand.int(80, 150) / 100);
  return landscape(rand, look, 400) + ground(620, "#c9b98a") + trees;
}

export function projectImageSvg(projectId: number, image: number, scene: Scene): string {
  const rand = createRand(projectId, image);
  const style = look(projectId, image);
  let body: string;
  if (image === 4 && scene !== "land") body = interior(rand, style);
  else if (image === 3) body = scene === "land" ? panorama(rand, style) : terraceView(rand, scene, style);
  else if (image === 2) body = scene === "land" ? panorama(rand, style) : poolView(rand, scene, style);
  else body = exterior(rand, scene, style, image === 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">${defs(style.palette)}${body}</svg>`;
}
