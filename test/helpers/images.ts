import { deflateSync } from 'node:zlib';
import { crc32 } from '../../lib/crc32';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG of one colour. `claim` writes other dimensions into IHDR than the pixel data has (a
 * decompression-bomb header); `animated` adds an acTL chunk (APNG); `noise` makes it incompressible.
 */
export function makePng(
  width: number,
  height: number,
  opts: { animated?: boolean; claim?: [number, number]; noise?: boolean } = {},
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(opts.claim?.[0] ?? width, 0);
  ihdr.writeUInt32BE(opts.claim?.[1] ?? height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * row.length + 1 + x * 3;
      raw[o] = opts.noise ? (x * 7919 + y * 104729) & 255 : 200;
      raw[o + 1] = opts.noise ? (x * 31 + y * 17) & 255 : 120;
      raw[o + 2] = opts.noise ? (x ^ y) & 255 : 40;
    }
  }
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (opts.animated) parts.push(chunk('acTL', Buffer.from([0, 0, 0, 2, 0, 0, 0, 0])));
  parts.push(chunk('IDAT', deflateSync(raw, { level: opts.noise ? 0 : 9 })), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The header bytes of a baseline JPEG: SOI, an APP0 segment and a SOF0 frame of the given size. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x11,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP header (VP8X) of the given size, animated when asked (flag and ANIM chunk). */
export function webpHeader(width: number, height: number, animated: boolean): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x[8] = animated ? 0x02 : 0;
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const anim = Buffer.alloc(14);
  anim.write('ANIM', 0, 'latin1');
  anim.writeUInt32LE(6, 4);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, animated ? anim : Buffer.alloc(0)]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}
