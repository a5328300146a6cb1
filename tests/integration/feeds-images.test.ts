/**
 * The feed image job against a local HTTP server: a JPEG and a PNG are downloaded, checked by content,
 * resized to the site's sizes and served; an oversize body, a text file named .jpg, a redirect to a
 * private address and a 404 fail with a reason. Until its photos are in, a project shows its generated
 * pictures. Loopback is allowed here only through the job's option (FEEDS_ALLOW_LOOPBACK in the app).
 * A photo stored before a width was added is answered from a larger file until the backfill makes it.
 */
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as media } from "@/app/media/projects/[id]/[file]/route";
import { sessionCookieFor } from "@/lib/auth/session";
import type { Database } from "@/lib/db/client";
import { feedImages, feedSources, projectPhotos, projects } from "@/lib/db/schema";
import { downloadImage, sniffImageType } from "@/lib/feeds/images/download";
import { backfillPhotoWidths } from "@/lib/feeds/images/backfill";
import { runImageBatch } from "@/lib/feeds/images/job";
import { importFeed } from "@/lib/feeds/import";
import { PARTNER_ID } from "@/lib/db/seed/partners";
import { imageAtWidth } from "@/lib/media/project-image-url";
import { isPublicAddress } from "@/lib/security/public-http";
import { serve, startHttpFixture, type HttpFixture } from "../support/http-fixture";
import { feedXml, unitSpecs } from "../support/kyero-feed";
import { seededTestDatabase } from "./helpers/database";

const database = seededTestDatabase();
const db = (): Database => database().db;

let fixture: HttpFixture;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 240, g: 200, b: 40, alpha: 1 } } }).png().toBuffer();
  fixture = await startHttpFixture({
    "/a.jpg": serve(jpeg, "image/jpeg"),
    "/b.png": serve(png, "image/png"),
    // 16 MB without a Content-Length: the job must stop reading at 15 MB.
    "/huge.jpg": (_request, response) => {
      response.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const push = () => {
        while (sent < 16 && response.write(chunk)) sent++;
        if (sent >= 16) response.end();
        else response.once("drain", () => { sent++; push(); });
      };
      push();
    },
    "/text.jpg": serve("dit is geen foto", "image/jpeg"),
    "/private.jpg": (_request, response) => response.writeHead(302, { location: "http://10.1.2.3/a.jpg" }).end(),
    "/metadata.jpg": (_request, response) => response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end(),
  });
});
afterAll(() => fixture.close());

const allow = { allowLoopback: true };

describe("the feed image job", () => {
  it("checks addresses and content types", async () => {
    for (const address of ["10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "fc00::1", "fe80::1", "::ffff:10.0.0.1", "224.0.0.1"]) expect(isPublicAddress(address, true), address).toBe(false);
    expect(isPublicAddress("127.0.0.1")).toBe(false);
    expect(isPublicAddress("::1")).toBe(false);
    expect(isPublicAddress("127.0.0.1", true)).toBe(true);
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:2800:220:1:248:1893:25c8:1946")).toBe(true);
    expect(sniffImageType(jpeg)).toBe("jpeg");
    expect(sniffImageType(png)).toBe("png");
    expect(sniffImageType(Buffer.from("<svg></svg>"))).toBeNull();
    // Loopback is refused unless allowed.
    await expect(downloadImage(`${fixture.origin}/a.jpg`)).rejects.toThrow(/niet-openbaar adres|geen openbaar adres/);
    await expect(downloadImage("ftp://example.com/a.jpg")).rejects.toThrow(/http/);
  });

  it("downloads and resizes the good images, fails the bad ones with a reason, and then shows the photos", async () => {
    const names = ["a.jpg", "b.png", "huge.jpg", "text.jpg", "private.jpg", "metadata.jpg", "missing.jpg"];
    const [unit] = unitSpecs(1, 1);
    const report = await importFeed(db(), [feedXml([{ ...unit!, imageUrls: names.map((name) => `${fixture.origin}/${name}`) }])], { source: { name: "image-feed" } });
    expect(report.status).toBe("succeeded");
    const [source] = await db().select().from(feedSources).where(eq(feedSources.name, "image-feed"));
    const [project] = await db().select().from(projects).where(eq(projects.feedSourceId, source!.id));
    // Generated pictures until the photos are in.
    expect(project!.images.every((url) => /\.svg$/.test(url))).toBe(true);

    const result = await runImageBatch(db(), { ...allow, batchSize: 20 });
    expect(result).toEqual({ claimed: 7, done: 2, retried: 0, failed: 5 });
    const rows = await db().select().from(feedImages).where(eq(feedImages.projectId, project!.id)).orderBy(asc(feedImages.position));
    const reasons = Object.fromEntries(rows.map((row) => [row.sourceUrl.split("/").pop(), [row.status, row.error]]));
    expect(reasons).toEqual({
      "a.jpg": ["done", null],
      "b.png": ["done", null],
      "huge.jpg": ["failed", "groter dan 15 MB"],
      "text.jpg": ["failed", "geen JPEG-, PNG- of WebP-afbeelding"],
      "private.jpg": ["failed", "10.1.2.3 is geen openbaar adres"],
      "metadata.jpg": ["failed", "169.254.169.254 is geen openbaar adres"],
      "missing.jpg": ["failed", expect.stringMatching(/antwoordde 404/)],
    });

    const [after] = await db().select().from(projects).where(eq(projects.id, project!.id));
    expect(after!.images).toEqual([rows[0]!, rows[1]!].map((row) => `/media/projects/${project!.id}/photo-${row.id}-1200.webp`));
    const photos = await db().select().from(projectPhotos).where(eq(projectPhotos.imageId, rows[0]!.id));
    const sizes = await Promise.all(photos.map(async (photo) => sharp(photo.content).metadata()));
    expect(sizes.map((meta) => [meta.format, meta.width, meta.height]).sort()).toEqual([["webp", 1200, 800], ["webp", 600, 400], ["webp", 800, 533]]);

    const file = after!.images[0]!.split("/").pop()!;
    const served = await media(new Request(`http://localhost${after!.images[0]}`), { params: Promise.resolve({ id: String(project!.id), file }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(sniffImageType(new Uint8Array(await served.arrayBuffer()))).toBe("webp");
    // Cards and thumbnails ask for the 600 px file of the same photo.
    const cardFile = imageAtWidth(after!.images[0]!, 600).split("/").pop()!;
    const card = await media(new Request("http://localhost/"), { params: Promise.resolve({ id: String(project!.id), file: cardFile }) });
    expect(card.status).toBe(200);
    const cardMeta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(["webp", 600, 400]);
    // Another project's id does not reach this photo.
    expect((await media(new Request("http://localhost/"), { params: Promise.resolve({ id: String(project!.id + 1), file }) })).status).toBe(404);
    // Nothing left to do.
    expect((await runImageBatch(db(), allow)).claimed).toBe(0);
  });

  it("fills in a width added after a photo was stored, from its largest file, and serves a larger file meanwhile", async () => {
    const [source] = await db().select().from(feedSources).where(eq(feedSources.name, "image-feed"));
    const [project] = await db().select().from(projects).where(eq(projects.feedSourceId, source!.id));
    const [first, second] = project!.images.map((url) => ({ url, imageId: Number(/photo-(\d+)-1200/.exec(url)![1]) }));
    const fetchWidth = async (url: string, width: 600 | 800) => media(new Request("http://localhost/"), { params: Promise.resolve({ id: String(project!.id), file: imageAtWidth(url, width).split("/").pop()! }) });
    const servedMeta = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();
    // As stored before 800 px was one of the widths.
    for (const { imageId } of [first!, second!]) await db().delete(projectPhotos).where(and(eq(projectPhotos.imageId, imageId), eq(projectPhotos.width, 800)));

    const standIn = await fetchWidth(first!.url, 800);
    expect(standIn.status).toBe(200);
    expect(standIn.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await servedMeta(standIn)).width).toBe(1200);
    // A width that is there is still cached forever.
    expect((await fetchWidth(first!.url, 600)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    // Another instance holds the second photo's lease: this one fills the first only, until that lease runs out.
    const now = Date.now();
    await db().update(feedImages).set({ lockedUntil: new Date(now + 60_000) }).where(eq(feedImages.id, second!.imageId));
    expect(await backfillPhotoWidths(db(), { clock: () => new Date(now) })).toEqual([first!.imageId]);
    expect(await backfillPhotoWidths(db(), { clock: () => new Date(now) })).toEqual([]);
    expect((await fetchWidth(second!.url, 800)).headers.get("cache-control")).toBe("public, max-age=300");
    // A pass reads on from where its last batch ended.
    expect(await backfillPhotoWidths(db(), { clock: () => new Date(now + 120_000), afterId: second!.imageId })).toEqual([]);
    expect(await backfillPhotoWidths(db(), { clock: () => new Date(now + 120_000), afterId: first!.imageId })).toEqual([second!.imageId]);
    expect(await backfillPhotoWidths(db(), { clock: () => new Date(now + 120_000) })).toEqual([]);

    for (const { url, imageId } of [first!, second!]) {
      const filled = await fetchWidth(url, 800);
      expect(filled.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await servedMeta(filled);
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 533]);
      const [row] = await db().select({ lockedUntil: feedImages.lockedUntil }).from(feedImages).where(eq(feedImages.id, imageId));
      expect(row!.lockedUntil).toBeNull();
    }
  });

  it("shows an unpublished project's photos only to the CRM users who manage it, and lets no cache keep them", async () => {
    const [source] = await db().select().from(feedSources).where(eq(feedSources.name, "image-feed"));
    const [project] = await db().select().from(projects).where(eq(projects.feedSourceId, source!.id));
    const file = project!.images[0]!.split("/").pop()!;
    const fetchAs = async (cookie?: string) =>
      media(new Request("http://localhost/", { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ id: String(project!.id), file }) });
    // The feed is the demo partner's; its project dropped out of the feed.
    await db().update(feedSources).set({ partnerId: PARTNER_ID.demo }).where(eq(feedSources.id, source!.id));
    await db().update(projects).set({ published: false }).where(eq(projects.id, project!.id));
    try {
      expect((await fetchAs()).status).toBe(404);
      expect((await fetchAs(await sessionCookieFor("client", 1, 0))).status).toBe(404);
      // Another partner's owner (staff 2) does not manage it; the demo partner's agent (5) and the admin (4) do.
      expect((await fetchAs(await sessionCookieFor("staff", 2, 0))).status).toBe(404);
      for (const staffId of [5, 4]) {
        const shown = await fetchAs(await sessionCookieFor("staff", staffId, 0));
        expect(shown.status).toBe(200);
        expect(shown.headers.get("cache-control")).toBe("private, no-store");
        expect(sniffImageType(new Uint8Array(await shown.arrayBuffer()))).toBe("webp");
      }
    } finally {
      await db().update(projects).set({ published: true }).where(eq(projects.id, project!.id));
      await db().update(feedSources).set({ partnerId: null }).where(eq(feedSources.id, source!.id));
    }
    // Published again: public, and cached as before.
    const shown = await fetchAs();
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
