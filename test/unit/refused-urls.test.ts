import { loadConfig } from '../../lib/config';
import { refusedUrls } from '../../lib/net/refused-urls';
import { ownMediaUrls } from '../../storage';

describe('refused URLs', () => {
  const own = refusedUrls(['https://media.cgs.example/media/']);
  const refuses = (url: string) => own.refuses(new URL(url));

  it.each([
    'https://media.cgs.example/media/upl/x.png',
    'https://media.cgs.example./media/upl/x.png',
    'https://media.cgs.example../media/upl/x.png',
    'https://MEDIA.Cgs.Example/Media/upl/x.png',
    'https://media.cgs.example:443/media/upl/x.png',
    'http://media.cgs.example/media/upl/x.png',
    'https://media.cgs.example/%6Dedia/upl/x.png',
    'https://media.cgs.example/%256Dedia/upl/x.png',
    'https://media.cgs.example//media/upl/x.png',
    'https://media.cgs.example/other/../media/upl/x.png',
    'https://media.cgs.example/other/..%2Fmedia/upl/x.png',
    'https://media.cgs.example/other%5C..%5Cmedia/upl/x.png',
    'https://media.cgs.example/./media/upl/x.png',
    'https://media.cgs.example/media',
  ])('refuses %s, another spelling of the same media', (url) => {
    expect(refuses(url)).toBe(true);
  });

  it.each([
    'https://media.cgs.example/mediax/upl/x.png',
    'https://media.cgs.example/upl/x.png',
    'https://media.cgs.example:8443/media/upl/x.png',
    'https://cdn.cgs.example/media/upl/x.png',
    'https://media.cgs.example.evil.example/media/upl/x.png',
  ])('leaves %s alone', (url) => {
    expect(refuses(url)).toBe(false);
  });

  it('compares hosts in ASCII: an IDN base and its punycode spelling are one host', () => {
    const idn = refusedUrls(['https://bücher.example/media']);
    expect(idn.refuses(new URL('https://xn--bcher-kva.example/media/x.png'))).toBe(true);
    expect(idn.refuses(new URL('https://BÜCHER.example./media/x.png'))).toBe(true);
  });

  it('keeps an explicit port: only that port of the host is refused', () => {
    const local = refusedUrls(['http://localhost:3000/media/']);
    expect(local.refuses(new URL('http://LOCALHOST.:3000/media/x.png'))).toBe(true);
    expect(local.refuses(new URL('http://localhost:3001/media/x.png'))).toBe(false);
  });
});

describe("the service's own media URLs", () => {
  const own = ownMediaUrls(
    loadConfig({
      PUBLIC_BASE_URL: 'https://api.cgs.example/',
      MEDIA_STORE: 'gcs',
      GCS_BUCKET: 'cgs-media',
      GCS_PUBLIC_BASE_URL: 'https://cdn.cgs.example/assets',
      GCS_API_ENDPOINT: 'http://gcs.internal:4443',
    }),
  );

  it.each([
    'https://api.cgs.example/media/upl/x.png',
    'https://storage.googleapis.com/cgs-media/upl/x.png',
    'https://storage.googleapis.com/CGS-MEDIA/upl/x.png',
    'https://storage.googleapis.com./cgs-media/upl/x.png',
    'https://storage.googleapis.com/cgs-media?list-type=2',
    'https://cgs-media.storage.googleapis.com/upl/x.png',
    'https://cgs-media.storage.googleapis.com/',
    'https://storage.cloud.google.com/cgs-media/upl/x.png',
    'https://commondatastorage.googleapis.com/cgs-media/upl/x.png',
    'https://storage.googleapis.com/download/storage/v1/b/cgs-media/o/upl%2Fx.png?alt=media',
    'https://storage.googleapis.com/storage/v1/b/cgs-media/o/upl%2Fx.png?alt=media',
    'https://storage.googleapis.com/storage/v1/b/cgs-media/o?prefix=upl',
    'https://www.googleapis.com/storage/v1/b/cgs-media/o/upl%2Fx.png?alt=media',
    'https://cdn.cgs.example/assets/cgs-media/upl/x.png',
    'http://gcs.internal:4443/cgs-media/upl/x.png',
    'http://gcs.internal:4443/download/storage/v1/b/cgs-media/o/upl%2Fx.png?alt=media',
    'http://gcs.internal:4443/storage/v1/b/cgs-media/o/upl%2Fx.png',
  ])('refuses %s', (url) => {
    expect(own.refuses(new URL(url))).toBe(true);
  });

  it.each([
    'https://storage.googleapis.com/another-bucket/upl/x.png',
    'https://storage.googleapis.com/cgs-media-2/upl/x.png',
    'https://another-bucket.storage.googleapis.com/upl/x.png',
    'https://storage.googleapis.com/storage/v1/b/another-bucket/o/x.png?alt=media',
    'https://api.cgs.example/v1/capabilities',
  ])('leaves %s alone', (url) => {
    expect(own.refuses(new URL(url))).toBe(false);
  });

  it('refuses the bucket only when one is configured', () => {
    const local = ownMediaUrls(loadConfig({ PUBLIC_BASE_URL: 'https://api.cgs.example' }));
    expect(local.refuses(new URL('https://api.cgs.example/media/upl/x.png'))).toBe(true);
    expect(local.refuses(new URL('https://storage.googleapis.com/cgs-media/upl/x.png'))).toBe(false);
  });
});
