import "server-only";
/**
 * Whether a partner's own domain already points to the site: a DNS lookup from the server (never a
 * request to the domain itself). The target is PARTNER_DOMAIN_TARGET: a host name (the owner makes a
 * CNAME to it) or an IP address (an A or AAAA record). The domain points to us when its CNAME is the
 * target, or when it resolves to one of the target's addresses.
 */
import { isIP } from "node:net";
import { lookup, resolveCname } from "node:dns/promises";

interface DnsRecord {
  type: "CNAME" | "A" | "AAAA";
  name: string;
  value: string;
}

export interface DomainCheck {
  record: DnsRecord;
  pointsToUs: boolean;
  /** What the domain resolves to now (empty when it resolves nowhere). */
  addresses: string[];
}

/** A lookup that does not answer within this time counts as "resolves nowhere". */
const LOOKUP_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

/** The addresses a name resolves to through the system resolver (which also reads /etc/hosts). */
async function addressesOf(name: string): Promise<string[]> {
  if (isIP(name)) return [name];
  const found = await withTimeout(lookup(name, { all: true }), []);
  return [...new Set(found.map((entry) => entry.address))];
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** The record the owner creates at their DNS provider for `domain`. */
function dnsRecordFor(domain: string, target: string): DnsRecord {
  const family = isIP(target);
  return { type: family === 4 ? "A" : family === 6 ? "AAAA" : "CNAME", name: domain, value: target };
}

export async function checkDomain(domain: string, target: string): Promise<DomainCheck> {
  const [addresses, cnames, targetAddresses] = await Promise.all([addressesOf(domain), withTimeout(resolveCname(domain), [] as string[]), addressesOf(target)]);
  const viaCname = cnames.some((name) => bare(name) === bare(target));
  const viaAddress = addresses.some((address) => targetAddresses.includes(address));
  return { record: dnsRecordFor(domain, target), pointsToUs: viaCname || viaAddress, addresses };
}
