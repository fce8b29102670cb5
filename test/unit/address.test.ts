import { nonPublicReason } from '../../lib/net/address';

describe('address classification (no connection is ever made)', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '192.0.2.10',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '::127.0.0.1',
    '[::1]',
  ])('refuses %s', (address) => {
    expect(nonPublicReason(address)).not.toBeNull();
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('accepts %s', (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it.each([
    ['64:ff9b:1::7f00:1', 'NAT64 local-use'],
    ['64:ff9b:1::808:808', 'NAT64 local-use'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['::ffff:0:808:808', 'IPv4-translated'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated)'],
    ['::808:808', 'IPv4-compatible (deprecated)'],
    ['fe80::8.8.8.8', 'link-local'],
    ['fc00::8.8.8.8', 'unique-local'],
    ['ff02::8.8.8.8', 'multicast'],
  ])('refuses %s whatever IPv4 address it carries (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });

  it.each([
    ['3fff::1', 'documentation'],
    ['4000::1', 'not global unicast'],
    ['1::1', 'not global unicast'],
  ])('refuses %s: only global unicast (2000::/3) is public IPv6 (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'],
    ['::ffff:192.168.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local (cloud metadata)'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:a9fe:a9fe::1', 'link-local (cloud metadata)'],
  ])('judges IPv4-mapped, well-known NAT64 and 6to4 %s by the IPv4 address they reach', (address, reason) => {
    expect(nonPublicReason(address)).toBe(`${reason} (embedded in IPv6)`);
  });

  it('names the range', () => {
    expect(nonPublicReason('169.254.169.254')).toContain('metadata');
    expect(nonPublicReason('::ffff:127.0.0.1')).toBe('loopback (embedded in IPv6)');
    expect(nonPublicReason('example.com')).toBe('not an IP address');
  });
});
