import { imagePixelSize } from '../../contract/images';
import { AD_CANVAS, renderAd } from '../../providers/image/ad-layout';
import { drawLocalImage } from '../../providers/image/local-vector';
import { directed } from '../../providers/image/svg-text';
import type { ImageBrief } from '../../providers/image/types';
import { glyphColumns, sideOf, textLines, visibleText } from '../helpers/glyph-order';

/*
 * resvg lays every line out as a left-to-right paragraph whatever its `direction`: an Arabic line's final "." or
 * "!" (neutral characters) used to land at its right end, where the line starts. These tests read the glyph
 * order the rasterizer really draws (the mark's own ink, located column by column), not a text model.
 */

const posterBrief = (overlay: ImageBrief['overlay']): ImageBrief => ({
  prompt: 'قهوة مختصة محمصة يومياً في الرياض',
  type: 'offer_announcement',
  style: 'photorealistic',
  aspectRatio: '1:1',
  resolution: '512',
  ...imagePixelSize('1:1', '512'),
  language: 'ar',
  dialect: 'saudi',
  market: 'SA',
  platform: null,
  tone: 'friendly',
  visualKeywords: [],
  excludedVisuals: [],
  overlay,
  brand: null,
  references: [],
  logo: null,
});

const PUNCTUATED = /[.!:]$/u;

describe('Arabic lines in the local poster renderer', () => {
  const overlay = { text: 'خصم 20% على أول طلب.\nاطلب الحين!', language: 'ar' as const };
  const lines = textLines(drawLocalImage(posterBrief(overlay)).svg);

  it('draws the offer and the call as lines of their own', () => {
    expect(lines.map(visibleText)).toEqual(['خصم 20% على أول طلب.', 'اطلب الحين!']);
  });

  it.each(lines.map((l) => [visibleText(l), l] as const))(
    'puts the final mark of "%s" at the left end, where the line ends',
    (_, line) => {
      expect(sideOf(line, 'last')).toBe('left');
    },
  );

  it('keeps a Latin name at the start of an Arabic line on the right, its period on the left', () => {
    const [line] = textLines(
      drawLocalImage(posterBrief({ text: 'Brew Lab قهوة مختصة.', language: 'ar' })).svg,
    );
    const latin = glyphColumns(line!, (_, c) => /[A-Za-z]/.test(c));
    expect(latin.marked.left).toBeGreaterThan(latin.rest.right);
    expect(sideOf(line!, 'last')).toBe('left');
  });

  it('leaves an English line left to right: its period on the right', () => {
    const [line] = textLines(
      drawLocalImage({ ...posterBrief({ text: 'Order now.', language: 'en' }), language: 'en' }).svg,
    );
    expect(sideOf(line!, 'first')).toBe('left');
    expect(sideOf(line!, 'last')).toBe('right');
  });
});

describe('Arabic lines in the ad-library renderer', () => {
  const render = (locale: 'ar' | 'en', texts: Record<string, string>) =>
    renderAd({
      style: 'offer',
      locale,
      texts,
      ...AD_CANVAS['1:1']!,
      palette: { primary: '#1f3a5f', secondary: '#f5efe6', accent: '#d9822b' },
      motif: 'cup',
      photos: [],
      logo: null,
    });

  it('puts every punctuated line’s final mark at its left end', () => {
    const { svg } = render('ar', {
      headline: 'قهوة مختصة محمصة اليوم.',
      body: 'توصيل خلال ساعة لكل أحياء الرياض.',
      cta: 'اطلب الحين!',
      badge: 'خصم 20%.',
    });
    const punctuated = textLines(svg).filter((l) => PUNCTUATED.test(visibleText(l)));
    expect(punctuated.length).toBeGreaterThanOrEqual(3);
    for (const line of punctuated)
      expect({ line: visibleText(line), side: sideOf(line, 'last') }).toEqual({
        line: visibleText(line),
        side: 'left',
      });
  });

  it('keeps English lines left to right', () => {
    const { svg } = render('en', { headline: 'Fresh coffee, roasted today.', cta: 'Order now!' });
    const punctuated = textLines(svg).filter((l) => PUNCTUATED.test(visibleText(l)));
    expect(punctuated.length).toBeGreaterThanOrEqual(2);
    for (const line of punctuated) expect(sideOf(line, 'last')).toBe('right');
  });
});

describe('directed', () => {
  it('isolates an Arabic line right to left and drops the phrase’s own bidi controls', () => {
    expect(directed('اطلب\u202C الحين.', 'ar')).toBe('\u2067اطلب الحين.\u2069');
    expect(directed('Order\u202E now.', 'en')).toBe('Order now.');
  });
});
