/**
 * Photos of a partner's own listing (PGlite, or PostgreSQL with DATABASE_URL): uploads resized to the
 * feed photos' widths and format and shown in order; reordered and dropped by one call; bad files
 * refused at the field in Dutch; another partner's owner gets a 404, a feed's project a 409.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as arrange, POST as upload } from "@/app/api/crm/projects/[id]/photos/route";
import { createListing } from "@/lib/crm/listing-writes";
import { issueStaffToken, type StaffScope } from "@/lib/crm/staff";
import { db } from "@/lib/db/client";
import { feedSources, geo, projectPhotos, projects } from "@/lib/db/schema";
import { IMAGE_WIDTHS, photoUrl } from "@/lib/media/project-image-url";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

type Handler = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
let address = 0;

async function call(handler: Handler, token: string, id: number, method: string, body: unknown) {
  const request = new Request("http://localhost/api/crm/x", {
    method,
    headers: { "x-costa-client-ip": `203.0.113.${++address % 250}`, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({ id: String(id) }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

const DEMO_OWNER: StaffScope = { id: 1, role: "partner", teamRole: "owner", partnerId: 1 };
const photo = async (width: number, height: number, red: number) =>
  (await sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 120 } } }).jpeg().toBuffer()).toString("base64");

let owner: string, other: string;
let projectId: number;

beforeAll(async () => {
  [owner, other] = (await Promise.all([issueStaffToken(1), issueStaffToken(2)])).map((issued) => issued.token) as [string, string];
  const [town] = await (await db()).select({ id: geo.id, lat: geo.lat, lng: geo.lng }).from(geo).where(eq(geo.kind, "town")).limit(1);
  projectId = await createListing(
    DEMO_OWNER,
    { name: "Fotoproject", developer: "Test", description: "", type_id: 1, town_id: town!.id, lat: town!.lat, lng: town!.lng, status: "off_plan", delivery_date: null, amenities: [], published: true },
    { onChange: () => undefined },
  );
});

describe("a listing's photos", () => {
  it("stores an upload in every width as WebP and shows the photos in order", async () => {
    const first = await call(upload, owner, projectId, "POST", { data: await photo(1600, 1200, 200) });
    expect(first.status).toBe(201);
    const second = await call(upload, owner, projectId, "POST", { data: await photo(900, 900, 20) });
    const ids: number[] = second.body.data.photos.map((entry: { id: number }) => entry.id);
    expect(ids).toHaveLength(2);
    const files = await (await db()).select().from(projectPhotos).where(eq(projectPhotos.imageId, ids[0]!));
    expect(files.map((file) => file.width).sort()).toEqual([...IMAGE_WIDTHS].sort());
    for (const file of files) {
      const meta = await sharp(file.content).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(file.width);
      expect(meta.height).toBe(Math.round((file.width * 2) / 3));
    }
    const [row] = await (await db()).select({ images: projects.images }).from(projects).where(eq(projects.id, projectId));
    expect(row!.images).toEqual(ids.map((id) => photoUrl(projectId, id)));

    const swapped = await call(arrange, owner, projectId, "PATCH", { image_ids: [ids[1], ids[0]] });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.photos.map((entry: { id: number }) => entry.id)).toEqual([ids[1], ids[0]]);
    const kept = await call(arrange, owner, projectId, "PATCH", { image_ids: [ids[0]] });
    expect(kept.body.data.photos.map((entry: { id: number }) => entry.id)).toEqual([ids[0]]);
    const [after] = await (await db()).select({ images: projects.images }).from(projects).where(eq(projects.id, projectId));
    expect(after!.images).toEqual([photoUrl(projectId, ids[0]!)]);
  });

  it("refuses what is no photo, too small a photo, and a foreign photo id, in Dutch at the field", async () => {
    const text = await call(upload, owner, projectId, "POST", { data: Buffer.from("geen foto").toString("base64") });
    expect(text.status).toBe(422);
    expect(text.body.error.fields.data).toEqual(["Alleen een JPEG-, PNG- of WebP-foto"]);
    // Nothing at all ("/" decodes to no bytes): the same field message, never a 500.
    const empty = await call(upload, owner, projectId, "POST", { data: "/" });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.data).toEqual(["Alleen een JPEG-, PNG- of WebP-foto"]);
    const small = await call(upload, owner, projectId, "POST", { data: await photo(300, 200, 90) });
    expect(small.body.error.fields.data).toEqual(["Minstens 600 pixels breed"]);
    const foreign = await call(arrange, owner, projectId, "PATCH", { image_ids: [2_000_000_000] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields.image_ids).toBeDefined();
  });

  it("another partner's owner gets a 404; a feed's project keeps its feed's photos (409)", async () => {
    expect((await call(upload, other, projectId, "POST", { data: await photo(800, 600, 1) })).status).toBe(404);
    expect((await call(arrange, other, projectId, "PATCH", { image_ids: [] })).status).toBe(404);
    const database = await db();
    const [source] = await database.insert(feedSources).values({ name: "photo-test-feed" }).returning({ id: feedSources.id });
    await database.update(projects).set({ feedSourceId: source!.id }).where(eq(projects.id, 1));
    const admin = (await issueStaffToken(4)).token;
    const refused = await call(upload, admin, 1, "POST", { data: await photo(800, 600, 1) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("De foto's van dit project komen uit de feed");
  });
});
