import { BlockList, isIP } from 'node:net';

/** Every range that is not the public internet: private, loopback, link-local, CGNAT, metadata, reserved. */
const IPV4_BLOCKED: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_BLOCKED: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::', 96, 'IPv4-compatible (deprecated)'],
  ['::ffff:0:0:0', 96, 'IPv4-translated'],
  ['64:ff9b:1::', 48, 'NAT64 local-use'],
  ['100::', 64, 'discard'],
  ['2001:db8::', 32, 'documentation'],
  ['2001::', 23, 'IETF protocol assignments'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

/** Only global unicast is the public IPv6 internet; what no range above names is refused all the same. */
const IPV6_GLOBAL_UNICAST = new BlockList();
IPV6_GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

function blockList(ranges: Array<[string, number, string]>, type: 'ipv4' | 'ipv6') {
  return ranges.map(([net, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, type);
    return { list, reason };
  });
}

const V4 = blockList(IPV4_BLOCKED, 'ipv4');
const V6 = blockList(IPV6_BLOCKED, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (isIP said it is one), a dotted IPv4 tail included. */
function hexGroups(address: string): number[] {
  let hex = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    hex = `${address.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = hex.toLowerCase().split('::') as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The IPv4 address an IPv6 address reaches, for the forms whose IPv4 part sits at a fixed place and is where
 * the packets go: IPv4-mapped (::ffff:0:0/96, the socket speaks IPv4), well-known NAT64 (64:ff9b::/96) and
 * 6to4 (2002::/16). Only the exact prefix counts: a dotted tail on any other address (fe80::8.8.8.8) is not
 * an IPv4 address. Other embeddings (IPv4-compatible, IPv4-translated, NAT64 local-use) are refused whole.
 */
function embeddedIpv4(address: string): string | null {
  const g = hexGroups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/** null when the address is public; otherwise why it is refused. Never connects anywhere. */
export function nonPublicReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(bare);
  if (family === 4) return V4.find((r) => r.list.check(bare, 'ipv4'))?.reason ?? null;
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner) {
      const reason = nonPublicReason(inner);
      return reason ? `${reason} (embedded in IPv6)` : null;
    }
    const reason = V6.find((r) => r.list.check(bare, 'ipv6'))?.reason;
    if (reason) return reason;
    return IPV6_GLOBAL_UNICAST.check(bare, 'ipv6') ? null : 'not global unicast';
  }
  return 'not an IP address';
}

const LOCAL_NETWORK = new Set(['loopback', 'private', 'unique-local']);
/** Unique-local, but a cloud's instance metadata (AWS's fd00:ec2::254): never a development webhook's target. */
const CLOUD_METADATA_V6 = (() => {
  const list = new BlockList();
  list.addSubnet('fd00:ec2::', 32, 'ipv6');
  return list;
})();

/**
 * Whether a non-public address is this machine or its local network (loopback, RFC 1918, IPv6 unique-local, in
 * any spelling nonPublicReason reads): what development lets webhooks reach. Link-local (cloud metadata),
 * CGNAT, multicast and the rest stay refused.
 */
export function onLocalNetwork(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (isIP(bare) === 6 && CLOUD_METADATA_V6.check(bare, 'ipv6')) return false;
  const reason = nonPublicReason(address);
  return reason !== null && LOCAL_NETWORK.has(reason.replace(/ \(embedded in IPv6\)$/, ''));
}
