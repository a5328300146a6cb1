import { describe, expect, it } from "vitest";
import { GET } from "../../app/media/projects/[id]/[file]/route";
import { projectImageSvg } from "../../lib/media/project-image";
import { CARD_WIDTHS, GALLERY_WIDTHS, imageAtWidth, imageSources, parseImageFile, photoUrl, projectImageUrl, SCENES, sceneForType } from "../../lib/media/project-image-url";

describe("projectImageSvg", () => {
  it("is deterministic", () => {
    for (const scene of SCENES) expect(projectImageSvg(42, 3, scene)).toBe(projectImageSvg(42, 3, scene));
  });

  it("differs between projects, images and scenes", () => {
    const images = new Set<string>();
    for (let id = 1; id <= 40; id++) for (let image = 1; image <= 6; image++) images.add(projectImageSvg(id, image, "villa"));
    expect(images.size).toBe(240);
    expect(new Set(SCENES.map((scene) => projectImageSvg(7, 1, scene))).size).toBe(SCENES.length);
  });

  it("is a small, well-formed SVG for every scene and image", () => {
    for (const id of [1, 2, 999, 123_456, 999_999_999]) {
      for (const scene of SCENES) {
        for (let image = 1; image <= 6; image++) {
          const svg = projectImageSvg(id, image, scene);
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"')).toBe(true);
          expect(svg.endsWith("</svg>")).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
          expect(svg.length).toBeLessThan(4500);
          // Every opened element is closed (self-closing ones count as both).
          const opened = (svg.match(/<[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
          const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
          expect(opened).toBe(closed);
        }
      }
    }
  });
});

describe("image URLs", () => {
  it("round-trip through parseImageFile", () => {
    const url = projectImageUrl(12, 4, 2);
    expect(url).toBe("/media/projects/12/4-villa.svg");
    expect(parseImageFile(url.split("/").at(-1) ?? "")).toEqual({ kind: "generated", image: 4, scene: "villa" });
    expect(parseImageFile(photoUrl(12, 41).split("/").at(-1) ?? "")).toEqual({ kind: "photo", imageId: 41, width: 1200 });
    expect(parseImageFile("photo-41-600.webp")).toEqual({ kind: "photo", imageId: 41, width: 600 });
    expect(parseImageFile("photo-41-800.webp")).toEqual({ kind: "photo", imageId: 41, width: 800 });
  });

  it("offer a photo's files as a srcset with the layout's sizes (cards 600 and 800, the gallery 800 and 1200), and nothing for a drawing", () => {
    expect(imageSources(photoUrl(12, 41), CARD_WIDTHS, "100vw")).toEqual({ srcSet: "/media/projects/12/photo-41-600.webp 600w, /media/projects/12/photo-41-800.webp 800w", sizes: "100vw" });
    expect(imageSources(photoUrl(12, 41), GALLERY_WIDTHS, "50vw").srcSet).toBe("/media/projects/12/photo-41-800.webp 800w, /media/projects/12/photo-41-1200.webp 1200w");
    for (const other of [projectImageUrl(12, 4, 2), "https://elders.example/foto-1200.webp"]) expect(imageSources(other, CARD_WIDTHS, "100vw")).toEqual({});
  });

  it("give cards and thumbnails a photo's 600 px file, and leave drawings and other URLs alone", () => {
    expect(imageAtWidth(photoUrl(12, 41), 600)).toBe("/media/projects/12/photo-41-600.webp");
    expect(imageAtWidth(photoUrl(12, 41), 1200)).toBe(photoUrl(12, 41));
    for (const other of [projectImageUrl(12, 4, 2), "https://elders.example/foto-1200.webp", "/home-kitchen.svg"]) expect(imageAtWidth(other, 600)).toBe(other);
  });

  it("map type ids to scenes", () => {
    expect([1, 2, 3, 4, 7, 12, 17, 99].map(sceneForType)).toEqual([
      "apartment", "villa", "townhouse", "townhouse", "land", "penthouse", "apartment", "townhouse",
    ]);
  });

  it("reject anything else", () => {
    for (const file of ["0-villa.svg", "7-villa.svg", "1-castle.svg", "1-villa.png", "1-villa.svg.svg", "../1-villa.svg", "12-villa.svg", "1-villa-600.webp", "photo-0-600.webp", "photo-1-700.webp", "photo-1-600.svg", "photo-9999999999-600.webp"]) {
      expect(parseImageFile(file)).toBeNull();
    }
  });
});

describe("GET /media/projects/[id]/[file]", () => {
  const get = (id: string, file: string) => GET(new Request(`http://localhost/media/projects/${id}/${file}`), { params: Promise.resolve({ id, file }) });

  it("serves the SVG with a long-lived cache header", async () => {
    const response = await get("15", "2-apartment.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(projectImageSvg(15, 2, "apartment"));
  });

  it("answers 404 for bad ids and files", async () => {
    for (const [id, file] of [["0", "1-villa.svg"], ["-1", "1-villa.svg"], ["abc", "1-villa.svg"], ["1e3", "1-villa.svg"], ["12", "9-villa.svg"], ["12", "1-boat.svg"], ["1234567890", "1-villa.svg"], ["12", `1-villa.svg${"x".repeat(60)}`]]) {
      expect((await get(id as string, file as string)).status).toBe(404);
    }
  });
});
