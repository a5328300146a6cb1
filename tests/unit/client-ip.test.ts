import { describe, expect, it } from "vitest";
import { clientAddressOf, fromProxy } from "@/lib/server/client-ip";

describe("the client's address", () => {
  it("is the socket's peer when no proxy is trusted, whatever the client forwards", () => {
    expect(clientAddressOf("::ffff:203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(clientAddressOf("2001:db8::1", undefined, 0)).toBe("2001:db8::1");
    expect(clientAddressOf(undefined, undefined, 0)).toBe("unknown");
  });

  it("is the entry the trusted proxies appended, counted from the right", () => {
    // The client claims 1.1.1.1; nginx appends the address it saw (203.0.113.9).
    expect(clientAddressOf("10.0.0.2", "1.1.1.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    // Two proxies: a CDN appended the client, nginx appended the CDN.
    expect(clientAddressOf("10.0.0.2", "1.1.1.1, 203.0.113.9, 198.51.100.7", 2)).toBe("203.0.113.9");
    expect(clientAddressOf("10.0.0.2", "", 1)).toBe("10.0.0.2");
  });

  it("comes from X-Forwarded-For only on a connection from the configured proxy", () => {
    expect(fromProxy("127.0.0.1", "127.0.0.1,::1")).toBe(true);
    expect(fromProxy("::ffff:127.0.0.1", "127.0.0.1,::1")).toBe(true);
    expect(fromProxy("::1", "127.0.0.1,::1")).toBe(true);
    expect(fromProxy("203.0.113.9", "127.0.0.1,::1")).toBe(false);
    expect(fromProxy("10.0.0.21", "10.0.0.2")).toBe(false);
    expect(fromProxy(undefined, "127.0.0.1")).toBe(false);
  });
});
