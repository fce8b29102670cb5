import { sniffImage } from '../../lib/media/sniff';
import { jpegHeader, makePng, webpHeader } from '../helpers/images';

describe('image sniffing from bytes', () => {
  it('reads PNG, JPEG and WebP sizes', () => {
    expect(sniffImage(makePng(3, 2))).toEqual({
      ok: true,
      image: { contentType: 'image/png', width: 3, height: 2, animated: false },
    });
    expect(sniffImage(jpegHeader(640, 480))).toEqual({
      ok: true,
      image: { contentType: 'image/jpeg', width: 640, height: 480, animated: false },
    });
    expect(sniffImage(webpHeader(1200, 628, false))).toEqual({
      ok: true,
      image: { contentType: 'image/webp', width: 1200, height: 628, animated: false },
    });
  });

  it('detects animated PNG and WebP from their chunks', () => {
    expect(sniffImage(makePng(2, 2, { animated: true }))).toMatchObject({
      ok: true,
      image: { animated: true },
    });
    expect(sniffImage(webpHeader(10, 10, true))).toMatchObject({ ok: true, image: { animated: true } });
  });

  it('refuses GIF and anything else whatever it claims to be', () => {
    expect(sniffImage(Buffer.from('GIF89a....'))).toEqual({ ok: false, reason: 'GIF is not accepted' });
    expect(sniffImage(Buffer.from('<html>not an image</html>'))).toMatchObject({ ok: false });
  });

  it('reports the claimed size of a bomb header without decoding it', () => {
    expect(sniffImage(makePng(1, 1, { claim: [50_000, 50_000] }))).toMatchObject({
      ok: true,
      image: { width: 50_000, height: 50_000 },
    });
  });
});
