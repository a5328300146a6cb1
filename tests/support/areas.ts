/**
 * Drawn areas for the tests (issue 47): a triangle around Marbella, and fast-check arbitraries for
 * `POST /api/properties`: simple outlines that must be searched, and the ones that must be refused with
 * a 400 (or a 413 beyond the body limit): crossing outlines, fewer than 3 points, 10,000 points, NaN
 * and other non-numbers.
 */
import fc from "fast-check";

/** Around Marbella: San Pedro's side, Ojén's hills and the coast east of the centre (`[lat, lng]`). */
export const MARBELLA_TRIANGLE: Array<[number, number]> = [
  [36.55, -4.95],
  [36.58, -4.8],
  [36.47, -4.85],
];

export type AreaBody = { kind: "simple"; area: Array<[number, number]>; text: string } | { kind: "refused"; text: string };

const lat = fc.double({ min: 35.5, max: 39, noNaN: true });
const lng = fc.double({ min: -6, max: 1, noNaN: true });

/**
 * A star-shaped outline of 3 to `maxPoints` points: spokes around a centre in angle order, each turn
 * between two spokes under half a turn (weights of 1 to 1.9), so the centre is inside and no edges cross.
 */
export function starOutline(centre: fc.Arbitrary<[number, number]>, radius: { min: number; max: number }, maxPoints = 100): fc.Arbitrary<Array<[number, number]>> {
  const spokes = fc.array(fc.tuple(fc.double({ min: 1, max: 1.9, noNaN: true }), fc.double({ ...radius, noNaN: true })), { minLength: 3, maxLength: maxPoints });
  return fc.tuple(centre, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), spokes).map(([[lat, lng], start, list]) => {
    const total = list.reduce((sum, [weight]) => sum + weight, 0);
    let angle = start;
    return list.map(([weight, length]): [number, number] => {
      angle += (weight / total) * 2 * Math.PI;
      return [lat + length * Math.sin(angle), lng + length * Math.cos(angle)];
    });
  });
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
/** Simple outlines on the costas, rounded as the API keeps them (spokes long enough to stay apart). */
const simple = starOutline(fc.tuple(lat, lng), { min: 0.05, max: 0.5 }).map(
  (outline): AreaBody => {
    const area = outline.map(([a, b]): [number, number] => [round(a), round(b)]);
    return { kind: "simple", area, text: JSON.stringify({ area, per_page: 60 }) };
  },
);

/** A bow tie: its two middle edges cross. */
const bowTie = fc.tuple(lat, lng, fc.double({ min: 0.01, max: 1, noNaN: true })).map(([a, b, size]) => [
  [a, b],
  [a + size, b + size],
  [a, b + size],
  [a + size, b],
]);
const tooFew = fc.array(fc.tuple(lat, lng), { maxLength: 2 });
/** 10,000 points: small numbers stay under the body limit (a 400 by count), long ones pass it (a 413). */
const tenThousand = fc.constantFrom(
  Array.from({ length: 10_000 }, (_, i) => [i % 2, (i * 7) % 3]),
  Array.from({ length: 10_000 }, (_, i) => [36 + Math.sin(i) / 3, -4.5 + Math.cos(i) / 3]),
);
const notNumbers = fc.constantFrom<unknown>(
  [["NaN", -4.9], [36.6, -4.8], [36.5, -4.8]],
  [[null, -4.9], [36.6, -4.8], [36.5, -4.8]],
  [[36.5], [36.6, -4.8], [36.5, -4.8]],
  [[36.5, -4.9, 3], [36.6, -4.8], [36.5, -4.8]],
  [[1e400, 0], [0, 1], [1, 1]],
  "36.5,-4.9;36.6,-4.8;36.5,-4.8",
  { lat: 36.5, lng: -4.9 },
);
/** NaN and Infinity as a JavaScript client might write them: no JSON at all. */
const nanText = fc.constantFrom('{"area":[[NaN,-4.9],[36.6,-4.8],[36.5,-4.8]]}', '{"area":[[36.5,Infinity],[36.6,-4.8],[36.5,-4.8]]}');

export const areaBodies: fc.Arbitrary<AreaBody> = fc.oneof(
  { weight: 4, arbitrary: simple },
  ...[bowTie, tooFew, tenThousand, notNumbers].map((area) => ({ weight: 1, arbitrary: area.map((value): AreaBody => ({ kind: "refused", text: JSON.stringify({ area: value }) })) })),
  { weight: 1, arbitrary: nanText.map((text): AreaBody => ({ kind: "refused", text })) },
);
