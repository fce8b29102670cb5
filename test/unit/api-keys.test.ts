import { displayPrefix, generateApiKey, hashApiKey, hasValidChecksum } from '../../lib/api-keys';
import { crc32 } from '../../lib/crc32';

describe('API keys', () => {
  it('have the cgs_live_ prefix, 32 random base62 characters and a 6-character CRC32 checksum', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^cgs_live_[0-9A-Za-z]{38}$/);
    expect(hasValidChecksum(key)).toBe(true);
    expect(generateApiKey('test')).toMatch(/^cgs_test_/);
    expect(displayPrefix(key)).toBe(key.slice(0, 12));
  });

  it('reject a single changed character through the checksum', () => {
    const key = generateApiKey();
    const i = 15;
    const changed = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
    expect(hasValidChecksum(changed)).toBe(false);
    expect(hasValidChecksum(key.slice(0, -1))).toBe(false);
  });

  it('are stored as SHA-256 hex', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('use the standard CRC32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });
});
