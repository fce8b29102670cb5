import { IMAGE_STYLES, IMAGE_TYPES } from '../contract/enums';
import type { ImageResolution } from '../contract/enums';
import { imagePixelSize } from '../contract/images';
import { renderLocalImage } from '../providers/image/local-vector';
import type { ImageBrief } from '../providers/image/types';

function brief(resolution: ImageResolution, i: number): ImageBrief {
  const type = IMAGE_TYPES[i % IMAGE_TYPES.length]!;
  const style = IMAGE_STYLES[i % IMAGE_STYLES.length]!;
  const withText = i % 2 === 0;
  return {
    prompt: 'قهوة مختصة طازجة كل صباح في الرياض مع التمر',
    type,
    style,
    aspectRatio: '1:1',
    resolution,
    ...imagePixelSize('1:1', resolution),
    language: 'ar',
    dialect: 'saudi',
    market: 'SA',
    platform: null,
    tone: 'friendly',
    visualKeywords: ['coffee cup'],
    excludedVisuals: [],
    overlay: withText ? { text: 'خصم ٣٠٪ على كل أنواع القهوة هذا الأسبوع', language: 'ar' } : null,
    brand: null,
    references: [],
    logo: null,
  };
}

/**
 * Local image render (plan, SVG, rasterize, PNG encode) at 1:1 for each resolution, cycling through every
 * type and style, half of them with Arabic overlay text; median and worst per resolution.
 */
export function imageRenderTimes(
  rounds = 30,
): Array<{ resolution: ImageResolution; p50: number; max: number }> {
  renderLocalImage(brief('512', 0)); // fonts and shaper warm up once per process
  return (['512', '1K', '2K'] as const).map((resolution) => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      renderLocalImage(brief(resolution, i));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { resolution, p50: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
  });
}
