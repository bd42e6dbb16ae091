// Which addresses a webhook may go to: never loopback, private, link-local, unique-local or another
// address that is not the public internet's, unless the operator allows private addresses
// (INTEGRATION_WEBHOOK_ALLOW_PRIVATE). The check is made where the connection is made (the request's
// own lookup), on every address the name resolves to, so a name cannot resolve to a public address
// for the check and a private one for the connection.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, isIPv4, type LookupFunction } from "node:net";

const v4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // this network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services among it)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  v4.addSubnet(network, prefix, "ipv4");

/** IPv6 outside the global unicast range 2000::/3 is refused whole; within it, these. */
const v6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 23], // protocol assignments: Teredo, benchmarking, ORCHID
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: an IPv4 address of any kind inside
  ["3fff::", 20], // documentation
] as const)
  v6.addSubnet(network, prefix, "ipv6");
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail read as the last two). */
function groups(address: string): number[] {
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Whether `address` (an IP address) is one a webhook is never sent to without ALLOW_PRIVATE. */
export function isPrivateAddress(address: string): boolean {
  if (isIPv4(address)) return v4.check(address, "ipv4");
  if (isIP(address.split("%")[0]!) !== 6) return true;
  const g = groups(address);
  const embedded = `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address inside.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4.check(embedded, "ipv4");
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return v4.check(embedded, "ipv4");
  const plain = g.map((x) => x.toString(16)).join(":");
  return !globalUnicast.check(plain, "ipv6") || v6.check(plain, "ipv6");
}

/** Refused: the host is or resolves to an address a webhook may not reach. */
export class PrivateAddressError extends Error {
  override name = "PrivateAddressError";
  constructor(host: string) {
    super(`${host} is or resolves to a loopback, private, link-local or unique-local address`);
  }
}

/**
 * The connection's lookup: the name resolved (every address), each checked; refused when any is
 * private. With `allowPrivate`, the system's own lookup.
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const addresses = found.filter((a) => !options.family || a.family === options.family);
      if (addresses.length === 0) {
        const none = Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" });
        return callback(none, "", 0);
      }
      if (!allowPrivate && found.some((a) => isPrivateAddress(a.address)))
        return callback(new PrivateAddressError(hostname), "", 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
