import { Client, Connection } from '@temporalio/client';
import { COPY_DIALECTS } from '../contract/enums';
import type { Sql } from '../db/client';
import {
  denySignal,
  REFUND_VERIFICATION_WORKFLOW,
  refundStatusQuery,
  verifySignal,
  triggerSignal,
} from '../workflows/refund-messages';
import { admin, adminFails } from './helpers/admin';
import { balanceOf, call, countRows, newAccount, testSql, until } from './helpers/client';
import { startExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';
import { holdDraft, templateReads } from './helpers/fake-graph';
import { temporalCli } from './helpers/temporal-cli';
import {
  platformAccount,
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

let templateCounter = 0;
/** A platform template id of its own per test, longer than 2^53 like the platform's. */
const templateId = () => `17${String(Date.now()).slice(-9)}${String(++templateCounter).padStart(8, '0')}`;

/** What the platform holds for the template, read with the account's token: the draft as submitted, or edited. */
const platformHolds = (
  id: string,
  token: string,
  draft: Parameters<typeof holdDraft>[3],
  status: string,
  edit: Partial<{ name: string }> = {},
) => holdDraft(readStack().graphUrl, id, token, draft, status, edit);

const refundState = async (key: string, id: string) => (await draftOf(key, id)).body.refund.status;
const outcomeRows = async (draftId: string) =>
  (
    await sql<{ n: number }[]>`select count(*)::int as n from template_outcomes where draft_id = ${draftId}`
  )[0]!.n;

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
    // A UTILITY body carries the partner's purpose as given (a MARKETING body is written from its meaning).
    ['body_emoji', { ...UTILITY_DRAFT, purpose: `طلبك انشحن ${'📦'.repeat(12)}` }],
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
    expect(await handle.query(refundStatusQuery)).toMatchObject({
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

  it('a signed REJECTED webhook wakes a status read; the platform holding the same content REJECTED refunds 2 credits once; redeliveries, more webhooks and an admin verify add nothing', async () => {
    const p = await platformAccount(sql);
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const id = templateId();
    await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    await platformHolds(id, p.accessToken, draft, 'REJECTED');
    const delivery = signedDelivery(p.appSecret, [
      { event: 'REJECTED', id, name: 'order_shipped', language: 'ar' },
    ]);
    const res = await postDelivery(p.hookId, delivery);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changes: 1, new: 1 });
    // Refunded by the read the webhook woke, long before the first scheduled read (about a minute).
    await until('the refund', async () => (await refundState(p.key, draft.id)) === 'REFUNDED', 20_000);
    expect(await templateReads(readStack().graphUrl, id)).toBeGreaterThanOrEqual(1);
    const view = (await draftOf(p.key, draft.id)).body;
    expect(view.refund).toMatchObject({ status: 'REFUNDED', eligible: true, credits: 2, balance_after: 20 });
    expect(view.last_reported_outcome).toMatchObject({ outcome: 'REJECTED', verified: true });
    const status = await temporal.workflow.getHandle(`refund:${draft.id}`).query(refundStatusQuery);
    expect(status.evidence.map((e) => [e.source, e.verdict])).toEqual([
      ['webhook', 'trigger'],
      ['status_read', 'verifies'],
    ]);
    expect(await balanceOf(sql, p.accountId)).toBe(20);

    expect((await postDelivery(p.hookId, delivery)).body).toMatchObject({ changes: 1, new: 0 });
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [
        { event: 'REJECTED', id, name: 'order_shipped', language: 'ar', reason: 'PROMOTIONAL' },
      ]),
    );
    expect((await adminFails('refunds', 'verify', '--draft', draft.id, '--evidence', 'ticket 1')).code).toBe(
      2,
    );
    const later = await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    expect(later.body.refund).toMatchObject({ status: 'REFUNDED', balance_after: 20, eligible: true });
    expect(await balanceOf(sql, p.accountId)).toBe(20);
    expect(await refundEntries(p.accountId)).toBe(1);
  });

  it('a webhook alone, however well signed, refunds nothing: the platform does not hold the template REJECTED, so the draft waits until an administrator decides', async () => {
    const p = await platformAccount(sql);
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const id = templateId();
    await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    // The partner signs any REJECTED it likes with its own app secret; the platform still says PENDING.
    await platformHolds(id, p.accessToken, draft, 'PENDING');
    const forged = signedDelivery(p.appSecret, [
      { event: 'REJECTED', id, name: 'order_shipped', language: 'ar' },
    ]);
    expect((await postDelivery(p.hookId, forged)).status).toBe(200);
    await until('the read it woke', async () => (await templateReads(readStack().graphUrl, id)) >= 1);
    const handle = temporal.workflow.getHandle(`refund:${draft.id}`);
    await until('the read noted', async () =>
      (await handle.query(refundStatusQuery)).evidence.some((e) => e.source === 'status_read'),
    );
    expect(await refundState(p.key, draft.id)).toBe('PENDING_VERIFICATION');
    expect(await balanceOf(sql, p.accountId)).toBe(18);
    expect(await refundEntries(p.accountId)).toBe(0);

    // A raw Temporal signal can do no more than the admin CLI: an empty or malformed decision is ignored, and a
    // forged webhook signal only asks for another read.
    await handle.signal(verifySignal, { evidence: '   ' });
    await handle.signal(verifySignal, { evidence: 42 } as never);
    await handle.signal(denySignal, {} as never);
    await handle.signal(triggerSignal, {
      event: 'REJECTED',
      platformTemplateId: id,
      templateName: 'order_shipped',
      templateLanguage: 'ar',
      reason: null,
      dedupeKey: 'forged',
    });
    await until('the forged signal read', async () => (await templateReads(readStack().graphUrl, id)) >= 2);
    expect((await handle.query(refundStatusQuery)).state).toBe('PENDING_VERIFICATION');
    expect(await refundEntries(p.accountId)).toBe(0);

    expect(
      await admin('refunds', 'verify', '--draft', draft.id, '--evidence', `platform ticket ${id}`),
    ).toMatchObject({ signal: verifySignal.name });
    await until('the refund', async () => (await refundState(p.key, draft.id)) === 'REFUNDED');
    expect(await balanceOf(sql, p.accountId)).toBe(20);
  });

  it('one platform template, one draft, across accounts: a second draft naming the same template id, of this account or another, is refused (409, nothing stored), and one rejection refunds one draft', async () => {
    const p = await platformAccount(sql);
    const drafts: any[] = [];
    for (let i = 0; i < 3; i++) drafts.push((await createDraft(p.key, UTILITY_DRAFT)).body);
    // Identical drafts: one hash, so the content check alone could not tell them apart.
    expect(new Set(drafts.map((d) => d.payload_hash)).size).toBe(1);
    const id = templateId();
    expect((await reportOutcome(p.key, drafts[0].id, rejection(id, drafts[0].payload_hash))).status).toBe(
      200,
    );
    for (const other of drafts.slice(1)) {
      const refused = await reportOutcome(p.key, other.id, rejection(id, other.payload_hash));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'platform_template_id_claimed', status: 409 });
      expect(await outcomeRows(other.id)).toBe(0);
      expect((await draftOf(p.key, other.id)).body).toMatchObject({
        last_reported_outcome: null,
        refund: { status: 'NONE' },
      });
    }
    await platformHolds(id, p.accessToken, drafts[0], 'REJECTED');
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [{ event: 'REJECTED', id, name: 'order_shipped', language: 'ar' }]),
    );
    await until('the refund', async () => (await refundState(p.key, drafts[0].id)) === 'REFUNDED');
    // Another account, with platform settings of its own (the same token: the partner's one business account),
    // names the template the platform holds REJECTED with its draft's content: the id is the platform's, claimed
    // once whoever names it, written with leading zeros or not.
    const q = await platformAccount(sql);
    await admin('platform', 'set', '--account', q.accountId, '--access-token', p.accessToken);
    const { body: theirs } = await createDraft(q.key, UTILITY_DRAFT);
    expect(theirs.payload_hash).toBe(drafts[0].payload_hash);
    for (const named of [id, `00${id}`]) {
      const refused = await reportOutcome(q.key, theirs.id, rejection(named, theirs.payload_hash));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'platform_template_id_claimed', status: 409 });
      expect(refused.body.detail).not.toContain(p.accountId);
    }
    expect(await outcomeRows(theirs.id)).toBe(0);
    expect((await draftOf(q.key, theirs.id)).body.refund).toMatchObject({ status: 'NONE', credits: 0 });
    await expect(temporal.workflow.getHandle(`refund:${theirs.id}`).describe()).rejects.toThrow();
    // Balance: 20 - 3 drafts x 2 + one refund of 2; the other account paid its draft and got nothing back.
    expect(await balanceOf(sql, p.accountId)).toBe(16);
    expect(await refundEntries(p.accountId)).toBe(1);
    expect(await balanceOf(sql, q.accountId)).toBe(18);
    expect(await refundEntries(q.accountId)).toBe(0);
  });

  it('a wrong signature is refused with nothing stored; another account\u2019s hook cannot touch the draft', async () => {
    const p = await platformAccount(sql);
    const other = await platformAccount(sql);
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const id = templateId();
    await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    const change = [{ event: 'REJECTED', id, name: 'order_shipped', language: 'ar' }];
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

  it('answers the platform\u2019s verification handshake only for the verify token, in constant time whatever its length', async () => {
    const p = await platformAccount(sql);
    const handshake = (token: string) =>
      call(
        'GET',
        `/v1/platform-events/whatsapp/${p.hookId}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    const ok = await handshake(p.verifyToken);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    // The caller's text echoed back: plain text that no browser may sniff into HTML or script.
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    // Wrong tokens of every shape are one 401 with one detail: a multibyte token of the token's length (it was a
    // 500 inside timingSafeEqual), a longer one, a NUL, nothing.
    const details = new Set<string>();
    for (const token of [
      'nope',
      'é'.repeat(p.verifyToken.length),
      '😀'.repeat(p.verifyToken.length),
      p.verifyToken + 'x',
      `${p.verifyToken.slice(0, -1)}\u0000`,
      '',
    ]) {
      const bad = await handshake(token);
      expect(bad.status).toBe(401);
      details.add(bad.body.detail);
    }
    expect(details.size).toBe(1);
  });

  it('ids beyond 2^53 keep every digit: the webhook names the template as a bare JSON number', async () => {
    const p = await platformAccount(sql);
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const id = '1234567890123456789'; // 2^53 is 9007199254740992: as a double this reads ...6768
    expect(String(Number(id))).not.toBe(id);
    await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    await platformHolds(id, p.accessToken, draft, 'REJECTED');
    const delivery = signedDelivery(p.appSecret, [
      { event: 'REJECTED', id, name: 'order_shipped', language: 'ar' },
    ]);
    expect(delivery.body).toContain(`"message_template_id":${id}`);
    expect((await postDelivery(p.hookId, delivery)).status).toBe(200);
    const [event] = await sql<{ platform_template_id: string }[]>`
      select platform_template_id from platform_events where account_id = ${p.accountId}`;
    expect(event!.platform_template_id).toBe(id);
    await until('the refund', async () => (await refundState(p.key, draft.id)) === 'REFUNDED', 20_000);
  });

  it('a webhook stored after the draft and before the report wakes a read when the report comes', async () => {
    const p = await platformAccount(sql);
    const { body: second } = await createDraft(p.key, UTILITY_DRAFT);
    const later = templateId();
    await platformHolds(later, p.accessToken, second, 'REJECTED');
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [{ event: 'REJECTED', id: later, name: 'order_shipped', language: 'ar' }]),
    );
    await reportOutcome(p.key, second.id, rejection(later, second.payload_hash));
    await until('the refund', async () => (await refundState(p.key, second.id)) === 'REFUNDED', 20_000);
  });

  it('a template the service knew as rejected before the draft existed is no candidate: the report says why, no workflow starts, and nothing is refunded', async () => {
    const p = await platformAccount(sql);
    const other = await platformAccount(sql);
    const notCandidate = {
      candidate: false,
      eligible: false,
      status: 'NONE',
      credits: 0,
      balance_after: null,
      verification_required: false,
      reason: expect.stringContaining('already known as rejected before this draft was created'),
    };
    const noWorkflow = (draftId: string) =>
      expect(temporal.workflow.getHandle(`refund:${draftId}`).describe()).rejects.toThrow();

    // 1. The rejection reached the service through the account's own hook before the draft. Another account's
    //    hook, signed with that partner's own app secret, is that partner's claim: it takes nothing from this one.
    const early = templateId();
    const stale = signedDelivery(p.appSecret, [
      { event: 'REJECTED', id: early, name: 'order_shipped', language: 'ar' },
    ]);
    await postDelivery(p.hookId, stale);
    const foreign = templateId();
    await postDelivery(
      other.hookId,
      signedDelivery(
        other.appSecret,
        [{ event: 'REJECTED', id: foreign, name: 'order_shipped', language: 'ar' }],
        1,
      ),
    );
    const { body: first } = await createDraft(p.key, UTILITY_DRAFT);
    await platformHolds(early, p.accessToken, first, 'REJECTED');
    const report = await reportOutcome(p.key, first.id, rejection(early, first.payload_hash));
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ outcome: 'REJECTED', unchanged: true, refund: notCandidate });
    expect((await draftOf(p.key, first.id)).body.refund).toMatchObject(notCandidate);
    await noWorkflow(first.id);

    // 2. The platform redelivers a rejection dated (its entry time) an hour before the draft: received after it.
    const { body: second } = await createDraft(p.key, UTILITY_DRAFT);
    const dated = templateId();
    await platformHolds(dated, p.accessToken, second, 'REJECTED');
    const anHourBefore = Math.floor(Date.parse(second.created_at) / 1000) - 3600;
    await postDelivery(
      p.hookId,
      signedDelivery(
        p.appSecret,
        [{ event: 'REJECTED', id: dated, name: 'order_shipped', language: 'ar' }],
        anHourBefore,
      ),
    );
    const datedReport = await reportOutcome(p.key, second.id, rejection(dated, second.payload_hash));
    expect(datedReport.body.refund).toMatchObject(notCandidate);
    await noWorkflow(second.id);

    // 3. Already a candidate when the old rejection comes: the read finds it REJECTED, the refund's door denies.
    const { body: third } = await createDraft(p.key, UTILITY_DRAFT);
    const late = templateId();
    expect(
      (await reportOutcome(p.key, third.id, rejection(late, third.payload_hash))).body.refund.status,
    ).toBe('PENDING_VERIFICATION');
    await platformHolds(late, p.accessToken, third, 'REJECTED');
    await postDelivery(
      p.hookId,
      signedDelivery(
        p.appSecret,
        [{ event: 'REJECTED', id: late, name: 'order_shipped', language: 'ar' }],
        anHourBefore,
      ),
    );
    await until('the denial', async () => (await refundState(p.key, third.id)) === 'DENIED', 20_000);
    expect((await draftOf(p.key, third.id)).body.refund.reason).toContain('already known as rejected');
    expect(await templateReads(readStack().graphUrl, late)).toBeGreaterThanOrEqual(1);

    // 4. The rejection another account's hook dated 1970 blocks nothing here: a candidate, then refunded.
    const { body: fourth } = await createDraft(p.key, UTILITY_DRAFT);
    await platformHolds(foreign, p.accessToken, fourth, 'REJECTED');
    expect(
      (await reportOutcome(p.key, fourth.id, rejection(foreign, fourth.payload_hash))).body.refund.status,
    ).toBe('PENDING_VERIFICATION');
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: foreign, name: 'order_shipped', language: 'ar' },
      ]),
    );
    await until('the refund', async () => (await refundState(p.key, fourth.id)) === 'REFUNDED', 20_000);

    expect(await balanceOf(sql, p.accountId)).toBe(14);
    expect(await refundEntries(p.accountId)).toBe(1);
  });

  it('a webhook for the template wakes a read, and the platform saying APPROVED denies the refund', async () => {
    const p = await platformAccount(sql);
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const id = templateId();
    await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    await platformHolds(id, p.accessToken, draft, 'APPROVED');
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [{ event: 'APPROVED', id, name: 'order_shipped', language: 'ar' }]),
    );
    await until('the denial', async () => (await refundState(p.key, draft.id)) === 'DENIED', 20_000);
    expect(await balanceOf(sql, p.accountId)).toBe(18);
  });

  it('an edited template resubmitted under the same name is not the draft: the read finds other content and denies', async () => {
    const p = await platformAccount(sql);
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const id = templateId();
    await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
    const edited = structuredClone(draft);
    edited.platform_payload.components[1].text += ' عرض خاص';
    await platformHolds(id, p.accessToken, edited, 'REJECTED');
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [{ event: 'REJECTED', id, name: 'order_shipped', language: 'ar' }]),
    );
    await until('the denial', async () => (await refundState(p.key, draft.id)) === 'DENIED', 20_000);
    expect(await balanceOf(sql, p.accountId)).toBe(18);
  });

  it('an administrator verifies once with a signal, or denies; one piece of evidence settles one draft', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const { body: a } = await createDraft(key, UTILITY_DRAFT);
    const { body: b } = await createDraft(key, UTILITY_DRAFT);
    const { body: c } = await createDraft(key, UTILITY_DRAFT);
    await reportOutcome(key, a.id, rejection(templateId(), a.payload_hash));
    await reportOutcome(key, b.id, rejection(templateId(), b.payload_hash));
    await reportOutcome(key, c.id, rejection(templateId(), c.payload_hash));
    expect(
      await admin('refunds', 'verify', '--draft', a.id, '--evidence', 'support ticket 4411'),
    ).toMatchObject({ signal: verifySignal.name });
    expect(
      await admin('refunds', 'deny', '--draft', b.id, '--reason', 'content changed before submission'),
    ).toMatchObject({ signal: denySignal.name });
    await until(
      'both decided',
      async () =>
        (await draftOf(key, a.id)).body.refund.status === 'REFUNDED' &&
        (await draftOf(key, b.id)).body.refund.status === 'DENIED',
    );
    expect(await balanceOf(sql, accountId)).toBe(6);
    // The same ticket for another draft: the CLI refuses, and a raw signal is weighed and refused by the workflow.
    const reused = await adminFails(
      'refunds',
      'verify',
      '--draft',
      c.id,
      '--evidence',
      'support ticket 4411',
    );
    expect(reused.code).toBe(2);
    expect(reused.stderr).toContain('already settled');
    const cHandle = temporal.workflow.getHandle(`refund:${c.id}`);
    await cHandle.signal(verifySignal, { evidence: 'support ticket 4411' });
    await until('the reuse noted', async () =>
      (await cHandle.query(refundStatusQuery)).evidence.some((e) =>
        e.detail.includes('already settled another draft'),
      ),
    );
    expect(await refundState(key, c.id)).toBe('PENDING_VERIFICATION');
    expect(await balanceOf(sql, accountId)).toBe(6);
    for (const bad of ['   ', 'a\u0007b'])
      expect((await adminFails('refunds', 'verify', '--draft', c.id, '--evidence', bad)).code).toBe(2);

    const listed = await admin('refunds', 'list', '--account', accountId);
    expect(
      listed
        .filter((r: { id: string }) => r.id !== c.id)
        .map((r: { id: string; refund_state: string }) => [r.id, r.refund_state])
        .sort(),
    ).toEqual(
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
    const p = await platformAccount(sql);
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

  it('an expired draft is gone: 404 on read and on report', async () => {
    const { key } = await newAccount(sql, 10);
    const { body: draft } = await createDraft(key, UTILITY_DRAFT);
    await sql`update template_drafts set expires_at = now() - interval '1 second' where id = ${draft.id}`;
    expect((await draftOf(key, draft.id)).status).toBe(404);
    const report = await reportOutcome(key, draft.id, rejection(templateId(), draft.payload_hash));
    expect(report.status).toBe(404);
    expect(await outcomeRows(draft.id)).toBe(0);
  });

  it('a worker SIGKILLed between the evidence and the refund still refunds exactly once', async () => {
    const stack = await startExtraStack('refund-kill');
    try {
      const p = await platformAccount(sql);
      const { body: draft } = await createDraft(p.key, UTILITY_DRAFT, stack.apiUrl);
      const id = templateId();
      await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash), stack.apiUrl);
      await platformHolds(id, p.accessToken, draft, 'REJECTED');
      // The trigger reaches the workflow's history while no worker runs; a new worker reads and settles it.
      stack.worker.child.kill('SIGKILL');
      await stack.worker.exited;
      const delivery = signedDelivery(p.appSecret, [
        { event: 'REJECTED', id, name: 'order_shipped', language: 'ar' },
      ]);
      expect((await postDelivery(p.hookId, delivery, stack.apiUrl)).status).toBe(200);
      await stack.restartWorker();
      // A new worker takes the history over: after the sticky queue's 3 s, or an activity's 10 s time limit when
      // the killed worker held one.
      await until('the refund', async () => (await refundState(p.key, draft.id)) === 'REFUNDED', 90_000);
      await postDelivery(p.hookId, delivery, stack.apiUrl);
      expect(await balanceOf(sql, p.accountId)).toBe(20);
      expect(await refundEntries(p.accountId)).toBe(1);
    } finally {
      await stack.stop();
    }
  });
});

describe('a refund workflow started or signalled by hand (the Temporal CLI)', () => {
  const refundRows = async (draftId: string) =>
    (
      await sql<{ n: number }[]>`select count(*)::int as n from refund_evidence where draft_id = ${draftId}`
    )[0]!.n;

  it('moves no money and changes no state for a DENIED draft and a draft never reported, whatever its input names', async () => {
    const p = await platformAccount(sql);
    const { taskQueue } = readStack();
    // DENIED by an administrator; the platform then holds its template REJECTED with the draft's content, which is
    // what a status read by a run started by hand would find.
    const { body: denied } = await createDraft(p.key, UTILITY_DRAFT);
    const deniedTemplate = templateId();
    await reportOutcome(p.key, denied.id, rejection(deniedTemplate, denied.payload_hash));
    await admin('refunds', 'deny', '--draft', denied.id, '--reason', 'content changed before submission');
    await until('the denial', async () => (await refundState(p.key, denied.id)) === 'DENIED');
    await temporal.workflow.getHandle(`refund:${denied.id}`).result();
    await platformHolds(deniedTemplate, p.accessToken, denied, 'REJECTED');
    // Never reported: NONE, no template id; the platform holds one REJECTED with its content all the same.
    const { body: never } = await createDraft(p.key, UTILITY_DRAFT);
    const neverTemplate = templateId();
    await platformHolds(neverTemplate, p.accessToken, never, 'REJECTED');

    const inputOf = (draft: { id: string; payload_hash: string; created_at: string }, template: string) =>
      JSON.stringify({
        draftId: draft.id,
        accountId: p.accountId,
        platformTemplateId: template,
        templateName: 'order_shipped',
        templateLanguage: 'ar',
        payloadHash: draft.payload_hash,
        draftCreatedAt: draft.created_at,
      });
    const trigger = (template: string) =>
      JSON.stringify({
        event: 'REJECTED',
        platformTemplateId: template,
        templateName: 'order_shipped',
        templateLanguage: 'ar',
        reason: null,
        dedupeKey: `by-hand-${template}`,
      });

    // The DENIED draft: a raw start (its decided run's id is free again), then the verify and trigger signals.
    const started = await temporalCli(
      'workflow',
      'start',
      '--type',
      REFUND_VERIFICATION_WORKFLOW,
      '--task-queue',
      taskQueue,
      '--workflow-id',
      `refund:${denied.id}`,
      '--input',
      inputOf(denied, deniedTemplate),
    );
    expect(started).toMatchObject({ code: 0 });
    for (const [name, input] of [
      ['verify', JSON.stringify({ evidence: `platform ticket ${deniedTemplate}` })],
      ['evidence', trigger(deniedTemplate)],
    ]) {
      const signalled = await temporalCli(
        'workflow',
        'signal',
        '--workflow-id',
        `refund:${denied.id}`,
        '--name',
        name!,
        '--input',
        input!,
      );
      // The run may already have ended doing nothing: then the signal has nothing to reach.
      if (signalled.code !== 0) expect(signalled.stderr).toMatch(/completed|not found/i);
    }
    // The never-reported draft: the verify signal arrives with the start, and a trigger follows.
    const withStart = await temporalCli(
      'workflow',
      'signal-with-start',
      '--type',
      REFUND_VERIFICATION_WORKFLOW,
      '--task-queue',
      taskQueue,
      '--workflow-id',
      `refund:${never.id}`,
      '--input',
      inputOf(never, neverTemplate),
      '--signal-name',
      'verify',
      '--signal-input',
      JSON.stringify({ evidence: `platform ticket ${neverTemplate}` }),
    );
    expect(withStart).toMatchObject({ code: 0 });
    const triggered = await temporalCli(
      'workflow',
      'signal',
      '--workflow-id',
      `refund:${never.id}`,
      '--name',
      'evidence',
      '--input',
      trigger(neverTemplate),
    );
    if (triggered.code !== 0) expect(triggered.stderr).toMatch(/completed|not found/i);

    // Both runs end at their start, doing nothing, with the draft's own state.
    for (const [draft, state] of [
      [denied, 'DENIED'],
      [never, 'NONE'],
    ] as const) {
      const result = await temporalCli(
        'workflow',
        'result',
        '--workflow-id',
        `refund:${draft.id}`,
        '--output',
        'json',
      );
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`"state": "${state}"`);
      const history = await temporal.workflow.getHandle(`refund:${draft.id}`).fetchHistory();
      const activities = history.events!.flatMap(
        (e) => e.activityTaskScheduledEventAttributes?.activityType?.name ?? [],
      );
      expect(activities).toEqual(['platformEvidence']);
    }
    expect(await refundState(p.key, denied.id)).toBe('DENIED');
    expect(await refundState(p.key, never.id)).toBe('NONE');
    expect((await draftOf(p.key, never.id)).body.last_reported_outcome).toBeNull();
    expect(await refundRows(denied.id)).toBe(0);
    expect(await refundRows(never.id)).toBe(0);
    expect(await refundEntries(p.accountId)).toBe(0);
    expect(await balanceOf(sql, p.accountId)).toBe(16);
    expect(await templateReads(readStack().graphUrl, neverTemplate)).toBe(0);

    // The run started by hand does not keep the honest one out: the partner's report starts a new run, whose
    // query answers as the first run's did not (that one says NONE), and the refund arrives.
    expect(await temporal.workflow.getHandle(`refund:${never.id}`).query(refundStatusQuery)).toMatchObject({
      state: 'NONE',
    });
    const honest = await reportOutcome(p.key, never.id, rejection(neverTemplate, never.payload_hash));
    expect(honest.body.refund.status).toBe('PENDING_VERIFICATION');
    await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: neverTemplate, name: 'order_shipped', language: 'ar' },
      ]),
    );
    await until('the refund', async () => (await refundState(p.key, never.id)) === 'REFUNDED', 20_000);
    expect(await refundEntries(p.accountId)).toBe(1);
    expect(await balanceOf(sql, p.accountId)).toBe(18);
  });
});

describe('nothing lost between store and signal (the outbox)', () => {
  /** Runs the queue's reconciler Schedule now, as its interval would. */
  async function reconcileNow(taskQueue: string) {
    // Before the worker has created its Schedule there is nothing to trigger yet; the next poll tries again.
    await temporal.schedule
      .getHandle(`refund-reconciler-${taskQueue}`)
      .trigger()
      .catch(() => undefined);
  }

  it('the API killed between storing a webhook and signalling: the platform\u2019s redelivery delivers it, and without one the reconciler Schedule does', async () => {
    const stack = await startExtraStack('outbox-webhook', {
      FAULT_INJECTION: 'after-platform-event-stored',
      REFUND_RECONCILE_GRACE_SECONDS: '2',
    });
    try {
      // The worker creates its queue's Schedule once, at start.
      const schedule = temporal.schedule.getHandle(`refund-reconciler-${stack.taskQueue}`);
      await until(
        'the Schedule',
        () =>
          schedule.describe().then(
            () => true,
            () => false,
          ),
        30_000,
        250,
      );
      const described = await schedule.describe();
      expect(described.spec.intervals?.[0]?.every).toBe(180_000);
      const p = await platformAccount(sql);
      const [a, b] = [
        (await createDraft(p.key, UTILITY_DRAFT, stack.apiUrl)).body,
        (await createDraft(p.key, UTILITY_DRAFT, stack.apiUrl)).body,
      ];
      const [idA, idB] = [templateId(), templateId()];
      await reportOutcome(p.key, a.id, rejection(idA, a.payload_hash), stack.apiUrl);
      await reportOutcome(p.key, b.id, rejection(idB, b.payload_hash), stack.apiUrl);
      await platformHolds(idA, p.accessToken, a, 'REJECTED');
      await platformHolds(idB, p.accessToken, b, 'REJECTED');
      const deliveryA = signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: idA, name: 'order_shipped', language: 'ar' },
      ]);
      const deliveryB = signedDelivery(p.appSecret, [
        { event: 'REJECTED', id: idB, name: 'order_shipped', language: 'ar' },
      ]);
      // Each delivery is stored, then the API dies before the signal (the answer never comes).
      await expect(postDelivery(p.hookId, deliveryA, stack.apiUrl)).rejects.toThrow();
      await stack.api.exited;
      await stack.restartApi();
      await expect(postDelivery(p.hookId, deliveryB, stack.apiUrl)).rejects.toThrow();
      await stack.api.exited;
      await stack.restartApi({ FAULT_INJECTION: '' });
      const undelivered = await sql<{ platform_template_id: string }[]>`
        select platform_template_id from platform_events
        where account_id = ${p.accountId} and delivered_at is null order by id`;
      expect(undelivered.map((r) => r.platform_template_id)).toEqual([idA, idB]);

      // A: the platform redelivers; the stored but undelivered change is delivered now, not dropped as old.
      expect((await postDelivery(p.hookId, deliveryA, stack.apiUrl)).body).toMatchObject({ new: 0 });
      await until('A refunded', async () => (await refundState(p.key, a.id)) === 'REFUNDED', 20_000);
      // B: no redelivery; the reconciler's Schedule finds it (after its grace period for the API) and delivers it.
      await until(
        'B refunded by the reconciler',
        async () => {
          await reconcileNow(stack.taskQueue);
          return (await refundState(p.key, b.id)) === 'REFUNDED';
        },
        90_000,
        3000,
      );
      expect(await balanceOf(sql, p.accountId)).toBe(20);
      expect(await refundEntries(p.accountId)).toBe(2);
    } finally {
      await stack.stop();
    }
  });

  it('the API killed between storing a report and starting its workflow: the reconciler Schedule starts it, and the refund arrives', async () => {
    const stack = await startExtraStack('outbox-report', {
      FAULT_INJECTION: 'after-outcome-stored',
      REFUND_RECONCILE_GRACE_SECONDS: '2',
    });
    try {
      const p = await platformAccount(sql);
      const { body: draft } = await createDraft(p.key, UTILITY_DRAFT, stack.apiUrl);
      const id = templateId();
      await platformHolds(id, p.accessToken, draft, 'REJECTED');
      await expect(
        reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash), stack.apiUrl),
      ).rejects.toThrow();
      await stack.api.exited;
      await stack.restartApi({ FAULT_INJECTION: '' });
      expect(await refundState(p.key, draft.id)).toBe('PENDING_VERIFICATION');
      const verification = temporal.workflow.getHandle(`refund:${draft.id}`);
      await expect(verification.describe()).rejects.toThrow();
      // The reconciler's Schedule finds the report whose workflow never started (after its grace for the API)…
      await until(
        'the reconciler starts the verification',
        async () => {
          await reconcileNow(stack.taskQueue);
          return verification.describe().then(
            () => true,
            () => false,
          );
        },
        60_000,
        1000,
      );
      // …and the started workflow verifies as any other: the platform's webhook wakes its read now, instead of
      // the first scheduled read a minute later.
      const delivery = signedDelivery(p.appSecret, [
        { event: 'REJECTED', id, name: 'order_shipped', language: 'ar' },
      ]);
      expect((await postDelivery(p.hookId, delivery, stack.apiUrl)).status).toBe(200);
      await until('the refund', async () => (await refundState(p.key, draft.id)) === 'REFUNDED', 30_000);
      expect(await refundEntries(p.accountId)).toBe(1);
    } finally {
      await stack.stop();
    }
  });
});
