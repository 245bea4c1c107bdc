// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressKey, clientAddress, TRUST_NONE, trustProxiesFromEnv, untrustedForwardingWarning } from "./client-address";
import { makeBuild, startServer } from "./test-server";

describe("the client's address", () => {
  const { trust } = trustProxiesFromEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.7" });

  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", TRUST_NONE)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", undefined, TRUST_NONE)).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from a client that reaches the port directly, even when proxies are trusted", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", trust)).toBe("203.0.113.9");
  });

  it("takes the nearest untrusted hop through the trusted proxies, never the client-chosen first entry", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.4", trust)).toBe("198.51.100.4");
    // A client that forges a chain: only what our proxies appended counts.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 6.6.6.6, 198.51.100.4, 192.168.1.7", trust)).toBe("198.51.100.4");
    // A short header: the proxy itself is the last hop we can vouch for.
    expect(clientAddress("10.0.0.2", "", trust)).toBe("10.0.0.2");
  });

  it("is refused when a hop is not an IP address", () => {
    expect(clientAddress("10.0.0.2", "x".repeat(16_000), trust)).toBeUndefined();
    expect(clientAddress("10.0.0.2", "not-an-ip", trust)).toBeUndefined();
    expect(clientAddress(undefined, undefined, TRUST_NONE)).toBeUndefined();
  });

  it("TRUSTED_PROXIES takes addresses and networks; a count is refused with what to write instead", () => {
    expect(trustProxiesFromEnv({}).list).toEqual([]);
    expect(trustProxiesFromEnv({ TRUSTED_PROXIES: "0" }).list).toEqual([]);
    expect(trustProxiesFromEnv({ TRUSTED_PROXIES: "loopback" }).trust("127.0.0.1")).toBe(true);
    expect(() => trustProxiesFromEnv({ TRUSTED_PROXIES: "1" })).toThrow(/not a count/);
    expect(() => trustProxiesFromEnv({ TRUSTED_PROXIES: "proxy.internal" })).toThrow(/IP addresses or networks/);
  });
});

describe("the key an address counts under", () => {
  it("is an IPv4 address itself, mapped or not", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the /64 network of an IPv6 address", () => {
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2:0:0:0:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("X-Forwarded-For from a peer that is not a trusted proxy", () => {
  it("is warned about once, naming TRUSTED_PROXIES; a trusted proxy's is not", () => {
    const warnings: string[] = [];
    const check = untrustedForwardingWarning(trustProxiesFromEnv({ TRUSTED_PROXIES: "10.0.0.0/8" }).trust, (message) =>
      warnings.push(message),
    );
    check("203.0.113.9", undefined);
    check("10.0.0.2", "198.51.100.4");
    expect(warnings).toEqual([]);
    check("203.0.113.9", "1.2.3.4");
    check("203.0.113.10", "1.2.3.4");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^A request from 203\.0\.113\.9 carried X-Forwarded-For, .* set TRUSTED_PROXIES/);
  });

  describe("by the server", () => {
    let build: ReturnType<typeof makeBuild>;
    beforeEach(() => void (build = makeBuild()));
    afterEach(() => build.remove());

    it("logs one warning for the first such request, however many follow", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const server = await startServer(build.buildDir);
      try {
        expect((await fetch(server.url)).status).toBe(200);
        expect(warn).not.toHaveBeenCalled();
        for (let index = 0; index < 3; index += 1)
          expect((await fetch(server.url, { headers: { "X-Forwarded-For": `198.51.100.${index}` } })).status).toBe(200);
        expect(warn.mock.calls.filter(([message]) => String(message).includes("X-Forwarded-For"))).toHaveLength(1);
      } finally {
        await server.shutdown();
      }
    });

    it("says nothing when the peer is a trusted proxy", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const server = await startServer(build.buildDir, { trustProxy: trustProxiesFromEnv({ TRUSTED_PROXIES: "loopback" }).trust });
      try {
        expect((await fetch(server.url, { headers: { "X-Forwarded-For": "198.51.100.1" } })).status).toBe(200);
        expect(warn).not.toHaveBeenCalled();
      } finally {
        await server.shutdown();
      }
    });
  });
});
