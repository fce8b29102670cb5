export interface ImageInfo {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  animated: boolean;
}

export type Sniffed = { ok: true; image: ImageInfo } | { ok: false; reason: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Walks PNG chunks: IHDR gives the size; an acTL chunk (before IDAT) makes it an animated PNG. */
function png(buf: Buffer): Sniffed {
  if (buf.length < 33 || buf.toString('latin1', 12, 16) !== 'IHDR')
    return { ok: false, reason: 'truncated PNG' };
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  let animated = false;
  for (let at = 8; at + 8 <= buf.length;) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') animated = true;
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return { ok: true, image: { contentType: 'image/png', width, height, animated } };
}

/** Reads JPEG segments up to the first start-of-frame marker, which holds the size. */
function jpeg(buf: Buffer): Sniffed {
  for (let at = 2; at + 9 < buf.length;) {
    if (buf[at] !== 0xff) return { ok: false, reason: 'corrupt JPEG' };
    const marker = buf[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = buf.readUInt16BE(at + 2);
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (startOfFrame) {
      return {
        ok: true,
        image: {
          contentType: 'image/jpeg',
          height: buf.readUInt16BE(at + 5),
          width: buf.readUInt16BE(at + 7),
          animated: false,
        },
      };
    }
    at += 2 + length;
  }
  return { ok: false, reason: 'JPEG without a frame header' };
}

/** VP8 (lossy), VP8L (lossless) or VP8X (extended: its flags and an ANIM chunk mark animation). */
function webp(buf: Buffer): Sniffed {
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && buf.length >= 30) {
    return {
      ok: true,
      image: {
        contentType: 'image/webp',
        width: buf.readUInt16LE(26) & 0x3fff,
        height: buf.readUInt16LE(28) & 0x3fff,
        animated: false,
      },
    };
  }
  if (chunk === 'VP8L' && buf.length >= 25) {
    const bits = buf.readUInt32LE(21);
    return {
      ok: true,
      image: {
        contentType: 'image/webp',
        width: (bits & 0x3fff) + 1,
        height: ((bits >> 14) & 0x3fff) + 1,
        animated: false,
      },
    };
  }
  if (chunk === 'VP8X' && buf.length >= 30) {
    const flagged = (buf[20]! & 0x02) !== 0;
    let anim = false;
    for (let at = 12; at + 8 <= buf.length;) {
      const type = buf.toString('latin1', at, at + 4);
      if (type === 'ANIM' || type === 'ANMF') anim = true;
      at += 8 + buf.readUInt32LE(at + 4) + (buf.readUInt32LE(at + 4) & 1);
    }
    const width = 1 + buf.readUIntLE(24, 3);
    const height = 1 + buf.readUIntLE(27, 3);
    return { ok: true, image: { contentType: 'image/webp', width, height, animated: flagged || anim } };
  }
  return { ok: false, reason: 'unrecognised WebP' };
}

/** Identifies PNG, JPEG and WebP from their bytes (never from a declared type) and reads size and animation. */
export function sniffImage(buf: Buffer): Sniffed {
  if (buf.subarray(0, 8).equals(PNG_SIGNATURE)) return png(buf);
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return jpeg(buf);
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return webp(buf);
  if (buf.toString('latin1', 0, 4) === 'GIF8') return { ok: false, reason: 'GIF is not accepted' };
  return { ok: false, reason: 'not a PNG, JPEG or WebP image' };
}
