import { describe, expect, it } from "vitest";
import { isLoopback, metricsAccess } from "@/lib/observability/metrics-access";
import { CLIENT_IP_HEADER } from "@/lib/server/client-ip";

const TOKEN = "metrics-token-0123456789abcdef0123456789";
const request = (headers: Record<string, string>) => new Request("http://localhost/api/metrics", { headers });

describe("who may read the metrics", () => {
  it("loopback (IPv4, IPv6, IPv4-mapped) may, any other address may not", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(isLoopback(address)).toBe(true);
    for (const address of ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fuzz-1", "", "127.0.0.1.evil"]) expect(isLoopback(address)).toBe(false);
    expect(isLoopback(null)).toBe(false);
  });

  it("a remote client needs the token: 401 when one is configured, 404 when only loopback may read", () => {
    const remote = { [CLIENT_IP_HEADER]: "203.0.113.9" };
    expect(metricsAccess(request(remote), TOKEN)).toBe("unauthorized");
    expect(metricsAccess(request({ ...remote, authorization: "Bearer wrong-token-0123456789abcdef012345" }), TOKEN)).toBe("unauthorized");
    expect(metricsAccess(request({ ...remote, authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe("allowed");
    expect(metricsAccess(request(remote), undefined)).toBe("not_found");
    // A Bearer token means nothing while none is configured.
    expect(metricsAccess(request({ ...remote, authorization: `Bearer ${TOKEN}` }), undefined)).toBe("not_found");
  });

  it("loopback may without a token; a request without the server's address is not loopback", () => {
    expect(metricsAccess(request({ [CLIENT_IP_HEADER]: "127.0.0.1" }), TOKEN)).toBe("allowed");
    expect(metricsAccess(request({ [CLIENT_IP_HEADER]: "::1" }), undefined)).toBe("allowed");
    expect(metricsAccess(request({}), undefined)).toBe("not_found");
  });
});
