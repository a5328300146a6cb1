/**
 * The owner's "over ons" photo (`/api/crm/my-partner/about-photo`): checked by its bytes (a bad or empty
 * file is a 422 with a Dutch field message, never a 500), stored resized as WebP, served by its media
 * route, audited, removable; an agent, the admin and a guest cannot, and each owner reaches its own alone.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as crmLogin } from "@/app/api/crm/login/route";
import { DELETE as removePhoto, POST as uploadPhoto } from "@/app/api/crm/my-partner/about-photo/route";
import { GET as myAudit } from "@/app/api/crm/my-partner/audit/route";
import { GET as myPartner } from "@/app/api/crm/my-partner/route";
import { GET as servePhoto } from "@/app/media/partners/[id]/about-photo/route";
import { PARTNER_ID } from "@/lib/db/seed/partners";
import { seededTestDatabase } from "./helpers/database";

seededTestDatabase();

let address = 0;
type Handler = (request: Request) => Promise<Response>;

async function call(handler: Handler, options: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {
    "x-costa-client-ip": `198.51.100.${++address % 250}`,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.body === undefined ? {} : { "content-type": "application/json" }),
  };
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const response = await handler(new Request("http://localhost/api/crm/x", { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are checked by the fuzz test; fields are read freely here
  const body: any = (response.headers.get("content-type") ?? "").includes("json") ? await response.json() : null;
  return { status: response.status, body };
}

const login = async (email: string, password = "Partner2026!") => (await call(crmLogin, { body: { email, password } })).body.meta.token as string;

const served = (partnerId: number, query: string) => servePhoto(new Request(`http://localhost/media/partners/${partnerId}/about-photo${query}`), { params: Promise.resolve({ id: String(partnerId) }) });

let jpeg: Buffer;
let demoOwner: string;
let zuidkustOwner: string;
let demoAgent: string;
let admin: string;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2a6f97" } }).jpeg().toBuffer();
  [demoOwner, zuidkustOwner, demoAgent, admin] = await Promise.all([login("crm@demo.test"), login("crm@zuidkust.test"), login("agent@demo.test"), login("admin@costanieuwbouw.test", "Beheer2026!")]);
});

describe("the owner's over-ons photo", () => {
  it("is the owner's alone: 403 for an agent and the admin, 401 for a guest", async () => {
    const body = { type: "image/jpeg", data: jpeg.toString("base64") };
    for (const token of [demoAgent, admin]) {
      expect((await call(uploadPhoto, { token, body })).status).toBe(403);
      expect((await call(removePhoto, { method: "DELETE", token })).status).toBe(403);
    }
    expect((await call(uploadPhoto, { body })).status).toBe(401);
    expect((await call(myPartner, { token: demoOwner })).body.data.about_photo_url).toBeNull();
  });

  it("refuses an empty, mislabelled or unreadable file with the field's Dutch message", async () => {
    const empty = await call(uploadPhoto, { token: demoOwner, body: { type: "image/jpeg", data: "" } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.data).toEqual(["het bestand is leeg"]);
    const mislabelled = await call(uploadPhoto, { token: demoOwner, body: { type: "image/png", data: jpeg.toString("base64") } });
    expect(mislabelled.status).toBe(422);
    expect(mislabelled.body.error.fields.data[0]).toContain("PNG, JPEG of WebP");
    // A JPEG's first bytes and nothing after them: it passes the sniffing, sharp cannot read it.
    const truncated = await call(uploadPhoto, { token: demoOwner, body: { type: "image/jpeg", data: jpeg.subarray(0, 40).toString("base64") } });
    expect(truncated.status).toBe(422);
    expect(truncated.body.error.fields.data).toEqual(["deze foto kan niet worden gelezen"]);
    const gif = await call(uploadPhoto, { token: demoOwner, body: { type: "image/jpeg", data: Buffer.from("GIF89a....").toString("base64") } });
    expect(gif.status).toBe(422);
    expect((await call(myPartner, { token: demoOwner })).body.data.about_photo_url).toBeNull();
  });

  it("stores the upload as 4:3 WebP in two widths, serves it, audits it, and removes it", async () => {
    const uploaded = await call(uploadPhoto, { token: demoOwner, body: { type: "image/jpeg", data: jpeg.toString("base64") } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.about_photo_url).toMatch(new RegExp(`^/media/partners/${PARTNER_ID.demo}/about-photo\\?v=\\w+$`));
    for (const width of [480, 960]) {
      const response = await served(PARTNER_ID.demo, `?v=1&w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 3) / 4]);
    }
    // Another partner's owner sees and changes nothing of it; its own partner has no photo.
    expect((await call(myPartner, { token: zuidkustOwner })).body.data.about_photo_url).toBeNull();
    expect((await served(PARTNER_ID.zuidkust, "?w=480")).status).toBe(404);
    expect((await call(removePhoto, { method: "DELETE", token: zuidkustOwner })).status).toBe(200);
    expect((await served(PARTNER_ID.demo, "?w=480")).status).toBe(200);

    const changes = ((await call(myAudit, { token: demoOwner })).body.data as Array<{ changes: Array<{ field: string; new?: string | null }> }>).flatMap((entry) => entry.changes);
    expect(changes).toContainEqual({ field: "about_photo", old: null, new: uploaded.body.data.about_photo_url });

    const removed = await call(removePhoto, { method: "DELETE", token: demoOwner });
    expect(removed.body.data.about_photo_url).toBeNull();
    expect((await served(PARTNER_ID.demo, "?w=960")).status).toBe(404);
    expect((await served(0, "")).status).toBe(404);
  });
});
