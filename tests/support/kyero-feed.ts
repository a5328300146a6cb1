/**
 * Valid Kyero v3 XML for tests and the bench: N units in seeded towns, grouped in developments of
 * `perProject` units (ref prefix `P{n}-`, with a `<development>` on every other project so both
 * grouping rules are used). Deterministic: the same arguments give the same bytes.
 */

export interface FeedUnitSpec {
  id: string;
  ref: string;
  price: string;
  town: string;
  province: string;
  type: string;
  development?: string;
  lat: number;
  lng: number;
  beds: number;
  baths: number;
  built: number;
  plot?: number;
  descNl?: string;
  images?: number;
  /** The image URLs themselves (instead of `images` made-up ones). */
  imageUrls?: string[];
  /** Its `<feature>` words (default: air conditioning and a communal pool). */
  features?: string[];
  extra?: string;
}

const TOWNS = [
  { town: "Torrevieja", province: "Alicante", lat: 37.9787, lng: -0.6822 },
  { town: "Orihuela-Costa", province: "Alicante", lat: 37.938, lng: -0.742 },
  { town: "Xàbia", province: "Alicante", lat: 38.7896, lng: 0.1652 },
  { town: "Denia", province: "Alicante", lat: 38.8408, lng: 0.1057 },
  { town: "MARBELLA", province: "Málaga", lat: 36.5101, lng: -4.8825 },
  { town: "Estepona", province: "Málaga", lat: 36.4276, lng: -5.1463 },
];
const TYPES = ["Apartment", "Penthouse", "Villa", "Town House", "Bungalow"];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function unitSpecs(count: number, perProject = 8): FeedUnitSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const project = Math.floor(index / perProject);
    const place = TOWNS[project % TOWNS.length]!;
    const type = TYPES[project % TYPES.length]!;
    const beds = 1 + (index % 4);
    return {
      id: `U${String(index + 1).padStart(6, "0")}`,
      ref: `P${project + 1}-${(index % perProject) + 1}`,
      price: String(150_000 + beds * 40_000 + (index % 7) * 5_000),
      town: place.town,
      province: place.province,
      type,
      development: project % 2 === 0 ? `Residencial Proyecto ${project + 1}` : undefined,
      lat: place.lat + (project % 50) * 0.004,
      lng: place.lng + Math.floor(project / 50) * 0.004,
      beds,
      baths: 1 + (beds > 2 ? 1 : 0),
      built: 60 + beds * 20,
      plot: type === "Villa" ? 400 + beds * 50 : undefined,
      descNl: `Nieuwbouwwoning ${index + 1} met ${beds} slaapkamers.`,
      images: 3,
    };
  });
}

export function propertyXml(unit: FeedUnitSpec): string {
  const urls = unit.imageUrls ?? Array.from({ length: unit.images ?? 0 }, (_, n) => `https://img.example.com/${unit.id}/${n + 1}.jpg`);
  const images = urls.map((url, n) => `<image id="${n + 1}"><url>${escapeXml(url)}</url></image>`).join("");
  return [
    "<property>",
    `<id>${escapeXml(unit.id)}</id><date>2026-11-01 10:00:00</date><ref>${escapeXml(unit.ref)}</ref>`,
    `<price>${escapeXml(unit.price)}</price><currency>EUR</currency><price_freq>sale</price_freq><new_build>1</new_build>`,
    `<type>${escapeXml(unit.type)}</type><town>${escapeXml(unit.town)}</town><province>${escapeXml(unit.province)}</province>`,
    unit.development ? `<development>${escapeXml(unit.development)}</development>` : "",
    `<location><latitude>${unit.lat.toFixed(6)}</latitude><longitude>${unit.lng.toFixed(6)}</longitude></location>`,
    `<beds>${unit.beds}</beds><baths>${unit.baths}</baths><pool>1</pool>`,
    `<surface_area><built>${unit.built}</built>${unit.plot ? `<plot>${unit.plot}</plot>` : ""}</surface_area>`,
    "<energy_rating><consumption>A</consumption><emissions>B</emissions></energy_rating>",
    `<desc><en>New build home</en>${unit.descNl ? `<nl>${escapeXml(unit.descNl)}</nl>` : ""}</desc>`,
    `<features>${(unit.features ?? ["Air conditioning", "Communal pool"]).map((feature) => `<feature>${escapeXml(feature)}</feature>`).join("")}</features>`,
    `<images>${images}</images>`,
    unit.extra ?? "",
    "</property>",
  ].join("");
}

export const FEED_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version></kyero>';
export const FEED_TAIL = "</root>\n";

export function feedXml(units: readonly FeedUnitSpec[]): string {
  return FEED_HEAD + units.map(propertyXml).join("\n") + FEED_TAIL;
}

/** The feed as chunks of at most `size` bytes (UTF-8), as a network stream delivers it. */
export function* chunked(xml: string, size = 16 * 1024): Generator<Uint8Array> {
  const bytes = Buffer.from(xml, "utf8");
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A large feed generated piece by piece: the bench never holds the whole text. */
export function* feedChunks(units: readonly FeedUnitSpec[]): Generator<Uint8Array> {
  yield Buffer.from(FEED_HEAD);
  for (let at = 0; at < units.length; at += 200) yield Buffer.from(units.slice(at, at + 200).map(propertyXml).join("\n"));
  yield Buffer.from(FEED_TAIL);
}
