import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export type IdPrefix =
  | 'req'
  | 'cpy'
  | 'img'
  | 'spc'
  | 'cmp'
  | 'wtd'
  | 'wto'
  | 'brp'
  | 'brr'
  | 'stg'
  | 'ad'
  | 'adp'
  | 'snp'
  | 'acct'
  | 'key'
  | 'usr'
  | 'evt'
  | 'whe'
  | 'whd';

/** prefix + 26 random base32 characters (130 bits), as DECISIONS.md fixes. */
export function newId(prefix: IdPrefix): string {
  const bytes = randomBytes(26);
  let out = '';
  for (const byte of bytes) out += BASE32[byte & 31];
  return `${prefix}_${out}`;
}

/** Whether a value has the shape newId gives: anything else cannot name a stored resource. */
export function isId(prefix: IdPrefix, value: string): boolean {
  return (
    value.length === prefix.length + 27 &&
    value.startsWith(`${prefix}_`) &&
    /^[a-z2-7]{26}$/.test(value.slice(prefix.length + 1))
  );
}
