import type { CopyResult } from '../../contract/copy';
import { facts, languageTag, written } from './generated-text';
import { html, type Html } from './html';

type Variant = CopyResult['variants'][number];

function variantView(variant: Variant, lang: string): Html {
  const keywords = variant.keyword_compliance.matched_required;
  return html`<li class="variant${variant.recommended ? ' recommended' : ''}" data-variant="${variant.index}">
    <div class="variant-head">
      <span class="variant-index">${variant.index}</span>
      <span class="muted">Angle</span> ${written(variant.angle, lang, 'span', 'angle')}
      ${variant.recommended ? html`<span class="badge completed">recommended</span>` : ''}
    </div>
    ${written(variant.content, lang, 'p', 'variant-text')}
    <div class="variant-cta">
      <span class="muted">Call to action</span>
      ${
        variant.call_to_action
          ? written(variant.call_to_action, lang, 'span', 'cta')
          : html`<span class="muted">none</span>`
      }
    </div>
    ${
      keywords.length > 0
        ? html`<div class="variant-keywords">
            <span class="muted">Required keywords</span>
            ${keywords.map((k) => html` ${written(k, lang, 'span', 'keyword')}`)}
          </div>`
        : ''
    }
  </li>`;
}

/** Copy generation and dialect conversion: each variant as text in its language, with its angle and call to action. */
export function copyView(copy: CopyResult): Html {
  const lang = languageTag(copy.output_language, copy.dialect, copy.market);
  return html`${facts([
      ['Type', copy.type],
      ['Language', html`<code>${lang}</code>`],
      [
        'Dialect',
        copy.dialect === 'none'
          ? null
          : `${copy.dialect}${copy.dialect_source ? ` (${copy.dialect_source})` : ''}`,
      ],
      ['Market', copy.market],
      ['Platform', copy.platform],
    ])}
    <ol class="variants">
      ${copy.variants.map((v) => variantView(v, lang))}
    </ol>`;
}
