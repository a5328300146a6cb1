/**
 * The client's address as the rate limits see it. The production server (scripts/serve.mts) sets one
 * trusted request header from the socket, and takes a proxy's `X-Forwarded-For` only when TRUST_PROXY
 * says how many proxies stand in front and the request comes from one of PROXY_ADDRESSES (a client that
 * reaches the port directly cannot name itself someone else); whatever a client sent under these
 * names is replaced. Pure.
 */

export const CLIENT_IP_HEADER = "x-costa-client-ip";

const plain = (address: string | undefined) => (address ?? "unknown").replace(/^::ffff:/, "");

/** Whether the connection comes from the configured proxy (`addresses`: PROXY_ADDRESSES, comma-separated). */
export function fromProxy(socketAddress: string | undefined, addresses: string): boolean {
  return addresses.split(",").includes(plain(socketAddress));
}

/**
 * The address `trustedProxies` hops in: with none, the socket's peer; with N proxies, the N-th entry
 * from the right of `X-Forwarded-For` (each proxy appends the address it saw).
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string {
  const socket = plain(socketAddress);
  if (trustedProxies <= 0) return socket;
  const hops = (forwardedFor ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  return (hops[hops.length - trustedProxies] ?? hops[0] ?? socket).replace(/^::ffff:/, "").slice(0, 64);
}

/** Request headers only a trusted proxy may set: without one, a client's copies are dropped. */
export const PROXY_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"] as const;
