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
  ['100::', 64, 'discard'],
  ['2001:db8::', 32, 'documentation'],
  ['2001::', 23, 'IETF protocol assignments'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function blockList(ranges: Array<[string, number, string]>, type: 'ipv4' | 'ipv6') {
  return ranges.map(([net, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, type);
    return { list, reason };
  });
}

const V4 = blockList(IPV4_BLOCKED, 'ipv4');
const V6 = blockList(IPV6_BLOCKED, 'ipv6');

function hexGroups(address: string): number[] | null {
  const [head, tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  if (tail === undefined && left.length !== 8) return null;
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 address carries: IPv4-mapped, IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4. */
function embeddedIpv4(address: string): string | null {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted && address.includes(':')) return dotted[1]!;
  const g = hexGroups(address);
  if (!g || g.some((x) => Number.isNaN(x))) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6]!, g[7]!); // ::ffff:a.b.c.d
  if (zeros(0, 6) && (g[6]! !== 0 || g[7]! > 1)) return v4(g[6]!, g[7]!); // ::a.b.c.d (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!); // 6to4
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
    return V6.find((r) => r.list.check(bare, 'ipv6'))?.reason ?? null;
  }
  return 'not an IP address';
}
