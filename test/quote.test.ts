import type { Sql } from '../db/client';
import { balanceOf, call, countRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { MARKETING_DRAFT } from './helpers/templates';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const quote = (key: string, operation: string, request?: unknown) =>
  call('POST', '/v1/quote', { key, body: { operation, ...(request === undefined ? {} : { request }) } });

const COMPLETE: Array<[string, string, Record<string, unknown>]> = [
  [
    'copy',
    '/v1/copy-generations',
    { description: 'قهوة مختصة. خصم 20%.', output_language: 'ar', market: 'SA' },
  ],
  ['copy', '/v1/copy-generations', { description: 'Fresh dates.', output_language: 'en', type: 'headlines' }],
  ['image', '/v1/image-generations', { prompt: 'Fresh coffee on a table', output_language: 'en' }],
  ['speech', '/v1/speech-generations', { text: 'Fresh coffee, every morning.', output_language: 'en' }],
  ['whatsapp_template', '/v1/messaging-template-drafts', MARKETING_DRAFT],
  [
    'campaign',
    '/v1/campaigns',
    {
      brief: {
        description: 'Fresh coffee roasted daily.',
        output_language: 'en',
        call_to_action: 'Order now',
      },
      deliverables: { image: { enabled: true, include_text: true }, speech: { enabled: true } },
    },
  ],
  // The picture's words from the description's offer clause (decision 025): the quote reads it as the campaign does.
  [
    'campaign',
    '/v1/campaigns',
    {
      brief: {
        description: 'محمصة النخبة في الرياض. خصم 20% على أول طلب.',
        output_language: 'ar',
        dialect: 'saudi',
      },
      deliverables: { image: { enabled: true, include_text: true } },
    },
  ],
];

describe('POST /v1/quote', () => {
  it.each(COMPLETE)(
    'a complete %s request is ready, priced as the real request then charges',
    async (operation, path, request) => {
      const { key, accountId } = await newAccount(sql, 100);
      const before = await countRows(sql, accountId);
      const res = await quote(key, operation, request);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        object: 'validation_quote',
        api_version: '2026-09-19',
        operation,
        status: 'ready',
        missing_fields: [],
        conflicts: [],
        generation_allowed: true,
        confirmation_required: false,
        authorization: {
          authorized: true,
          credit_check: 'not_performed',
          reservation: 'none',
          approval: 'not_granted',
        },
        side_effects: {
          provider_called: false,
          credits_reserved: false,
          credits_debited: false,
          approval_recorded: false,
        },
        quote: {
          currency: 'credits',
          expires_at: null,
          reservation: 'none',
          pricing_source: 'partner_api_credit_costs',
        },
      });
      expect(res.body.validated.output_language).toBe(
        (request.output_language ??
          (request.brief as Record<string, unknown> | undefined)?.output_language) as string,
      );
      // Nothing written, nothing charged.
      expect(await countRows(sql, accountId)).toEqual(before);
      expect(await balanceOf(sql, accountId)).toBe(100);

      const real = await call('POST', path, { key, idempotencyKey: uniqueKey(), body: request });
      expect(real.status).toBeLessThan(300);
      expect(100 - (await balanceOf(sql, accountId))).toBe(res.body.quote.total_credits);
      expect(res.body.quote.line_items.reduce((s: number, i: { credits: number }) => s + i.credits, 0)).toBe(
        res.body.quote.total_credits,
      );
    },
  );

  it('prices a campaign per deliverable', async () => {
    const { key } = await newAccount(sql, 10);
    const res = await quote(key, 'campaign', COMPLETE[5]![2]);
    expect(res.body.quote.line_items).toEqual([
      { operation: 'copy', credits: 2, scope: 'campaigns:write' },
      { operation: 'image', credits: 4, scope: 'campaigns:write' },
      { operation: 'speech', credits: 5, scope: 'campaigns:write' },
      { operation: 'whatsapp_template', credits: 0, scope: 'campaigns:write' },
    ]);
    expect(res.body.validated.deliverables).toEqual(['copy', 'image', 'speech', 'whatsapp_template']);
  });

  it('prices the ad-library operations for a named ad: prepare 1 while missing, generate 4 once prepared', async () => {
    const { key } = await newAccount(sql, 10);
    const [ad] = await sql<
      { id: string }[]
    >`select id from ad_catalog where slug = 'food-cafe-morning-bundle'`;
    const prepare = await quote(key, 'ad_library_prepare', { ad_id: ad!.id, locale: 'ar' });
    expect(prepare.body).toMatchObject({
      status: 'ready',
      quote: { total_credits: 1 },
      validated: { preparation_status: 'missing' },
    });
    const generate = await quote(key, 'ad_library_generate', {
      ad_id: ad!.id,
      template_fields: { headline: 'قهوة' },
    });
    expect(generate.body).toMatchObject({
      status: 'needs_input',
      quote: { total_credits: 4 },
      allowed_next_actions: ['prepare', 'refresh_quote'],
      validated: { preparation_status: 'missing' },
    });
  });

  it.each([
    ['copy', '/v1/copy-generations', { description: 'قهوة مختصة. خصم 20%.', type: 'headlines' }],
    [
      'campaign',
      '/v1/campaigns',
      { brief: { description: 'قهوة مختصة.' }, deliverables: { speech: { enabled: true } } },
    ],
  ])(
    'an incomplete %s quote still prices what the request, sent as it is, then charges',
    async (operation, path, request) => {
      const { key, accountId } = await newAccount(sql, 100);
      const res = await quote(key, operation, request);
      expect(res.body.status).toBe('needs_input');
      const real = await call('POST', path, { key, idempotencyKey: uniqueKey(), body: request });
      expect(real.status).toBe(201);
      expect(100 - (await balanceOf(sql, accountId))).toBe(res.body.quote.total_credits);
    },
  );

  it('never chooses a language: without output_language the quote needs input', async () => {
    const { key } = await newAccount(sql, 10);
    const res = await quote(key, 'copy', { description: 'Fresh dates.' });
    expect(res.body).toMatchObject({
      status: 'needs_input',
      missing_fields: ['/output_language'],
      generation_allowed: false,
    });
    expect(res.body.validated.output_language).toBeUndefined();
    expect(res.body.allowed_next_actions).toContain('clarify');
  });

  it.each([
    ['copy', { output_language: 'en' }, ['/description']],
    ['campaign', { brief: { output_language: 'ar' } }, ['/brief/description']],
    ['whatsapp_template', { ...MARKETING_DRAFT, opt_in_context: undefined }, ['/opt_in_context']],
    ['speech', {}, ['/output_language', '/text']],
    ['campaign', {}, ['/brief/output_language', '/brief']],
  ])('an incomplete %s request lists what is missing', async (operation, request, missing) => {
    const { key } = await newAccount(sql, 10);
    const res = await quote(key, operation, request);
    expect(res.body.status).toBe('needs_input');
    expect(res.body.missing_fields.sort()).toEqual([...missing].sort());
  });

  it('reports conflicts with their paths', async () => {
    const { key } = await newAccount(sql, 10);
    const res = await quote(key, 'copy', {
      description: 'Fresh dates.',
      output_language: 'en',
      dialect: 'saudi',
      colour: 'red',
    });
    expect(res.body.status).toBe('needs_input');
    expect(res.body.conflicts).toEqual(
      expect.arrayContaining([
        { path: '/dialect', message: 'must be omitted when output_language is en' },
        { path: '/colour', message: 'is not a known property' },
      ]),
    );
    const foreign = await quote(key, 'copy', {
      description: 'x',
      output_language: 'en',
      brand_profile_id: 'brp_aaaaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(foreign.body.conflicts).toEqual([
      { path: '/brand_profile_id', message: 'names no brand profile of this account' },
    ]);
  });

  it('needs the write scope of the quoted operation', async () => {
    const { key } = await newAccount(sql, 10, ['copy:write']);
    expect((await quote(key, 'copy', { description: 'x', output_language: 'en' })).status).toBe(200);
    const refused = await quote(key, 'campaign', {});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('insufficient_scope');
    expect((await quote(key, 'refund', {})).status).toBe(400);
  });
});
