import { AD_INDUSTRIES, AD_STYLES, AD_TEXT_FIELDS } from '../../contract/ad-library';
import { catalogId, loadCatalog } from '../../db/ad-catalog-files';
import { isId } from '../../lib/ids';
import { AD_CANVAS, fieldCapacity, renderAd } from '../../providers/image/ad-layout';

const { ads } = loadCatalog();
const ARABIC = /[\u0600-\u06FF]/;

test('at least 150 ads; every industry has every style; both locales written', () => {
  expect(ads.length).toBeGreaterThanOrEqual(150);
  for (const industry of Object.keys(AD_INDUSTRIES)) {
    const own = ads.filter((a) => a.industry === industry);
    expect({ industry, styles: new Set(own.map((a) => a.style)) }).toEqual({
      industry,
      styles: new Set(AD_STYLES),
    });
  }
  for (const ad of ads) {
    for (const field of ['headline', 'body', 'cta'] as const) {
      expect(ad.content.ar[field]).toMatch(ARABIC);
      expect(ad.content.en[field]).not.toMatch(ARABIC);
    }
    expect(Boolean(ad.content.en.badge)).toBe(Boolean(ad.content.ar.badge));
    expect(ad.tags_en.length).toBeGreaterThan(0);
    expect(ad.tags_ar.every((t) => ARABIC.test(t))).toBe(true);
  }
});

test('ids are stable ad_ ids derived from the slug, one per ad', () => {
  expect(catalogId('food-burger-two-for-one')).toBe(catalogId('food-burger-two-for-one'));
  expect(new Set(ads.map((a) => a.id)).size).toBe(ads.length);
  for (const ad of ads) expect(isId('ad', ad.id)).toBe(true);
});

test('every ad’s own texts fit its layout’s slots at a legible size on every aspect ratio', () => {
  const over: string[] = [];
  for (const ad of ads)
    for (const locale of ['en', 'ar'] as const)
      for (const field of AD_TEXT_FIELDS) {
        const text = ad.content[locale][field];
        if (!text) continue;
        const capacity = fieldCapacity(ad.style, locale, field);
        if ([...text].length > capacity)
          over.push(`${ad.slug} ${locale} ${field}: ${[...text].length} > ${capacity}`);
      }
  expect(over).toEqual([]);
});

test('each layout renders in both locales and every aspect ratio', () => {
  for (const style of AD_STYLES) {
    const ad = ads.find((a) => a.style === style)!;
    for (const locale of ['en', 'ar'] as const)
      for (const [ratio, size] of Object.entries(AD_CANVAS)) {
        const out = renderAd({
          style,
          locale,
          texts: ad.content[locale],
          ...size,
          palette: ad.layout.palette,
          motif: ad.layout.motif,
          photos: [],
          logo: null,
        });
        expect({ ratio, width: out.width, height: out.height }).toEqual({ ratio, ...size });
        expect(out.typography.headline?.size ?? 0).toBeGreaterThanOrEqual(
          Math.min(size.width, size.height) * 0.03,
        );
      }
  }
});
