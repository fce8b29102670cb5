import { arabicShare } from './normalize';
import type { PlatformPayload, PreflightFinding, TemplateComponent } from './templates';

/**
 * Deterministic preflight rules for a draft, one table (DECISIONS "Template drafts"). Facts and sources:
 * shared/reference/whatsapp-templates.md. What the reference marks UNCONFIRMED is a warning, never an error.
 */
export interface PreflightContext {
  payload: PlatformPayload;
  /** The examples of the body's placeholders, in order. */
  examples: string[];
  optInContext: string | null;
}

type Rule = (c: PreflightContext) => Array<Omit<PreflightFinding, 'code' | 'severity'>>;

const PLACEHOLDER = /\{\{(\d+)\}\}/g;
const EMOJI = /\p{Extended_Pictographic}/gu;
const SHORTENERS =
  /\b(bit\.ly|tinyurl\.com|goo\.gl|t\.co|ow\.ly|is\.gd|buff\.ly|cutt\.ly|rebrand\.ly|shorturl\.at|tiny\.cc|rb\.gy)\//i;
const LEFTOVER =
  /\[[^\]\n]{2,40}\]|\{(?!\{)[^{}\n]{2,40}\}(?!\})|<[A-Za-z][^<>\n]{1,40}>|\b(?:XXX+|TODO|TBD|lorem ipsum)\b/i;
// Promotional wording a UTILITY template must not carry (template-categorization: no offers, upsell or sales).
const PROMOTIONAL =
  /\b(discount|sale|offer|deal|promo(?:tion)?|coupon|free|buy now|shop now|limited time|% off|off your|upgrade now|don't miss)\b|\d+\s?%|خصم|تخفيض|عرض|عروض|مجان|كوبون|اشتر|تسوق|لا تفوت|لفترة محدودة/i;
const CONSENT =
  /\b(opt(?:ed)?[- ]?in|subscri\w*|consent\w*|agreed|signed up|sign-up|checkbox|ticked|joined)\b|اشترك|وافق|موافق|سجل|تسجيل|اختار استلام/i;

const component = (p: PlatformPayload, type: TemplateComponent['type']) =>
  p.components.find((c) => c.type === type);
const at = (p: PlatformPayload, type: TemplateComponent['type']) =>
  `/components/${p.components.findIndex((c) => c.type === type)}`;

function placeholders(text: string): number[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1]));
}

export const PREFLIGHT_RULES: Array<{ code: string; severity: 'error' | 'warning'; check: Rule }> = [
  {
    code: 'name_format',
    severity: 'error',
    check: ({ payload }) =>
      payload.name.length > 512 || !/^[a-z0-9_]+$/.test(payload.name)
        ? [
            {
              path: '/name',
              message: 'Template names are at most 512 lowercase letters, digits and underscores.',
            },
          ]
        : [],
  },
  {
    code: 'name_starts_with_letter',
    severity: 'warning',
    check: ({ payload }) =>
      /^[a-z]/.test(payload.name)
        ? []
        : [
            {
              path: '/name',
              message: 'Start the name with a letter: schemas used by integrators expect ^[a-z].',
            },
          ],
  },
  {
    code: 'header_length',
    severity: 'error',
    check: ({ payload }) => {
      const header = component(payload, 'HEADER');
      return header?.text && header.text.length > 60
        ? [{ path: `${at(payload, 'HEADER')}/text`, message: 'A text header is at most 60 characters.' }]
        : [];
    },
  },
  {
    code: 'header_formatting',
    severity: 'warning',
    check: ({ payload }) => {
      const text = component(payload, 'HEADER')?.text ?? '';
      return /[\n*_~`]|\p{Extended_Pictographic}/u.test(text)
        ? [
            {
              path: `${at(payload, 'HEADER')}/text`,
              message: 'Text headers cannot carry emoji, formatting characters or line breaks.',
            },
          ]
        : [];
    },
  },
  {
    code: 'body_length',
    severity: 'error',
    check: ({ payload }) => {
      const body = component(payload, 'BODY')?.text ?? '';
      return body.length > 1024
        ? [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: `The body has ${body.length} characters; the limit is 1024.`,
            },
          ]
        : [];
    },
  },
  {
    code: 'body_length_strict',
    severity: 'warning',
    check: ({ payload }) => {
      const body = component(payload, 'BODY')?.text ?? '';
      return body.length > 550 && body.length <= 1024
        ? [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: `The body has ${body.length} characters; some reviews now cap MARKETING and UTILITY bodies at 550 (unconfirmed).`,
            },
          ]
        : [];
    },
  },
  {
    code: 'body_emoji',
    severity: 'warning',
    check: ({ payload }) => {
      const count = (component(payload, 'BODY')?.text ?? '').match(EMOJI)?.length ?? 0;
      return count > 10
        ? [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: `The body has ${count} emoji; reviews may cap it at 10 (unconfirmed).`,
            },
          ]
        : [];
    },
  },
  {
    code: 'footer_length',
    severity: 'error',
    check: ({ payload }) => {
      const footer = component(payload, 'FOOTER');
      return footer?.text && footer.text.length > 60
        ? [{ path: `${at(payload, 'FOOTER')}/text`, message: 'A footer is at most 60 characters.' }]
        : [];
    },
  },
  {
    code: 'buttons_limits',
    severity: 'error',
    check: ({ payload }) => {
      const buttons = component(payload, 'BUTTONS')?.buttons ?? [];
      const path = at(payload, 'BUTTONS');
      const found: Array<{ path: string; message: string }> = [];
      if (buttons.length > 10) found.push({ path, message: 'At most 10 buttons.' });
      if (buttons.filter((b) => b.type === 'URL').length > 2)
        found.push({ path, message: 'At most 2 URL buttons.' });
      buttons.forEach((b, i) => {
        if (b.text.length > 25)
          found.push({
            path: `${path}/buttons/${i}/text`,
            message: 'A button label is at most 25 characters.',
          });
        if (b.url && b.url.length > 2000)
          found.push({
            path: `${path}/buttons/${i}/url`,
            message: 'A button URL is at most 2000 characters.',
          });
      });
      return found;
    },
  },
  {
    code: 'buttons_grouped',
    severity: 'error',
    check: ({ payload }) => {
      const kinds = (component(payload, 'BUTTONS')?.buttons ?? []).map((b) =>
        b.type === 'QUICK_REPLY' ? 'q' : 'o',
      );
      const switches = kinds.filter((k, i) => i > 0 && k !== kinds[i - 1]).length;
      return switches > 1
        ? [
            {
              path: at(payload, 'BUTTONS'),
              message: 'Group quick replies together and the other buttons together.',
            },
          ]
        : [];
    },
  },
  {
    code: 'placeholders_sequential',
    severity: 'error',
    check: ({ payload }) => {
      const numbers = placeholders(component(payload, 'BODY')?.text ?? '');
      return numbers.every((n, i) => n === i + 1)
        ? []
        : [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: `Placeholders must run {{1}}, {{2}}, … in order; found ${numbers.map((n) => `{{${n}}}`).join(', ')}.`,
            },
          ];
    },
  },
  {
    code: 'placeholder_examples',
    severity: 'error',
    check: ({ payload, examples }) => {
      const body = component(payload, 'BODY');
      const count = placeholders(body?.text ?? '').length;
      const given = body?.example?.body_text[0] ?? [];
      return count === given.length && given.length === examples.length
        ? []
        : [
            {
              path: `${at(payload, 'BODY')}/example`,
              message: `The body has ${count} placeholders and ${given.length} examples; every placeholder needs one.`,
            },
          ];
    },
  },
  {
    code: 'placeholder_at_edge',
    severity: 'error',
    check: ({ payload }) => {
      const text = (component(payload, 'BODY')?.text ?? '').trim();
      return /^\{\{\d+\}\}/.test(text) || /\{\{\d+\}\}[.!?؟]?$/.test(text)
        ? [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: 'The body must not start or end with a placeholder.',
            },
          ]
        : [];
    },
  },
  {
    code: 'placeholders_adjacent',
    severity: 'error',
    check: ({ payload }) =>
      /\{\{\d+\}\}\s*\{\{\d+\}\}/.test(component(payload, 'BODY')?.text ?? '')
        ? [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: 'Separate placeholders with words or punctuation.',
            },
          ]
        : [],
  },
  {
    code: 'placeholder_density',
    severity: 'warning',
    check: ({ payload }) => {
      const text = component(payload, 'BODY')?.text ?? '';
      const n = placeholders(text).length;
      const words = text
        .replace(PLACEHOLDER, ' ')
        .split(/\s+/)
        .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      return n > 0 && words + n < 3 * n + 1
        ? [
            {
              path: `${at(payload, 'BODY')}/text`,
              message: `${n} placeholders in ${words} words: reviews reject bodies with too many parameters for their length.`,
            },
          ]
        : [];
    },
  },
  {
    code: 'example_format',
    severity: 'error',
    check: ({ examples, payload }) =>
      examples.flatMap((e, i) =>
        /[\n\t]| {4}/.test(e)
          ? [
              {
                path: `${at(payload, 'BODY')}/example/body_text/0/${i}`,
                message: 'Examples cannot hold newlines, tabs or four spaces in a row.',
              },
            ]
          : [],
      ),
  },
  {
    code: 'example_special_characters',
    severity: 'warning',
    check: ({ examples, payload }) =>
      examples.flatMap((e, i) =>
        /[#$%]/.test(e)
          ? [
              {
                path: `${at(payload, 'BODY')}/example/body_text/0/${i}`,
                message: 'Parameters with #, $ or % are a common reason for rejection.',
              },
            ]
          : [],
      ),
  },
  {
    code: 'utility_promotional',
    severity: 'error',
    check: ({ payload }) => {
      if (payload.category !== 'UTILITY') return [];
      const texts = payload.components.flatMap((c, i) => [
        ...(c.text ? [{ path: `/components/${i}/text`, text: c.text }] : []),
        ...(c.buttons ?? []).map((b, j) => ({ path: `/components/${i}/buttons/${j}/text`, text: b.text })),
      ]);
      return texts
        .filter((t) => PROMOTIONAL.test(t.text))
        .map((t) => ({
          path: t.path,
          message: `UTILITY templates must not promote: "${t.text.match(PROMOTIONAL)![0]}" reads as marketing; the platform would reject or recategorise it.`,
        }));
    },
  },
  {
    code: 'marketing_opt_in',
    severity: 'warning',
    check: ({ payload, optInContext }) =>
      payload.category === 'MARKETING' && !(optInContext && CONSENT.test(optInContext))
        ? [
            {
              path: '/category',
              message:
                'MARKETING needs a concrete opt-in: opt_in_context does not say how the customer agreed to receive these messages.',
            },
          ]
        : [],
  },
  {
    code: 'language_script',
    severity: 'error',
    check: ({ payload }) => {
      const arabic = payload.language.startsWith('ar');
      return payload.components.flatMap((c, i) => {
        const texts = [
          ...(c.text ? [{ path: `/components/${i}/text`, text: c.text.replace(PLACEHOLDER, '') }] : []),
          ...(c.buttons ?? []).map((b, j) => ({ path: `/components/${i}/buttons/${j}/text`, text: b.text })),
        ];
        return texts.flatMap((t) => {
          const share = arabicShare(t.text);
          if (share === null) return [];
          const wrong = arabic ? share < 0.5 : share > 0.5;
          return wrong
            ? [
                {
                  path: t.path,
                  message: `The language is ${payload.language} but this text is written in ${arabic ? 'Latin' : 'Arabic'} script.`,
                },
              ]
            : [];
        });
      });
    },
  },
  {
    code: 'url_shortener',
    severity: 'error',
    check: ({ payload }) =>
      payload.components.flatMap((c, i) => [
        ...(c.text && SHORTENERS.test(c.text)
          ? [
              {
                path: `/components/${i}/text`,
                message: 'Link shorteners are a frequent reason for rejection: use the full URL.',
              },
            ]
          : []),
        ...(c.buttons ?? []).flatMap((b, j) =>
          b.url && SHORTENERS.test(b.url)
            ? [
                {
                  path: `/components/${i}/buttons/${j}/url`,
                  message: 'Link shorteners are a frequent reason for rejection: use the full URL.',
                },
              ]
            : [],
        ),
      ]),
  },
  {
    code: 'leftover_placeholder',
    severity: 'error',
    check: ({ payload }) =>
      payload.components.flatMap((c, i) => {
        const match = c.text?.match(LEFTOVER);
        return match
          ? [
              {
                path: `/components/${i}/text`,
                message: `"${match[0]}" looks like a placeholder left in the text; write the real value or declare a variable.`,
              },
            ]
          : [];
      }),
  },
];

export function preflight(context: PreflightContext): {
  ready_for_submission: boolean;
  findings: PreflightFinding[];
} {
  const findings = PREFLIGHT_RULES.flatMap((rule) =>
    rule.check(context).map((f) => ({ code: rule.code, severity: rule.severity, ...f })),
  );
  return { ready_for_submission: findings.every((f) => f.severity !== 'error'), findings };
}
