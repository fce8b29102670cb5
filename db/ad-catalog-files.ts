import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AD_INDUSTRIES,
  AD_STYLES,
  STYLE_LABELS,
  type AdIndustry,
  type AdPalette,
  type AdSector,
  type AdStyle,
  type AdTexts,
} from '../contract/ad-library';
import { PLATFORMS } from '../contract/enums';
import { isMotifId, type MotifId } from '../contract/motifs';

export const CATALOG_DIR = path.join(__dirname, 'seed', 'ad-library');

interface IndustryFile {
  industry: string;
  sector: string;
  aliases: { en: string[]; ar: string[] };
  motifs: string[];
  palettes: [string, string, string][];
  ads: Array<{
    slug: string;
    style: string;
    hook: string;
    offer: string;
    framework: string;
    tone: string;
    platforms: string[];
    tags: { en: string[]; ar: string[] };
    en: AdTexts;
    ar: AdTexts;
  }>;
}

/** One catalog ad as the seed writes it. */
export interface CatalogAd {
  id: string;
  slug: string;
  industry: AdIndustry;
  sector: AdSector;
  style: AdStyle;
  hook_type: string;
  offer_type: string;
  framework: string;
  tone: string;
  platforms: string[];
  tags_en: string[];
  tags_ar: string[];
  content: { en: AdTexts; ar: AdTexts };
  layout: { style: AdStyle; palette: AdPalette; motif: MotifId };
  /** What metadata search reads: labels of every facet plus the industry's everyday words. */
  metadata_en: string;
  metadata_ar: string;
  industry_terms_en: string;
  industry_terms_ar: string;
  style_terms_en: string;
  style_terms_ar: string;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Catalog ids are stable across seeds and machines: ad_ + 26 base32 characters of the slug's SHA-256. */
export function catalogId(slug: string): string {
  const digest = createHash('sha256').update(`ad-library:${slug}`).digest();
  let out = '';
  for (let i = 0; i < 26; i++) out += BASE32[digest[i]! & 31];
  return `ad_${out}`;
}

const words = (s: string) => s.replace(/[_-]/g, ' ');

/** Reads and checks every industry file; a malformed catalog fails the seed loudly, never silently. */
export function loadCatalog(dir = CATALOG_DIR): { ads: CatalogAd[]; checksum: string } {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const hash = createHash('sha256');
  const ads: CatalogAd[] = [];
  const slugs = new Set<string>();
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    hash.update(file).update(raw);
    const data = JSON.parse(raw) as IndustryFile;
    const industry = data.industry as AdIndustry;
    if (AD_INDUSTRIES[industry] !== data.sector)
      throw new Error(`${file}: unknown industry ${data.industry}`);
    for (const m of data.motifs) if (!isMotifId(m)) throw new Error(`${file}: unknown motif ${m}`);
    data.ads.forEach((ad, index) => {
      if (slugs.has(ad.slug)) throw new Error(`${file}: slug ${ad.slug} twice`);
      slugs.add(ad.slug);
      if (!(AD_STYLES as readonly string[]).includes(ad.style))
        throw new Error(`${ad.slug}: style ${ad.style}`);
      for (const p of ad.platforms)
        if (!(PLATFORMS as readonly string[]).includes(p)) throw new Error(`${ad.slug}: platform ${p}`);
      for (const locale of ['en', 'ar'] as const) {
        const t = ad[locale];
        if (!t?.headline || !t.body || !t.cta) throw new Error(`${ad.slug}: ${locale} text incomplete`);
      }
      const [primary, accent, secondary] = data.palettes[index % data.palettes.length]!;
      const style = ad.style as AdStyle;
      const facets = [ad.hook, ad.offer, ad.framework, ad.tone, ...ad.platforms].map(words).join(' ');
      ads.push({
        id: catalogId(ad.slug),
        slug: ad.slug,
        industry,
        sector: data.sector as AdSector,
        style,
        hook_type: ad.hook,
        offer_type: ad.offer,
        framework: ad.framework,
        tone: ad.tone,
        platforms: ad.platforms,
        tags_en: ad.tags.en,
        tags_ar: ad.tags.ar,
        content: { en: ad.en, ar: ad.ar },
        layout: {
          style,
          palette: { primary, secondary, accent },
          motif: data.motifs[index % data.motifs.length] as MotifId,
        },
        metadata_en: [industry, data.sector, style, STYLE_LABELS[style].en, facets, ...ad.tags.en].join(' '),
        metadata_ar: [STYLE_LABELS[style].ar, ...ad.tags.ar].join(' '),
        industry_terms_en: [industry, data.sector, ...data.aliases.en].join(' '),
        industry_terms_ar: data.aliases.ar.join(' '),
        style_terms_en: `${style} ${STYLE_LABELS[style].en} ${words(ad.offer)}`,
        style_terms_ar: STYLE_LABELS[style].ar,
      });
    });
  }
  return { ads, checksum: hash.digest('hex') };
}
