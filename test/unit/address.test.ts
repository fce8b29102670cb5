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

  it('names the range', () => {
    expect(nonPublicReason('169.254.169.254')).toContain('metadata');
    expect(nonPublicReason('::ffff:127.0.0.1')).toBe('loopback (embedded in IPv6)');
    expect(nonPublicReason('example.com')).toBe('not an IP address');
  });
});
