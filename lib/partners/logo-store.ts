import "server-only";
/**
 * Partner logos in the database (every app instance serves them), at /media/partners/{id}/logo. The
 * partner's `logoUrl` carries a version, so a new logo is a new URL and browsers may cache each one.
 * Only re-encoded logos are stored (logo-image.ts); one stored as uploaded, before that, is encoded the
 * first time it is served and stored again, or never served when the checks refuse it.
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "../app-error";
import { db } from "../db/client";
import { partnerLogos, partners } from "../db/schema";
import { log } from "../log";
import { encodeLogo, isEncodedLogo, STORED_LOGO_TYPE } from "./logo-image";

const logoUrlOf = (partnerId: number, version: Date) => `/media/partners/${partnerId}/logo?v=${version.getTime().toString(36)}`;

/** Stores the encoded logo and points the partner at it; null for an unknown partner. */
export async function saveLogo(partnerId: number, content: Buffer, now = new Date()): Promise<string | null> {
  const mimeType = STORED_LOGO_TYPE;
  const database = await db();
  const url = logoUrlOf(partnerId, now);
  return database.transaction(async (tx) => {
    const [partner] = await tx.update(partners).set({ logoUrl: url, updatedAt: now }).where(eq(partners.id, partnerId)).returning({ id: partners.id });
    if (!partner) return null;
    await tx
      .insert(partnerLogos)
      .values({ partnerId, mimeType, content, updatedAt: now })
      .onConflictDoUpdate({ target: partnerLogos.partnerId, set: { mimeType, content, updatedAt: now } });
    return url;
  });
}

/** Removes the stored logo; the partner shows its name alone again. False for an unknown partner. */
export async function removeLogo(partnerId: number, now = new Date()): Promise<boolean> {
  const database = await db();
  return database.transaction(async (tx) => {
    const [partner] = await tx.update(partners).set({ logoUrl: null, updatedAt: now }).where(eq(partners.id, partnerId)).returning({ id: partners.id });
    await tx.delete(partnerLogos).where(eq(partnerLogos.partnerId, partnerId));
    return Boolean(partner);
  });
}

type StoredLogo = typeof partnerLogos.$inferSelect;

/** An older logo, stored as uploaded: encoded now and stored so (unless a new upload came meanwhile), or null when the checks refuse it. */
async function encodeStoredLogo(logo: StoredLogo): Promise<StoredLogo | null> {
  let content: Buffer;
  try {
    content = await encodeLogo(logo.content);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log("warn", "partner_logo_refused", { partnerId: logo.partnerId, reason: error.fields?.data?.[0] ?? error.message });
    return null;
  }
  const database = await db();
  await database
    .update(partnerLogos)
    .set({ mimeType: STORED_LOGO_TYPE, content })
    .where(and(eq(partnerLogos.partnerId, logo.partnerId), eq(partnerLogos.content, logo.content)));
  log("info", "partner_logo_encoded", { partnerId: logo.partnerId });
  return { ...logo, mimeType: STORED_LOGO_TYPE, content };
}

/** The partner's logo as it may be served (re-encoded), or null when it has none or none that passes. */
export async function readLogo(partnerId: number): Promise<StoredLogo | null> {
  const database = await db();
  const [logo] = await database.select().from(partnerLogos).where(eq(partnerLogos.partnerId, partnerId)).limit(1);
  if (!logo) return null;
  return logo.mimeType === STORED_LOGO_TYPE && (await isEncodedLogo(logo.content)) ? logo : encodeStoredLogo(logo);
}
