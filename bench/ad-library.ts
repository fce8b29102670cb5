import { catalogId, loadCatalog, type CatalogAd } from '../db/ad-catalog-files';
import { clusterCatalog, insertCatalogRows } from '../db/ad-library';
import type { Sql } from '../db/client';
import { decodeHtml, extractPage } from '../lib/website/extract';
import { mulberry32 } from '../lib/random';
import { measure, type RunStats } from './stats';

/** The searches a partner makes: natural briefs in both languages, keywords, a miss that falls back, filters. */
const QUERIES: Array<Record<string, string>> = [
  { brief: 'أبغى إعلان عروض لمطعم برجر وقت الغداء' },
  { brief: 'We run a gym and want a membership discount ad for new members' },
  { q: 'free trial' },
  { q: 'sushi discount' },
  { q: 'قهوة' },
  { industry: 'Automotive', style: 'offer' },
  { sector: 'beauty', q: 'serum' },
  { brief: 'تطبيق جوال لتوصيل المقاضي بسرعة', limit: '20' },
];

/** Synthetic ads recombined from the real ones: same industries, styles and vocabulary, different mixes. */
function synthetic(ads: CatalogAd[], count: number): CatalogAd[] {
  const next = mulberry32(20261122);
  const pick = () => ads[Math.floor(next() * ads.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const base = ads[i % ads.length]!;
    const other = pick();
    const slug = `synthetic-${i}`;
    return {
      ...base,
      id: catalogId(slug),
      slug,
      tags_en: [...base.tags_en.slice(0, 2), other.tags_en[0]!],
      tags_ar: [...base.tags_ar.slice(0, 2), other.tags_ar[0]!],
      content: {
        en: { ...base.content.en, body: other.content.en.body },
        ar: { ...base.content.ar, body: other.content.ar.body },
      },
      metadata_en: `${base.metadata_en} ${other.tags_en[0]}`,
      metadata_ar: `${base.metadata_ar} ${other.tags_ar[0]}`,
    };
  });
}

export interface AdLibraryBench {
  catalogSize: number;
  bundled: { one: RunStats; four: RunStats };
  large: {
    size: number;
    loadSeconds: number;
    one: RunStats;
    four: RunStats;
    perQuery: Array<{ query: string; p50: number }>;
  };
}

/** Search over HTTP on the bundled catalog, then on the same table grown to `largeSize` ads (removed after). */
export async function adLibraryBench(opts: {
  apiUrl: string;
  key: string;
  sql: Sql;
  requests: number;
  largeSize: number;
}): Promise<AdLibraryBench> {
  const get = async (query: Record<string, string>) => {
    const res = await fetch(`${opts.apiUrl}/v1/ad-library?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${opts.key}` },
    });
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const run = (n: number, clients = 4) => measure(clients, n, (i) => get(QUERIES[i % QUERIES.length]!));
  await run(40);
  const [counted] = await opts.sql<{ n: number }[]>`select count(*)::int as n from ad_catalog`;
  const catalogSize = counted!.n;
  const bundled = { one: await run(opts.requests, 1), four: await run(opts.requests) };

  const { ads } = loadCatalog();
  const extra = synthetic(ads, opts.largeSize - ads.length);
  const loadStart = performance.now();
  for (let i = 0; i < extra.length; i += 2000) await insertCatalogRows(opts.sql, extra.slice(i, i + 2000));
  await clusterCatalog(opts.sql);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  try {
    await run(40);
    const one = await run(opts.requests, 1);
    const four = await run(opts.requests);
    const perQuery: Array<{ query: string; p50: number }> = [];
    for (const query of QUERIES) {
      const stats = await measure(1, 15, () => get(query));
      perQuery.push({ query: new URLSearchParams(query).toString(), p50: stats.p50 });
    }
    return {
      catalogSize,
      bundled,
      large: { size: catalogSize + extra.length, loadSeconds, one, four, perQuery },
    };
  } finally {
    await opts.sql`delete from ad_catalog where slug like 'synthetic-%'`;
    await clusterCatalog(opts.sql);
  }
}

/** A 1 MB page of the kind sites serve: navigation, scripts, styles, JSON-LD, long Arabic and English text. */
export function megabytePage(): Buffer {
  const parts = [
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>متجر الواحة | The Oasis Store</title>',
    '<meta name="description" content="Dates, coffee and gifts delivered across the Gulf.">',
    '<meta property="og:site_name" content="The Oasis Store"><link rel="icon" href="/favicon.ico">',
    '<script type="application/ld+json">{"@type":"Organization","name":"The Oasis Store"}</script>',
    `<style>${'.c{color:#333;margin:0 auto}'.repeat(2000)}</style><script>${'var x = 1;'.repeat(5000)}</script></head><body>`,
    `<nav>${'<a href="/c">قسم</a>'.repeat(500)}</nav><main>`,
  ];
  let i = 0;
  while (parts.reduce((n, p) => n + Buffer.byteLength(p), 0) < 1024 * 1024) {
    parts.push(
      `<section><h2>منتج رقم ${i}</h2><p>تمر سكري فاخر من القصيم، يوصل خلال ٢٤ ساعة. Premium Sukkari dates, delivered in 24 hours. <b>خصم ${i % 50}%</b></p><ul><li>عبوة ١ كجم</li><li>Gift box</li></ul></section>`,
    );
    i++;
  }
  parts.push('</main><footer>© Oasis</footer></body></html>');
  return Buffer.from(parts.join(''));
}

/** Decoding and extraction of a 1 MB page in process (what the API does after the fetch). */
export function websiteExtractionTimes(runs = 20): { bytes: number; p50: number; max: number } {
  const page = megabytePage();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    const { text } = decodeHtml(page, 'text/html');
    const found = extractPage(text, 'https://oasis.example/');
    if (!found.pageText || !found.name) throw new Error('the bench page lost its facts');
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { bytes: page.length, p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}
