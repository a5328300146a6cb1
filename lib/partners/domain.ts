import "server-only";
/**
 * A partner's own domain: the owner asks for one (it waits as `requested_domain`), sees the DNS record
 * to create and whether the domain already points to us, and the admin activates it (it becomes the
 * partner's `domain`, the host its site answers on).
 */
import { eq } from "drizzle-orm";
import { AppError, fieldText } from "../app-error";
import type { StaffScope } from "../crm/staff";
import { db } from "../db/client";
import { partners } from "../db/schema";
import { env } from "../env";
import { afterPartnerChange } from "./admin";
import { ownPartnerId, myPartner } from "./brand";
import { domainRequestSchema } from "./brand-schemas";
import { checkDomain } from "./domain-check";
import { assertDomainFree, findPartnerById, PartnerInputError } from "./manage";

type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartnerById>>>;

/** The domain's state: active, asked for, and (for the one asked for, else the active one) the record and the lookup. */
export async function domainStatus(partner: PartnerRow, target = env().PARTNER_DOMAIN_TARGET) {
  const checked = partner.requestedDomain ?? partner.domain;
  const check = checked ? await checkDomain(checked, target) : null;
  return {
    domain: partner.domain,
    requested_domain: partner.requestedDomain,
    requested_at: partner.domainRequestedAt?.toISOString() ?? null,
    target,
    record: check?.record ?? null,
    points_to_us: check?.pointsToUs ?? null,
    addresses: check?.addresses ?? [],
  };
}
export type DomainStatus = Awaited<ReturnType<typeof domainStatus>>;

export async function myDomainStatus(scope: StaffScope) {
  return domainStatus(await myPartner(scope));
}

/** The owner asks for a domain (or withdraws the request with null); the admin activates it. */
export async function requestMyDomain(scope: StaffScope, raw: unknown) {
  const parsed = domainRequestSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("unprocessable", "invalidInput");
  const { domain } = parsed.data;
  const before = await myPartner(scope);
  if (domain !== null && domain === before.domain) throw new PartnerInputError({ domain: fieldText("fieldNoChanges") });
  await assertDomainFree(await db(), domain, env().MAIN_HOSTS, before.slug);
  await (await db())
    .update(partners)
    .set({ requestedDomain: domain, domainRequestedAt: domain ? new Date() : null, updatedAt: new Date() })
    .where(eq(partners.id, ownPartnerId(scope)));
  return domainStatus(await afterPartnerChange(before, scope.id));
}

/** The admin makes the requested domain the partner's own (checked again: another may have taken it since). */
export async function activateRequestedDomain(scope: StaffScope, partnerId: number) {
  if (scope.role !== "admin") throw new AppError("forbidden", "forbidden");
  const database = await db();
  const before = await findPartnerById(database, partnerId);
  if (!before) throw new AppError("not_found", "partnerNotFound");
  if (!before.requestedDomain) throw new AppError("conflict", "noDomainRequested");
  await assertDomainFree(database, before.requestedDomain, env().MAIN_HOSTS, before.slug);
  await database.update(partners).set({ domain: before.requestedDomain, requestedDomain: null, domainRequestedAt: null, updatedAt: new Date() }).where(eq(partners.id, partnerId));
  return domainStatus(await afterPartnerChange(before, scope.id));
}
