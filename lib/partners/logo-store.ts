import "server-only";
/**
 * Partner logos in the database (every app instance serves them), at /media/partners/{id}/logo. The
 * partner's `logoUrl` carries a version, so a new logo is a new URL and browsers may cache each one.
 */
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { partnerLogos, partners } from "../db/schema";
import type { LogoType } from "./logo";

const logoUrlOf = (partnerId: number, version: Date) => `/media/partners/${partnerId}/logo?v=${version.getTime().toString(36)}`;

/** Stores the logo and points the partner at it; null for an unknown partner. */
export async function saveLogo(partnerId: number, mimeType: LogoType, content: Buffer, now = new Date()): Promise<string | null> {
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

export async function readLogo(partnerId: number) {
  const database = await db();
  const [logo] = await database.select().from(partnerLogos).where(eq(partnerLogos.partnerId, partnerId)).limit(1);
  return logo ?? null;
}
