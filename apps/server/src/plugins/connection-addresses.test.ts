import { describe, expect, it } from "vitest";
import { addressKey, trustedPeer } from "./connections.ts";

describe("client addresses for the connection cap", () => {
  it("counts IPv4 as itself, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64 network", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
    expect(addressKey("::1")).toBe(addressKey("0:0:0:0:0:0:0:1"));
  });

  it("leaves the proxies named in TRUST_PROXY uncapped, and every peer when it is a hop count", () => {
    expect(trustedPeer(false)("10.0.0.1")).toBe(false);
    expect(trustedPeer(["10.0.0.1"])("10.0.0.1")).toBe(true);
    expect(trustedPeer(["10.0.0.1"])("::ffff:10.0.0.1")).toBe(true);
    expect(trustedPeer(["10.0.0.1"])("10.0.0.2")).toBe(false);
    expect(trustedPeer(["10.0.0.0/8", "fd00::/8"])("10.9.8.7")).toBe(true);
    expect(trustedPeer(["10.0.0.0/8", "fd00::/8"])("fd12::1")).toBe(true);
    expect(trustedPeer(["10.0.0.0/8"])("192.0.2.1")).toBe(false);
    expect(trustedPeer(1)("192.0.2.1")).toBe(true);
    expect(trustedPeer(["loopback"])("127.0.0.2")).toBe(true);
    expect(trustedPeer(["loopback"])("::1")).toBe(true);
  });
});
