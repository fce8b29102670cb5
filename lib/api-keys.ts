import { createHash, randomInt } from 'node:crypto';
import { crc32 } from './crc32';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^cgs_(live|test)_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

function base62(value: number, width: number): string {
  let out = '';
  for (let v = value; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, '0');
}

/** cgs_live_ + 32 base62 random + 6 base62 CRC32 of the random part. Shown once; only its hash is stored. */
export function generateApiKey(mode: 'live' | 'test' = 'live'): string {
  let random = '';
  for (let i = 0; i < 32; i++) random += BASE62[randomInt(62)];
  return `cgs_${mode}_${random}${base62(crc32(random), 6)}`;
}

/** Rejects typos and truncated keys without touching the database. */
export function hasValidChecksum(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && base62(crc32(match[2]!), 6) === match[3];
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, 12);
}
