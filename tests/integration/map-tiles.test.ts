/**
 * The route that serves the open map's tiles from the operator's source (MAP_TILES_URL): a local
 * tile server answering an image, a page, a failure, or nothing in time; the route passes images on
 * and nothing else.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/media/tiles/[z]/[x]/[y]/route";
import { serve, startHttpFixture, type HttpFixture } from "../support/http-fixture";

const globals = globalThis as { __costaEnv?: unknown };
let fixture: HttpFixture;

function setTileSource(template: string | undefined) {
  if (template) {
    process.env.MAP_TILES_URL = template;
    process.env.MAP_TILES_ATTRIBUTION = "© Testtegels";
  } else {
    delete process.env.MAP_TILES_URL;
    delete process.env.MAP_TILES_ATTRIBUTION;
  }
  // env() parses once per process: read it again.
  delete globals.__costaEnv;
}

const tile = (z: number, x: number, y: number) => GET(new Request(`http://localhost/media/tiles/${z}/${x}/${y}`), { params: Promise.resolve({ z: String(z), x: String(x), y: String(y) }) });

beforeAll(async () => {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#bcd" } }).png().toBuffer();
  fixture = await startHttpFixture({
    "/ok/7/62/49.png": (_request, response) => response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=600" }).end(png),
    "/page/7/62/49.png": serve("<html><script>alert(1)</script></html>", "image/png"),
    "/fails/7/62/49.png": serve("", "text/plain", 500),
  });
});
afterAll(async () => {
  setTileSource(undefined);
  await fixture.close();
});

describe("GET /media/tiles/{z}/{x}/{y}", () => {
  it("passes the source's image on, under the media policy, kept at least an hour", async () => {
    setTileSource(`${fixture.origin}/ok/{z}/{x}/{y}.png`);
    const answer = await tile(7, 62, 49);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toMatchObject({ "content-type": "image/png", "cache-control": "public, max-age=3600", "content-security-policy": "default-src 'none'; sandbox" });
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(256);
  });

  it("answers 502 with Retry-After when the source fails or sends something that is not an image", async () => {
    for (const kind of ["page", "fails"]) {
      setTileSource(`${fixture.origin}/${kind}/{z}/{x}/{y}.png`);
      const answer = await tile(7, 62, 49);
      expect(answer.status, kind).toBe(502);
      expect(answer.headers.get("retry-after"), kind).toBe("30");
      expect(await answer.text(), kind).not.toContain("script");
    }
  });

  it("is a 404 for a tile the source has not, outside the grid, and without a source", async () => {
    setTileSource(`${fixture.origin}/ok/{z}/{x}/{y}.png`);
    expect((await tile(7, 63, 49)).status).toBe(404);
    expect((await tile(3, 8, 0)).status).toBe(404);
    setTileSource(undefined);
    expect((await tile(7, 62, 49)).status).toBe(404);
  });
});
