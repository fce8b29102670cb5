import { postJson } from './http';
import { measure, percentileOf, type RunStats } from './stats';

const BRIEF = {
  description: 'قهوة مختصة محمصة يومياً في الرياض، توصيل خلال ساعة.',
  offer: 'خصم 20% على أول طلب',
  call_to_action: 'اطلب الحين',
  market: 'SA',
};

/**
 * A campaign with image and speech on the local engines, end to end, beside the sum of the three stand-alone
 * requests it replaces (copy, image, speech) made one after the other, in the same run.
 */
export async function campaignBench(opts: { apiUrl: string; key: string; count: number; prefix?: string }) {
  const tag = opts.prefix ?? 'local';
  const post = (path: string, body: unknown, key: string, expected: number) =>
    postJson<{ variants: Array<{ content: string }> }>(
      `${opts.apiUrl}${path}`,
      opts.key,
      key,
      body,
      (s) => s === expected,
    );
  const campaign: RunStats = await measure(1, opts.count, async (i) => {
    await post(
      '/v1/campaigns',
      {
        brief: BRIEF,
        deliverables: { image: { enabled: true, include_text: true }, speech: { enabled: true } },
      },
      `bench-${tag}-campaign-${i}`,
      201,
    );
  });
  // Each stand-alone request timed too: the campaign's critical path is copy, then the slower of image and speech.
  const parts = { copy: [] as number[], image: [] as number[], speech: [] as number[] };
  const timed = async <T>(into: number[], run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await run();
    into.push(performance.now() - t);
    return result;
  };
  const separate: RunStats = await measure(1, opts.count, async (i) => {
    const copy = await timed(parts.copy, () =>
      post(
        '/v1/copy-generations',
        {
          description: `${BRIEF.description}\n${BRIEF.offer}`,
          market: BRIEF.market,
          call_to_action: BRIEF.call_to_action,
          tone: 'friendly',
          count: 3,
        },
        `bench-${tag}-copy-${i}`,
        201,
      ),
    );
    await timed(parts.image, () =>
      post(
        '/v1/image-generations',
        { prompt: BRIEF.description, market: 'SA', include_text: true, overlay_text: BRIEF.call_to_action },
        `bench-${tag}-image-${i}`,
        201,
      ),
    );
    await timed(parts.speech, () =>
      post(
        '/v1/speech-generations',
        { text: copy.variants[0]!.content.slice(0, 400) },
        `bench-${tag}-speech-${i}`,
        201,
      ),
    );
  });
  const p50 = (xs: number[]) => percentileOf(xs, 50);
  const criticalPath = p50(parts.copy) + Math.max(p50(parts.image), p50(parts.speech));
  return {
    campaign,
    separate,
    parts: { copy: p50(parts.copy), image: p50(parts.image), speech: p50(parts.speech) },
    criticalPath,
  };
}
