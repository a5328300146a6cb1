import "server-only";
/**
 * The account mails besides the reset link: their links on a site, and the mail to a client whose
 * account is under attack (lib/accounts/login-guard.ts). The registration mails are queued by
 * `registerClient` (clients.ts), in its transaction.
 */
import { eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { clients, partners } from "../db/schema";
import { enqueueMail } from "../mail/enqueue";
import { kickMailOutbox } from "../mail/outbox";
import { clientLoginAttackMail } from "../mail/templates/login-attack";
import type { AccountMailLinks } from "../mail/templates/registration";
import { siteOrigin } from "../site/origin";
import { resolveSite } from "../site/resolve";
import { mainSite, type Site } from "../site/site";
import { LOGIN_FAILURES_PER_ACCOUNT } from "./limits";
import { accountPath } from "./paths";

export function accountMailLinks(site: Site): AccountMailLinks {
  const origin = siteOrigin(site);
  return { loginUrl: `${origin}${accountPath(site, "login")}`, forgotPasswordUrl: `${origin}${accountPath(site, "forgotPassword")}` };
}

/** The site a client registered through (while that partner is active), else the main brand. */
async function registeredThrough(partnerId: number | null): Promise<Site> {
  if (partnerId === null) return mainSite();
  const database = await db();
  const [partner] = await database.select({ slug: partners.slug }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return (partner && (await resolveSite(partner.slug))) ?? mainSite();
}

/** Tells the client with this e-mail, if there is one, that wrong passwords reached the ceiling. */
export async function mailClientUnderAttack(email: string): Promise<void> {
  const database = await db();
  const [client] = await database
    .select({ email: clients.email, firstName: clients.firstName, partnerId: clients.partnerId })
    .from(clients)
    .where(eq(sql`lower(${clients.email})`, email.toLowerCase()))
    .limit(1);
  if (!client) return;
  const site = await registeredThrough(client.partnerId);
  const mail = clientLoginAttackMail(site, {
    name: client.firstName,
    failures: LOGIN_FAILURES_PER_ACCOUNT.points,
    windowMinutes: LOGIN_FAILURES_PER_ACCOUNT.durationSeconds / 60,
    forgotPasswordUrl: accountMailLinks(site).forgotPasswordUrl,
  });
  await enqueueMail(database, { to: client.email, ...mail });
  kickMailOutbox();
}
