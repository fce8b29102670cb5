import { IMAGE_STYLES, IMAGE_TYPES } from '../../contract/enums';
import { detectTextLanguage, imagePixelSize, overlayPlan, resolveLogoMode } from '../../contract/images';
import { renderLocalImage, renderLocalImageOffThread } from '../../providers/image/local-vector';
import { describeScene, planScene } from '../../providers/image/plan';
import type { ImageBrief } from '../../providers/image/types';

const brief = (over: Partial<ImageBrief> = {}): ImageBrief => ({
  prompt: 'Specialty coffee roasted every morning in Riyadh',
  type: 'campaign_visual',
  style: 'photorealistic',
  aspectRatio: '1:1',
  resolution: '512',
  ...imagePixelSize('1:1', '512'),
  language: 'en',
  dialect: null,
  market: null,
  platform: null,
  tone: 'friendly',
  visualKeywords: [],
  excludedVisuals: [],
  overlay: null,
  brand: null,
  references: [],
  logo: null,
  ...over,
});

describe('image contract helpers', () => {
  it('keeps every ratio exact at every resolution', () => {
    expect(imagePixelSize('16:9', '1K')).toEqual({ width: 1376, height: 768 });
    expect(imagePixelSize('1:8', '2K')).toEqual({ width: 704, height: 5632 });
    expect(imagePixelSize('1:1', '512')).toEqual({ width: 512, height: 512 });
  });

  it('resolves logo modes and overlay languages as 4.3 says', () => {
    expect(resolveLogoMode({ logo_storage_id: 'stg_x' })).toBe('model');
    expect(resolveLogoMode({})).toBe('none');
    expect(resolveLogoMode({ logo_storage_id: 'stg_x', logo_mode: 'overlay' })).toBe('deterministic_overlay');
    expect(detectTextLanguage('خصم 30%')).toBe('ar');
    expect(overlayPlan('Fresh coffee', 'auto', 'ar')).toEqual({
      language: 'en',
      source: 'en',
      translate: false,
    });
    expect(overlayPlan('Fresh coffee', 'ar', 'ar')).toEqual({
      language: 'ar',
      source: 'en',
      translate: true,
    });
    expect(overlayPlan('قهوة', 'ar', 'en')).toEqual({ language: 'ar', source: 'ar', translate: false });
  });
});

describe('local vector engine', () => {
  it('draws the same bytes off the main thread as on it', async () => {
    for (const b of [brief(), brief({ overlay: { text: 'خصم ٢٠٪ اليوم', language: 'ar' } })]) {
      const off = await renderLocalImageOffThread(b);
      const on = renderLocalImage(b);
      expect(off.image.equals(on.image)).toBe(true);
      expect({ ...off, image: null }).toEqual({ ...on, image: null });
    }
  });

  it('is deterministic and draws every type and style', () => {
    expect(renderLocalImage(brief()).image.equals(renderLocalImage(brief()).image)).toBe(true);
    const seen = new Set<string>();
    for (const type of IMAGE_TYPES) {
      for (const style of IMAGE_STYLES) {
        const out = renderLocalImage(brief({ type, style }));
        expect(out.width).toBe(512);
        seen.add(out.image.toString('base64'));
      }
    }
    expect(seen.size).toBe(IMAGE_TYPES.length * IMAGE_STYLES.length);
  });

  it('draws the overlay text only when asked', () => {
    const plain = renderLocalImage(brief());
    const text = renderLocalImage(brief({ overlay: { text: 'Fresh every morning', language: 'en' } }));
    expect(text.image.equals(plain.image)).toBe(false);
    expect(text.plan.typography).toMatch(/Noto Sans Bold \d+px/);
    expect(plain.plan.typography).toBeNull();
  });

  it('asks for an offer and its call as lines in their order, each exactly as given', () => {
    const two = brief({
      language: 'ar',
      overlay: { text: 'خصم 20% على أول طلب\nاطلب الحين', language: 'ar' },
    });
    expect(describeScene(two, planScene(two))).toContain(
      'render exactly this Arabic text, 2 lines in this order: "خصم 20% على أول طلب" then "اطلب الحين"',
    );
    const one = brief({ overlay: { text: 'Order now', language: 'en' } });
    expect(describeScene(one, planScene(one))).toContain('render exactly this English text: "Order now"');
  });

  it('picks motifs from visual keywords and the prompt, never an excluded one', () => {
    const scene = planScene(
      brief({
        prompt: 'قهوة وتمر في رمضان',
        visualKeywords: ['palm tree'],
        excludedVisuals: ['crescent moon'],
      }),
    );
    expect(scene.hero).toBe('palm');
    expect(scene.supporting).toContain('cup');
    expect(scene.supporting).not.toContain('crescent');
    expect(planScene(brief({ type: 'offer_announcement', prompt: 'Our biggest event' })).hero).toBe('tag');
  });
});
