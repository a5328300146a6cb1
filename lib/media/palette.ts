/** Colours and a tiny seeded PRNG for the generated project images (pure, no dependencies). */

export interface Rand {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Mixes numbers into one well-spread 32-bit seed, so neighbouring ids look nothing alike. */
function hashSeed(parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

/** mulberry32 seeded from `parts`: small, fast and the same on every platform. */
export function createRand(...parts: number[]): Rand {
  let state = hashSeed(parts);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  seaFar: string;
  seaNear: string;
  sun: string;
  mountains: string;
  hills: string;
  /** Window glass; warm when the lights are on at dusk. */
  glass: string;
  /** Sun height: 0 high in the sky, 1 on the horizon. */
  sunLow: number;
}

export const TIMES_OF_DAY: readonly Palette[] = [
  { skyTop: "#3d8fd9", skyBottom: "#c4e5f7", seaFar: "#3d9ccc", seaNear: "#1f6fa5", sun: "#fff7d1", mountains: "#a9b8c6", hills: "#7f9a62", glass: "#35546e", sunLow: 0 },
  { skyTop: "#76b3e3", skyBottom: "#fbe3c4", seaFar: "#6fb1d3", seaNear: "#3a82b3", sun: "#ffeab0", mountains: "#b7b9c4", hills: "#8ea46c", glass: "#3f5f78", sunLow: 0.4 },
  { skyTop: "#5f86c0", skyBottom: "#f7c98c", seaFar: "#d7a273", seaNear: "#36688f", sun: "#ffd27a", mountains: "#9a8f9c", hills: "#6f7f52", glass: "#4a5a6e", sunLow: 0.7 },
  { skyTop: "#27345f", skyBottom: "#e88a68", seaFar: "#a8656a", seaNear: "#22395e", sun: "#ffb070", mountains: "#5b5470", hills: "#434a3c", glass: "#ffd98a", sunLow: 0.9 },
];

export const WALLS = ["#f6f3ec", "#f1e6cf", "#e9d5b5", "#f4efe6", "#dcd7cf", "#efe0d0"] as const;
export const ACCENTS = ["#c8794f", "#a0673c", "#6f8b8f", "#b55d45", "#8c6a4f"] as const;
export const GARDENS = ["#8fae5d", "#9bb36a", "#a7a86a", "#c9b98a"] as const;
export const POOL = "#49bfe3";
