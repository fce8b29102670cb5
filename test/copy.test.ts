import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { copyRequestSchema } from '../contract/copy';
import type { Sql } from '../db/client';
import { claimRequest } from '../db/requests';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';
import { newId } from '../lib/ids';
import { copyGenerationWorkflow, localCopyWorkflow } from '../workflows';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { readStack } from './helpers/stack-file';

let sql: Sql;
let key: string;
let accountId: string;
beforeAll(async () => {
  sql = testSql();
  ({ key, accountId } = await newAccount(sql, 1000));
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const generate = (body: unknown) =>
  call('POST', '/v1/copy-generations', { key, idempotencyKey: uniqueKey(), body });

const ARABIC_BRIEF = 'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق.';

describe('POST /v1/copy-generations', () => {
  it('generates Saudi copy for a Saudi market brief and debits 2 credits once', async () => {
    const { key: ownKey, accountId: own } = await newAccount(sql, 100);
    const res = await call('POST', '/v1/copy-generations', {
      key: ownKey,
      idempotencyKey: uniqueKey(),
      body: {
        description: ARABIC_BRIEF,
        market: 'sa',
        required_keywords: ['خصم 20%'],
        metadata: { campaign: 'launch' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    expect(res.headers.get('service-api-version')).toBe('2026-09-19');
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(res.body).toMatchObject({
      object: 'copy_generation',
      status: 'completed',
      type: 'ad_copy',
      output_language: 'ar',
      market: 'SA',
      dialect: 'saudi',
      dialect_source: 'market',
      platform: 'chat_business',
      external_id: null,
      external_customer_id: null,
      metadata: { campaign: 'launch' },
      keyword_policy: { preferred: [], required: ['خصم 20%'], excluded: [], enforced: true },
      controls: { count: 3, framework: 'none', tone: 'friendly', brand_profile_id: null },
      usage: { credits_used: 2, balance_after: 98 },
      saved_to: 'api_request',
    });
    expect(res.body.id).toMatch(/^cpy_[a-z2-7]{26}$/);
    expect(res.body.request_id).toMatch(/^req_[a-z2-7]{26}$/);
    expect(res.body.variants).toHaveLength(3);
    expect(new Set(res.body.variants.map((v: { content: string }) => v.content)).size).toBe(3);
    expect(res.body.variants.filter((v: { recommended: boolean }) => v.recommended)).toHaveLength(1);
    res.body.variants.forEach((variant: any, i: number) => {
      expect(variant.index).toBe(i + 1);
      expect(variant.content).toContain('خصم 20%');
      expect(variant.content.length).toBeLessThanOrEqual(res.body.controls.max_characters);
      expect(variant.keyword_compliance).toEqual({
        passed: true,
        matched_required: ['خصم 20%'],
        missing_required: [],
        matched_excluded: [],
      });
    });
    expect(await balanceOf(sql, own)).toBe(98);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
  });

  it('resolves the dialect: explicit beats market, unmapped markets give classical, nothing gives saudi', async () => {
    const cases = [
      [{ dialect: 'egyptian', market: 'SA' }, 'egyptian', 'explicit'],
      [{ market: 'EG' }, 'egyptian', 'market'],
      [{ market: 'KW' }, 'gulf', 'market'],
      [{ market: 'JO' }, 'levantine', 'market'],
      [{ market: 'IQ' }, 'iraqi', 'market'],
      [{ market: 'AE' }, 'emirati', 'market'],
      [{ market: 'FR' }, 'classical', 'market'],
      [{}, 'saudi', 'fallback'],
    ] as const;
    for (const [fields, dialect, source] of cases) {
      const res = await generate({ description: ARABIC_BRIEF, count: 1, ...fields });
      expect(res.status).toBe(201);
      expect({ dialect: res.body.dialect, source: res.body.dialect_source }).toEqual({ dialect, source });
    }
  });

  it('writes English with the dialect sentinel none and no dialect source', async () => {
    const res = await generate({
      description: 'Specialty coffee roasted daily in Riyadh. 20% off your first order in the app.',
      output_language: 'en',
      market: 'SA',
      platform: 'email_subject_line',
      required_keywords: ['20% off'],
      excluded_keywords: ['cheap'],
      count: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      output_language: 'en',
      dialect: 'none',
      dialect_source: null,
      market: 'SA',
    });
    expect(res.body.variants).toHaveLength(2);
    for (const variant of res.body.variants) {
      expect(variant.content).toMatch(/20% off/i);
      expect(variant.content).not.toMatch(/[\u0600-\u06FF]/);
      expect(variant.content).not.toMatch(/\n/);
      expect(variant.content.length).toBeLessThanOrEqual(80);
    }
  });

  it('keeps excluded keywords out, matching without diacritics, tatweel or case', async () => {
    const res = await generate({
      description: 'عرض القهوة المختصة الجديد. أسعار رخيصة جداً. خصم 20% على أول طلب.',
      dialect: 'classical',
      excluded_keywords: ['رخيـصة'],
    });
    expect(res.status).toBe(201);
    for (const variant of res.body.variants) expect(variant.content).not.toContain('رخيصة');
    expect(res.body.keyword_policy.excluded).toEqual(['رخيـصة']);
  });

  it('honours max_characters on every variant', async () => {
    const res = await generate({ description: ARABIC_BRIEF, max_characters: 120, platform: 'photo_social' });
    expect(res.status).toBe(201);
    expect(res.body.controls.max_characters).toBe(120);
    for (const variant of res.body.variants) expect(variant.content.length).toBeLessThanOrEqual(120);
  });

  it('prices headlines at 1 credit and dialect conversion at 1 credit', async () => {
    const before = await balanceOf(sql, accountId);
    const headlines = await generate({ type: 'headlines', description: ARABIC_BRIEF, dialect: 'levantine' });
    expect(headlines.status).toBe(201);
    expect(headlines.body.usage.credits_used).toBe(1);
    expect(headlines.body.controls.framework).toBeNull();
    const conversion = await generate({
      type: 'dialect_conversion',
      description: 'عايز تجرب قهوة جديدة؟ عندنا خصم 20% دلوقتي على https://example.com/coffee 😊',
      source_dialect: 'egyptian',
      target_dialect: 'saudi',
    });
    expect(conversion.status).toBe(201);
    expect(conversion.body).toMatchObject({
      type: 'dialect_conversion',
      dialect: 'saudi',
      dialect_source: 'explicit',
    });
    expect(conversion.body.usage.credits_used).toBe(1);
    const converted = conversion.body.variants[0].content as string;
    expect(conversion.body.variants).toHaveLength(1);
    expect(converted).toContain('الحين');
    expect(converted).not.toContain('دلوقتي');
    for (const kept of ['20%', 'https://example.com/coffee', '😊']) expect(converted).toContain(kept);
    expect(await balanceOf(sql, accountId)).toBe(before - 2);
  });

  it('answers 422 content_rejected and refunds when required keywords cannot fit', async () => {
    const { key: ownKey, accountId: own } = await newAccount(sql, 10);
    const request = {
      key: ownKey,
      idempotencyKey: uniqueKey(),
      body: {
        description: ARABIC_BRIEF,
        max_characters: 10,
        required_keywords: ['قهوة مختصة طازجة من الرياض'],
      },
    };
    const res = await call('POST', '/v1/copy-generations', request);
    expect(res.status).toBe(422);
    const replay = await call('POST', '/v1/copy-generations', request);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(res.text);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      code: 'content_rejected',
      status: 422,
      type: '/v1/problems/content_rejected',
    });
    expect(res.body.variants).toBeUndefined();
    expect(await balanceOf(sql, own)).toBe(10);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([
      { kind: 'debit', credits: 2 },
      { kind: 'refund', credits: 2 },
    ]);
  });

  it('refuses a brand profile the caller does not own, with nothing charged', async () => {
    const before = await balanceOf(sql, accountId);
    const res = await generate({
      description: ARABIC_BRIEF,
      brand_profile_id: 'brp_doesnotexistforthisaccount',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect(await balanceOf(sql, accountId)).toBe(before);
  });
});

describe('the workflows behind a copy', () => {
  let connection: Connection;
  let client: Client;
  beforeAll(async () => {
    connection = await Connection.connect({ address: readStack().temporalAddress });
    client = new Client({ connection });
  });
  afterAll(async () => {
    await connection.close();
  });

  const eventTypes = async (workflowId: string) => {
    const history = await client.workflow.getHandle(workflowId).fetchHistory();
    return (history.events ?? []).map((e) => temporal.api.enums.v1.EventType[e.eventType!]);
  };

  it('runs the local composer as localCopyWorkflow: one local activity, no patch marker, no search-attribute upsert', async () => {
    const idempotencyKey = uniqueKey();
    const body = { description: ARABIC_BRIEF, market: 'SA' };
    const res = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(res.status).toBe(201);
    const handle = client.workflow.getHandle(res.body.request_id);
    expect((await handle.describe()).type).toBe(localCopyWorkflow.name);
    // The answer came back with the workflow's result, the very bytes stored for replays.
    const replay = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(res.text).toBe(replay.text);
    expect(await handle.result()).toEqual({ status: 'completed', httpStatus: 201, body: res.text });
    expect(await eventTypes(res.body.request_id)).toEqual([
      'EVENT_TYPE_WORKFLOW_EXECUTION_STARTED',
      'EVENT_TYPE_WORKFLOW_TASK_SCHEDULED',
      'EVENT_TYPE_WORKFLOW_TASK_STARTED',
      'EVENT_TYPE_WORKFLOW_TASK_COMPLETED',
      'EVENT_TYPE_MARKER_RECORDED',
      'EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED',
    ]);
  });

  it('settles once a copy that an API of the previous release started as copyGenerationWorkflow', async () => {
    // What that API did: claim the key, then start copyGenerationWorkflow with the local composer.
    const { key: ownKey, accountId: own } = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey();
    const body = { description: ARABIC_BRIEF, market: 'SA' };
    const input = copyRequestSchema.parse(body);
    const claim = await claimRequest(sql, {
      id: newId('req'),
      accountId: own,
      operation: 'copy',
      resourceId: newId('cpy'),
      idempotencyKey,
      requestHash: sha256Hex(`copy\n${canonicalJson(body)}`),
      input,
      credits: 2,
    });
    if (claim.kind !== 'created') throw new Error(`claim: ${claim.kind}`);
    const row = claim.request;
    const outcome = await client.workflow.execute(copyGenerationWorkflow, {
      taskQueue: readStack().taskQueue,
      workflowId: row.id,
      args: [
        {
          requestId: row.id,
          accountId: own,
          resourceId: row.resource_id,
          credits: row.credits,
          input,
          localGeneration: true,
        },
      ],
    });
    expect(outcome).toMatchObject({ status: 'completed', httpStatus: 201 });
    // The one-transaction path, as localCopyWorkflow takes it: its local activity's marker, no patch (decision 028).
    expect(await eventTypes(row.id)).not.toContain('EVENT_TYPE_UPSERT_WORKFLOW_SEARCH_ATTRIBUTES');
    expect((await eventTypes(row.id)).filter((t) => t === 'EVENT_TYPE_MARKER_RECORDED')).toHaveLength(1);

    const replay = await call('POST', '/v1/copy-generations', { key: ownKey, idempotencyKey, body });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.request_id).toBe(row.id);
    expect(replay.text).toBe(outcome.body);
    expect(await ledgerRows(sql, row.id)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, own)).toBe(8);
  });
});
