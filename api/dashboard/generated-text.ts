import { MARKET_DIALECTS } from '../../contract/dialects';
import type { OutputLanguage } from '../../contract/enums';
import { hasArabic, html, type Html } from './html';

/** Dialects spoken in one country; the others (gulf, levantine) take the market's country when it speaks them. */
const DIALECT_REGIONS: Readonly<Record<string, string>> = {
  saudi: 'SA',
  emirati: 'AE',
  egyptian: 'EG',
  iraqi: 'IQ',
};

/** The BCP 47 tag of what the service wrote: `en`, or `ar` with the dialect's country where it has one. */
export function languageTag(language: OutputLanguage, dialect: string | null, market: string | null): string {
  if (language === 'en') return 'en';
  const region =
    (dialect && DIALECT_REGIONS[dialect]) ??
    (market && dialect && MARKET_DIALECTS[market] === dialect ? market : null);
  return region ? `ar-${region}` : 'ar';
}

/**
 * Text whose line breaks are kept, as <br>: unlike `white-space: pre-wrap`, the whitespace of the page's own
 * markup around it cannot show. `line` marks up each line (placeholders, say).
 */
export function lines(text: string, line: (text: string) => Html | string = (t) => t): Html {
  return html`${text.split('\n').map((l, i) => (i === 0 ? line(l) : [html`<br />`, line(l)]))}`;
}

/**
 * Text the service wrote in `lang`, laid out in its direction: Arabic right to left inside the left-to-right page.
 * A label written in Latin letters in an Arabic answer (an angle such as faithful_conversion) keeps its own.
 */
export function written(text: string, lang: string, tag: 'p' | 'span' | 'div', className: string): Html {
  const arabic = lang === 'ar' || lang.startsWith('ar-');
  const body = lines(text);
  if (arabic && !hasArabic(text)) return html`<${tag} class="${className}" dir="auto">${body}</${tag}>`;
  return html`<${tag} class="${className}" dir="${arabic ? 'rtl' : 'ltr'}" lang="${lang}">${body}</${tag}>`;
}

/** A short list of facts, the absent ones left out. */
export function facts(
  pairs: ReadonlyArray<readonly [string, Html | string | number | null | undefined]>,
): Html {
  return html`<dl class="facts">
    ${pairs
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(
        ([name, value]) =>
          html`<dt>${name}</dt>
            <dd>${value}</dd>`,
      )}
  </dl>`;
}

export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
