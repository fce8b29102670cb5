import { PREFLIGHT_RULES, preflight, type PreflightContext } from '../../contract/template-preflight';
import type { PlatformPayload, TemplateComponent } from '../../contract/templates';

const BODY =
  'Hello {{1}}, your order {{2}} has shipped.\n\nIf you have any questions, reply to this message.';

function context(
  change: {
    name?: string;
    category?: string;
    language?: string;
    components?: TemplateComponent[];
    examples?: string[];
    optIn?: string | null;
  } = {},
): PreflightContext {
  const examples = change.examples ?? ['Sara', 'A-1'];
  const payload: PlatformPayload = {
    name: change.name ?? 'order_shipped',
    language: change.language ?? 'en',
    category: change.category ?? 'UTILITY',
    components: change.components ?? [{ type: 'BODY', text: BODY, example: { body_text: [examples] } }],
  };
  return {
    payload,
    examples,
    optInContext: change.optIn === undefined ? 'Customers opted in at checkout' : change.optIn,
  };
}

const body = (text: string, examples = ['Sara', 'A-1']): TemplateComponent => ({
  type: 'BODY',
  text,
  example: { body_text: [examples] },
});
const codes = (c: PreflightContext) => preflight(c).findings.map((f) => f.code);

describe('template preflight rules', () => {
  it('a clean draft has no finding and is ready', () => {
    expect(preflight(context())).toEqual({ ready_for_submission: true, findings: [] });
  });

  // One case per rule that breaks it; every rule of the table is listed, so a new rule needs a case here.
  const cases: Record<string, PreflightContext> = {
    name_format: context({ name: 'Order-Shipped' }),
    name_starts_with_letter: context({ name: '_order' }),
    header_length: context({
      components: [{ type: 'HEADER', format: 'TEXT', text: 'h'.repeat(61) }, body(BODY)],
    }),
    header_formatting: context({
      components: [{ type: 'HEADER', format: 'TEXT', text: 'Big *news*' }, body(BODY)],
    }),
    body_length: context({ components: [body(`Hello {{1}}, ${'x'.repeat(1020)} order {{2}} shipped.`)] }),
    body_length_strict: context({
      components: [body(`Hello {{1}}, ${'word '.repeat(110)} order {{2}} shipped.`)],
    }),
    body_emoji: context({ components: [body(`Hello {{1}}, ${'🎉'.repeat(11)} order {{2}} shipped.`)] }),
    footer_length: context({ components: [body(BODY), { type: 'FOOTER', text: 'f'.repeat(61) }] }),
    buttons_limits: context({
      components: [
        body(BODY),
        {
          type: 'BUTTONS',
          buttons: Array.from({ length: 3 }, () => ({
            type: 'URL' as const,
            text: 'Open the order page now!',
            url: 'https://a.example',
          })),
        },
      ],
    }),
    buttons_grouped: context({
      components: [
        body(BODY),
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Yes' },
            { type: 'URL', text: 'Go', url: 'https://a.example' },
            { type: 'QUICK_REPLY', text: 'No' },
          ],
        },
      ],
    }),
    placeholders_sequential: context({
      components: [body('Hello {{1}}, your order {{3}} has shipped today.')],
    }),
    placeholder_examples: context({ components: [body(BODY, ['Sara'])], examples: ['Sara'] }),
    placeholder_at_edge: context({
      components: [body('{{1}}, your order {{2}} has shipped today, thank you.')],
    }),
    placeholders_adjacent: context({
      components: [body('Hello friend, your order {{1}} {{2}} has shipped today.')],
    }),
    placeholder_density: context({ components: [body('Hi {{1}}: {{2}}.', ['a', 'b'])] }),
    example_format: context({ examples: ['Sara', 'A    1'], components: [body(BODY, ['Sara', 'A    1'])] }),
    example_special_characters: context({
      examples: ['Sara', '#A-1'],
      components: [body(BODY, ['Sara', '#A-1'])],
    }),
    utility_promotional: context({
      components: [body('Hello {{1}}, your order {{2}} has shipped. Get 20% off your next one!')],
    }),
    marketing_opt_in: context({ category: 'MARKETING', optIn: 'our customers' }),
    language_script: context({ language: 'ar' }),
    url_shortener: context({
      components: [body('Hello {{1}}, track order {{2}} at https://bit.ly/abc today.')],
    }),
    leftover_placeholder: context({
      components: [body('Hello {{1}}, your order {{2}} from [Company Name] has shipped.')],
    }),
  };

  it('has a case for every rule', () => {
    expect(Object.keys(cases).sort()).toEqual(PREFLIGHT_RULES.map((r) => r.code).sort());
  });

  it.each(Object.entries(cases))('%s fires on a draft that breaks it', (code, c) => {
    expect(codes(c)).toContain(code);
    const rule = PREFLIGHT_RULES.find((r) => r.code === code)!;
    expect(preflight(c).ready_for_submission).toBe(
      rule.severity === 'warning' ? !preflight(c).findings.some((f) => f.severity === 'error') : false,
    );
  });
});
