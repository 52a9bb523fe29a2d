import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach: loopback, private networks, link-local (the cloud's
 * metadata service), carrier-grade NAT, documentation, benchmarking, multicast and reserved.
 * Decided on the address as numbers, never on how it was written: an IPv6 address that carries an
 * IPv4 one (mapped `::ffff:7f00:1`, compatible `::7f00:1`, NAT64 `64:ff9b::…`, 6to4 `2002:…`) is
 * judged by the IPv4 address inside.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast, reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an IPv4 address
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function groupsOf(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 one carries, or null. */
function embeddedV4(g: readonly number[]): string | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // Compatible (::a.b.c.d) and mapped (::ffff:a.b.c.d), and the translated form (::ffff:0:a.b.c.d).
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return v4From(g[6]!, g[7]!);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4From(g[6]!, g[7]!);
  // NAT64, well-known and local-use prefixes.
  if (g[0] === 0x64 && g[1] === 0xff9b && (zero(2, 6) || g[2] === 1)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!); // 6to4
  return null;
}

export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip.replace(/%.*$/, ''));
  if (family === 4) return blocked.check(ip, 'ipv4');
  // Not an address at all: nothing to connect to that could be judged public.
  if (family !== 6) return true;
  const groups = groupsOf(ip);
  const v4 = embeddedV4(groups);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(groups.map((x) => x.toString(16)).join(':'), 'ipv6');
}
