import { Client, Connection } from '@temporalio/client';
import { COPY_DIALECTS } from '../contract/enums';
import type { Sql } from '../db/client';
import { admin, adminFails } from './helpers/admin';
import { balanceOf, call, countRows, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { startExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';
import {
  createDraft,
  MARKETING_DRAFT,
  partnerHash,
  postDelivery,
  rejection,
  reportOutcome,
  signedDelivery,
  UTILITY_DRAFT,
} from './helpers/templates';

jest.setTimeout(120_000);

let sql: Sql;
let connection: Connection;
let temporal: Client;
beforeAll(async () => {
  sql = testSql();
  connection = await Connection.connect({ address: readStack().temporalAddress });
  temporal = new Client({ connection });
});
afterAll(async () => {
  await connection.close();
  await sql.end({ timeout: 5 });
});

const refundEntries = async (accountId: string) =>
  (
    await sql<{ n: number }[]>`select count(*)::int as n from ledger_entries
    where account_id = ${accountId} and kind = 'refund' and part = 'template_refund'`
  )[0]!.n;

const draftOf = (key: string, id: string) => call('GET', `/v1/messaging-template-drafts/${id}`, { key });

async function platformAccount() {
  const account = await newAccount(sql, 20);
  const secrets = { appSecret: `app-${uniqueKey()}`, verifyToken: `verify-${uniqueKey()}` };
  const { hook_id } = await admin(
    'platform',
    'set',
    '--account',
    account.accountId,
    '--app-secret',
    secrets.appSecret,
    '--verify-token',
    secrets.verifyToken,
    '--access-token',
    'token-1',
  );
  return { ...account, ...secrets, hookId: hook_id as string };
}

describe('POST /v1/messaging-template-drafts', () => {
  it('drafts a UTILITY template in Saudi Arabic: sequential placeholders with examples, the hash a partner recomputes, ready', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const res = await createDraft(key, UTILITY_DRAFT);
    expect(res.status).toBe(201);
    const draft = res.body;
    expect(draft).toMatchObject({
      object: 'whatsapp_template_draft',
      status: 'UNSUBMITTED',
      dialect: 'saudi',
      dialect_source: 'market',
      usage: { credits_used: 2, balance_after: 8 },
      compliance: { ready_for_submission: true, findings: [], final_decision_owner: 'PLATFORM' },
    });
    expect(draft.id).toMatch(/^wtd_[a-z2-7]{26}$/);
    const payload = draft.platform_payload;
    expect(payload).toMatchObject({ name: 'order_shipped', language: 'ar', category: 'UTILITY' });
    expect(payload.components.map((c: { type: string }) => c.type)).toEqual([
      'HEADER',
      'BODY',
      'FOOTER',
      'BUTTONS',
    ]);
    const body = payload.components[1];
    expect(body.text.match(/\{\{\d+\}\}/g)).toEqual(['{{1}}', '{{2}}', '{{3}}']);
    expect(body.text.startsWith('هلا {{1}}،')).toBe(true);
    expect(body.text).toContain('رقم الطلب: {{2}}');
    expect(body.example).toEqual({ body_text: [['سارة', 'A-10452', '24 نوفمبر']] });
    expect(partnerHash(payload)).toBe(draft.payload_hash);
    expect(await balanceOf(sql, accountId)).toBe(8);

    const again = await call('GET', `/v1/messaging-template-drafts/${draft.id}`, { key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: draft.id,
      payload_hash: draft.payload_hash,
      last_reported_outcome: null,
    });
    expect(again.body.refund).toMatchObject({ status: 'NONE', candidate: false, credits: 0 });
  });

  it('drafts a MARKETING template in English with its body written by the text provider', async () => {
    const { key } = await newAccount(sql, 10);
    const res = await createDraft(key, MARKETING_DRAFT);
    expect(res.status).toBe(201);
    expect(res.body.dialect).toBe('none');
    expect(res.body.compliance).toEqual({
      ready_for_submission: true,
      findings: [],
      final_decision_owner: 'PLATFORM',
    });
    const body = res.body.platform_payload.components[0];
    expect(body.text).toMatch(/^Hi \{\{1\}\},/);
    expect(body.text).toContain('20%');
    expect(body.text).toContain('reply STOP');
    expect(partnerHash(res.body.platform_payload)).toBe(res.body.payload_hash);
  });

  it.each(COPY_DIALECTS)('drafts MARKETING and UTILITY in %s, each ready for submission', async (dialect) => {
    const { key } = await newAccount(sql, 10);
    for (const base of [
      UTILITY_DRAFT,
      {
        ...MARKETING_DRAFT,
        output_language: 'ar',
        language_code: 'ar',
        purpose: 'قهوة مختصة محمصة يومياً. خصم 20% على أول طلب هذا الأسبوع.',
        buttons: [
          { type: 'QUICK_REPLY', text: 'أبغى أطلب' },
          { type: 'QUICK_REPLY', text: 'مو الحين' },
        ],
      },
    ]) {
      const res = await createDraft(key, { ...base, dialect });
      expect(res.status).toBe(201);
      expect(res.body.dialect).toBe(dialect);
      expect(res.body.compliance.findings).toEqual([]);
      expect(partnerHash(res.body.platform_payload)).toBe(res.body.payload_hash);
    }
  });

  it.each([
    ['utility_promotional', { ...UTILITY_DRAFT, purpose: 'طلبك انشحن، واستخدم كود خصم 30% على طلبك الجاي' }],
    [
      'leftover_placeholder',
      {
        ...UTILITY_DRAFT,
        purpose: 'Your order from [Company Name] has shipped',
        output_language: 'en',
        language_code: 'en_GB',
        market: undefined,
      },
    ],
    [
      'url_shortener',
      { ...UTILITY_DRAFT, buttons: [{ type: 'URL', text: 'تتبع', url: 'https://bit.ly/3xYzAbc' }] },
    ],
    ['language_script', { ...UTILITY_DRAFT, header: 'Order update' }],
    ['body_length', { ...UTILITY_DRAFT, purpose: 'طلبك في الطريق إليك. '.repeat(45) }],
    ['placeholders_sequential', { ...UTILITY_DRAFT, purpose: 'طلبك رقم {{7}} انشحن' }],
    ['marketing_opt_in', { ...MARKETING_DRAFT, opt_in_context: 'Our customers' }],
    ['body_emoji', { ...MARKETING_DRAFT, purpose: `Fresh coffee every morning ${'☕'.repeat(12)}` }],
    [
      'placeholder_density',
      {
        ...UTILITY_DRAFT,
        purpose: 'تحديث',
        variables: Array.from({ length: 10 }, (_, i) => ({ name: `v${i}`, example: `x${i}` })),
      },
    ],
    [
      'buttons_grouped',
      {
        ...MARKETING_DRAFT,
        buttons: [
          { type: 'QUICK_REPLY', text: 'Yes' },
          { type: 'URL', text: 'Shop', url: 'https://shop.example.com' },
          { type: 'QUICK_REPLY', text: 'No' },
        ],
      },
    ],
    [
      'example_special_characters',
      { ...UTILITY_DRAFT, variables: [{ name: 'order_number', example: '#A-10452' }] },
    ],
    ['name_starts_with_letter', { ...UTILITY_DRAFT, name: '2024_order_update' }],
    ['header_formatting', { ...UTILITY_DRAFT, header: 'تحديث *الطلب*' }],
  ])('preflight rule %s fires on a draft that breaks it', async (code, body) => {
    const { key } = await newAccount(sql, 10);
    const res = await createDraft(key, body);
    expect(res.status).toBe(201);
    const finding = res.body.compliance.findings.find((f: { code: string }) => f.code === code);
    expect(finding).toMatchObject({
      code,
      severity: expect.stringMatching(/^(error|warning)$/),
      path: expect.stringMatching(/^\//),
    });
    expect(res.body.compliance.ready_for_submission).toBe(
      !res.body.compliance.findings.some((f: { severity: string }) => f.severity === 'error'),
    );
  });

  it.each([
    [{ ...UTILITY_DRAFT, customer_action_context: undefined }, '/customer_action_context'],
    [{ ...MARKETING_DRAFT, opt_in_context: undefined }, '/opt_in_context'],
    [{ ...UTILITY_DRAFT, language_code: 'en_US' }, '/language_code'],
    [{ ...UTILITY_DRAFT, language_code: 'ar_SA' }, '/language_code'],
    [{ ...MARKETING_DRAFT, dialect: 'saudi' }, '/dialect'],
    [{ ...UTILITY_DRAFT, name: 'Order Shipped' }, '/name'],
    [
      {
        ...UTILITY_DRAFT,
        variables: [
          { name: 'a', example: 'x' },
          { name: 'a', example: 'y' },
        ],
      },
      '/variables',
    ],
    [{ ...UTILITY_DRAFT, variables: [{ name: 'a', example: 'two\nlines' }] }, '/variables/0/example'],
    [{ ...UTILITY_DRAFT, header: 'h'.repeat(61) }, '/header'],
    [
      {
        ...UTILITY_DRAFT,
        buttons: Array.from({ length: 3 }, () => ({ type: 'URL', text: 'Go', url: 'https://a.example' })),
      },
      '/buttons',
    ],
    [{ ...UTILITY_DRAFT, buttons: [{ type: 'URL', text: 'Go', url: 'http://a.example' }] }, '/buttons/0/url'],
    [{ ...UTILITY_DRAFT, purpose: '\u200b' }, '/purpose'],
  ])('refuses an invalid draft request with nothing charged (%#)', async (body, pointer) => {
    const { key, accountId } = await newAccount(sql, 10);
    const res = await createDraft(key, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    expect(await countRows(sql, accountId)).toEqual({ requests: 0, keys: 0, ledger: 1 });
  });

  it("another account's draft is 404 on read and report", async () => {
    const owner = await newAccount(sql, 10);
    const stranger = await newAccount(sql, 10);
    const { body: draft } = await createDraft(owner.key, UTILITY_DRAFT);
    expect((await draftOf(stranger.key, draft.id)).status).toBe(404);
    expect((await reportOutcome(stranger.key, draft.id, rejection('1234', draft.payload_hash))).status).toBe(
      404,
    );
    expect((await draftOf(owner.key, 'wtd_aaaaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
  });
});

describe('outcome reports and refund verification', () => {
  it('a matching REJECTED report is a candidate awaiting verification: one workflow, no credits, however often reported', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const { body: draft } = await createDraft(key, UTILITY_DRAFT);
    const first = await reportOutcome(key, draft.id, rejection('5550001', draft.payload_hash));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      object: 'whatsapp_template_outcome',
      draft_id: draft.id,
      outcome: 'REJECTED',
      unchanged: true,
      refund: {
        candidate: true,
        eligible: false,
        status: 'PENDING_VERIFICATION',
        credits: 2,
        balance_after: null,
        verification_required: true,
      },
    });
    const handle = temporal.workflow.getHandle(`refund:${draft.id}`);
    const { runId, searchAttributes } = await handle.describe();
    expect(searchAttributes).toMatchObject({
      AccountId: [accountId],
      DraftId: [draft.id],
      RefundState: ['PENDING_VERIFICATION'],
    });
    for (let i = 0; i < 10; i++) {
      const again = await reportOutcome(key, draft.id, rejection('5550001', draft.payload_hash));
      expect(again.body.refund.status).toBe('PENDING_VERIFICATION');
    }
    expect((await handle.describe()).runId).toBe(runId);
    expect(await balanceOf(sql, accountId)).toBe(8);
    expect((await handle.query('status')) as { state: string }).toMatchObject({
      state: 'PENDING_VERIFICATION',
    });

    const changed = await reportOutcome(key, draft.id, rejection('5550001', 'f'.repeat(64)));
    expect(changed.body).toMatchObject({ unchanged: false, refund: { candidate: false } });
  });

  it('a report that differs from its first answer under the same event id is 409; the same body answers the same', async () => {
    const { key } = await newAccount(sql, 10);
    const { body: draft } = await createDraft(key, UTILITY_DRAFT);
    const report = { ...rejection('5550002', 'e'.repeat(64)), outcome: 'APPROVED' };
    const first = await reportOutcome(key, draft.id, report);
    const same = await reportOutcome(key, draft.id, report);
    expect(same.text).toBe(first.text);
    const other = await reportOutcome(key, draft.id, { ...report, reason: 'different' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
  });

  it('a signed REJECTED webhook refunds 2 credits exactly once; redeliveries, more webhooks and an admin verify add nothing', async () => {
    const p = await platformAccount();
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    await reportOutcome(p.key, draft.id, rejection('5550003', draft.payload_hash));
    const delivery = signedDelivery(p.appSecret, [
      { event: 'REJECTED', id: '5550003', name: 'order_shipped', language: 'ar' },
    ]);
    const res = await postDelivery(p.hookId, delivery);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changes: 1, new: 1 });
    await until('the refund', async () => (await draftOf(p.key, draft.id)).body.refund.status === 'REFUNDED');
    const view = (await draftOf(p.key, draft.id)).body;
    expect(view.refund).toMatchObject({ status: 'REFUNDED', eligible: true, credits: 2, balance_after: 20 });
    expect(view.last_reported_outcome).toMatchObject({ outcome: 'REJECTED', verified: true });
    expect(await balanceOf(sql, p.accountId)).toBe(20);

    expect((await postDelivery(p.hookId, delivery)).body).toMatchObject({ changes: 1, new: 0 });
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: '5550003', name: 'order_shipped', language: 'ar', reason: 'PROMOTIONAL' },
      ]),
    );
    expect((await adminFails('refunds', 'verify', '--draft', draft.id, '--evidence', 'ticket 1')).code).toBe(
      2,
    );
    const later = await reportOutcome(p.key, draft.id, rejection('5550003', draft.payload_hash));
    expect(later.body.refund).toMatchObject({ status: 'REFUNDED', balance_after: 20, eligible: true });
    expect(await balanceOf(sql, p.accountId)).toBe(20);
    expect(await refundEntries(p.accountId)).toBe(1);
  });

  it('a wrong signature is refused with nothing stored; another account\u2019s hook cannot touch the draft', async () => {
    const p = await platformAccount();
    const other = await platformAccount();
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    await reportOutcome(p.key, draft.id, rejection('5550004', draft.payload_hash));
    const change = [{ event: 'REJECTED', id: '5550004', name: 'order_shipped', language: 'ar' }];
    const forged = { ...signedDelivery('not-the-secret', change) };
    const refused = await postDelivery(p.hookId, forged);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('unauthorized');
    const viaOther = await postDelivery(other.hookId, signedDelivery(other.appSecret, change));
    expect(viaOther.status).toBe(200);
    const [stored] = await sql<
      { n: number }[]
    >`select count(*)::int as n from platform_events where account_id = ${p.accountId}`;
    expect(stored!.n).toBe(0);
    expect((await postDelivery('hk_' + '0'.repeat(32), signedDelivery(p.appSecret, change))).status).toBe(
      404,
    );
    expect((await draftOf(p.key, draft.id)).body.refund.status).toBe('PENDING_VERIFICATION');
    expect(await balanceOf(sql, p.accountId)).toBe(18);
  });

  it('answers the platform\u2019s verification handshake only for the verify token', async () => {
    const p = await platformAccount();
    const ok = await call(
      'GET',
      `/v1/platform-events/whatsapp/${p.hookId}?hub.mode=subscribe&hub.verify_token=${p.verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    const bad = await call(
      'GET',
      `/v1/platform-events/whatsapp/${p.hookId}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    );
    expect(bad.status).toBe(401);
  });

  it('evidence that arrives before the report is used when the report comes', async () => {
    const p = await platformAccount();
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: '5550005', name: 'order_shipped', language: 'ar' },
      ]),
    );
    await reportOutcome(p.key, draft.id, rejection('5550005', draft.payload_hash));
    await until('the refund', async () => (await draftOf(p.key, draft.id)).body.refund.status === 'REFUNDED');
    expect(await balanceOf(sql, p.accountId)).toBe(20);
  });

  it('an APPROVED webhook for the template denies the refund', async () => {
    const p = await platformAccount();
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    await reportOutcome(p.key, draft.id, rejection('5550006', draft.payload_hash));
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [
        { event: 'APPROVED', id: '5550006', name: 'order_shipped', language: 'ar' },
      ]),
    );
    await until('the denial', async () => (await draftOf(p.key, draft.id)).body.refund.status === 'DENIED');
    expect(await balanceOf(sql, p.accountId)).toBe(18);
  });

  it('an administrator verifies once with a signal, or denies', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const { body: a } = await createDraft(key, UTILITY_DRAFT);
    const { body: b } = await createDraft(key, UTILITY_DRAFT);
    await reportOutcome(key, a.id, rejection('5550007', a.payload_hash));
    await reportOutcome(key, b.id, rejection('5550008', b.payload_hash));
    expect(
      await admin('refunds', 'verify', '--draft', a.id, '--evidence', 'support ticket 4411'),
    ).toMatchObject({ signal: 'verify' });
    expect(
      await admin('refunds', 'deny', '--draft', b.id, '--reason', 'content changed before submission'),
    ).toMatchObject({ signal: 'deny' });
    await until(
      'both decided',
      async () =>
        (await draftOf(key, a.id)).body.refund.status === 'REFUNDED' &&
        (await draftOf(key, b.id)).body.refund.status === 'DENIED',
    );
    expect(await balanceOf(sql, accountId)).toBe(8);
    const listed = await admin('refunds', 'list', '--account', accountId);
    expect(listed.map((r: { id: string; refund_state: string }) => [r.id, r.refund_state]).sort()).toEqual(
      [
        [a.id, 'REFUNDED'],
        [b.id, 'DENIED'],
      ].sort(),
    );
    const { runId } = await temporal.workflow.getHandle(`refund:${a.id}`).describe();
    expect(
      (await temporal.workflow.getHandle(`refund:${a.id}`, runId).describe()).searchAttributes.RefundState,
    ).toEqual(['REFUNDED']);
  });

  it('platform show never prints a secret', async () => {
    const p = await platformAccount();
    const shown = await admin('platform', 'show', '--account', p.accountId);
    expect(shown).toEqual({
      account_id: p.accountId,
      hook_id: p.hookId,
      app_secret_set: true,
      verify_token_set: true,
      access_token_set: true,
    });
    expect(JSON.stringify(shown)).not.toContain(p.appSecret);
  });

  it('a worker SIGKILLed between the evidence and the refund still refunds exactly once', async () => {
    const stack = await startExtraStack('refund-kill');
    try {
      const p = await platformAccount();
      const { body: draft } = await createDraft(p.key, UTILITY_DRAFT, stack.apiUrl);
      await reportOutcome(p.key, draft.id, rejection('5550009', draft.payload_hash), stack.apiUrl);
      // The evidence reaches the workflow's history while no worker runs; a new worker settles it.
      stack.worker.child.kill('SIGKILL');
      await stack.worker.exited;
      const delivery = signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: '5550009', name: 'order_shipped', language: 'ar' },
      ]);
      expect((await postDelivery(p.hookId, delivery, stack.apiUrl)).status).toBe(200);
      await stack.restartWorker();
      await until(
        'the refund',
        async () => (await draftOf(p.key, draft.id)).body.refund.status === 'REFUNDED',
        60_000,
      );
      await postDelivery(p.hookId, delivery, stack.apiUrl);
      expect(await balanceOf(sql, p.accountId)).toBe(20);
      expect(await refundEntries(p.accountId)).toBe(1);
    } finally {
      await stack.stop();
    }
  });
});
