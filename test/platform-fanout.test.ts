import { Client, Connection } from '@temporalio/client';
import type { temporal as proto } from '@temporalio/proto';
import type { Sql } from '../db/client';
import { undeliveredChanges } from '../db/platform';
import { deliverStoredChanges } from '../refunds/delivery';
import { refundStatusQuery, triggerSignal, TRIGGERS_PER_VERIFICATION } from '../workflows/refund-messages';
import { testSql, until } from './helpers/client';
import { holdDraft, templateReads } from './helpers/fake-graph';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';
import {
  createDraft,
  platformAccount,
  postDelivery,
  rejection,
  reportOutcome,
  signedDelivery,
  signedEntries,
  UTILITY_DRAFT,
} from './helpers/templates';

/*
 * Bounded fan-out from the platform's signed webhook (decision 031): the changes of one delivery wake each refund
 * workflow once, identical changes are stored once, and a delivery past the caps is refused whole with nothing
 * stored.
 */

jest.setTimeout(180_000);

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

let templateCounter = 0;
/** A platform template id of its own per test, longer than 2^53 like the platform's. */
const templateId = () => `18${String(Date.now()).slice(-9)}${String(++templateCounter).padStart(8, '0')}`;

const storedFor = async (accountId: string) =>
  (
    await sql<{ n: number }[]>`select count(*)::int as n from platform_events where account_id = ${accountId}`
  )[0]!.n;

const signalsIn = (events: proto.api.history.v1.IHistoryEvent[]) =>
  events.filter((e) => e.workflowExecutionSignaledEventAttributes);

/**
 * A draft reported rejected as a template of its own, which the platform holds PENDING: every read its changes wake
 * decides nothing, and its verification waits on.
 */
async function waitingVerification() {
  const p = await platformAccount(sql);
  const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
  const id = templateId();
  await reportOutcome(p.key, draft.id, rejection(id, draft.payload_hash));
  await holdDraft(readStack().graphUrl, id, p.accessToken, draft, 'PENDING');
  return { p, id, handle: temporal.workflow.getHandle(`refund:${draft.id}`) };
}

describe('one delivery, one trigger per workflow', () => {
  it('five thousand changes for one pending template in five deliveries wake its workflow five times, not five thousand; identical changes are stored once; the history stays short', async () => {
    const { p, id, handle } = await waitingVerification();
    const history = async () => (await handle.fetchHistory().catch(() => undefined))?.events ?? [];
    /** Waiting on its timer with `signals` signals in its history: it has weighed every one. */
    const weighed = (signals: number) =>
      until(`the workflow idle after ${signals} signals`, async () => {
        const events = await history();
        return signalsIn(events).length === signals && events.at(-1)?.timerStartedEventAttributes != null;
      });
    await weighed(0);
    const change = { event: 'REJECTED', id, name: 'order_shipped', language: 'ar' };
    const base = Math.floor(Date.now() / 1000);

    // The same change a thousand times, as a thousand entries a second apart: stored once, one trigger.
    const repeated = signedEntries(
      p.appSecret,
      Array.from({ length: 1000 }, (_, i) => ({ time: base + i, changes: [change] })),
    );
    const first = await postDelivery(p.hookId, repeated);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ object: 'platform_event_receipt', changes: 1000, new: 1 });
    expect(first.headers.get('ratelimit-policy')).toBe('"deliveries";q=120;w=60, "changes";q=5000;w=60');
    expect(await storedFor(p.accountId)).toBe(1);
    await weighed(1);

    // Four deliveries of a thousand different changes: each stored, one trigger per delivery.
    for (let d = 1; d <= 4; d++) {
      const distinct = signedDelivery(
        p.appSecret,
        Array.from({ length: 1000 }, (_, i) => ({ ...change, reason: `REASON_${d}_${i}` })),
        base + 2000 + d,
      );
      const res = await postDelivery(p.hookId, distinct);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 200,
        body: { object: 'platform_event_receipt', changes: 1000, new: 1000 },
      });
      await weighed(1 + d);
    }
    expect(await storedFor(p.accountId)).toBe(4001);

    const events = await history();
    expect(signalsIn(events).map((e) => e.workflowExecutionSignaledEventAttributes!.signalName)).toEqual(
      Array.from({ length: 5 }, () => triggerSignal.name),
    );
    // Five signals and the reads they woke: tens of events, where one signal per change wrote thousands.
    expect(events.length).toBeLessThan(120);
    const status = await handle.query(refundStatusQuery);
    expect(status.state).toBe('PENDING_VERIFICATION');
    expect(status.statusReads).toBeGreaterThanOrEqual(1);
    expect(status.statusReads).toBe(await templateReads(readStack().graphUrl, id));
  });
});

describe('the triggers of one verification', () => {
  it(`past ${TRIGGERS_PER_VERIFICATION} deliveries for a pending template, changes are stored and wake nothing: the history stays bounded without continuing as new`, async () => {
    const { p, id, handle } = await waitingVerification();
    const deliveries = TRIGGERS_PER_VERIFICATION + 10;
    const base = Math.floor(Date.now() / 1000);
    for (let d = 0; d < deliveries; d++) {
      const change = { event: 'PAUSED', id, name: 'order_shipped', language: 'ar', reason: `REASON_${d}` };
      const res = await postDelivery(p.hookId, signedDelivery(p.appSecret, [change], base + d));
      expect({ status: res.status, body: res.body }).toEqual({
        status: 200,
        body: { object: 'platform_event_receipt', changes: 1, new: 1 },
      });
    }
    expect(await storedFor(p.accountId)).toBe(deliveries);
    const undelivered = async () =>
      (
        await sql<{ n: number }[]>`select count(*)::int as n from platform_events
          where account_id = ${p.accountId} and delivered_at is null`
      )[0]!.n;
    await until('every change delivered', async () => (await undelivered()) === 0);
    await until('the workflow idle on its timer', async () => {
      const events = (await handle.fetchHistory()).events ?? [];
      return (
        events.at(-1)?.timerStartedEventAttributes != null &&
        (await handle.query(refundStatusQuery)).nextCheckAt !== null
      );
    });
    const events = (await handle.fetchHistory()).events ?? [];
    expect(signalsIn(events)).toHaveLength(TRIGGERS_PER_VERIFICATION);
    expect(events[0]!.workflowExecutionStartedEventAttributes?.continuedExecutionRunId ?? '').toBe('');
    // A hundred triggers and the fifty reads they may wake: about a thousand events, whatever the hook delivers.
    expect(events.length).toBeLessThan(1200);
    const status = await handle.query(refundStatusQuery);
    expect(status.state).toBe('PENDING_VERIFICATION');
    expect(status.statusReads).toBe(await templateReads(readStack().graphUrl, id));
  });
});

describe('a trigger taken once per change', () => {
  it('a delivery retried after its signal failed (the reconciler, the platform) sends the same trigger again without taking another', async () => {
    const { p, id, handle } = await waitingVerification();
    const draftId = handle.workflowId.slice('refund:'.length);
    const triggersTaken = async () =>
      (
        await sql<
          { n: number }[]
        >`select refund_triggers_sent as n from template_drafts where id = ${draftId}`
      )[0]!.n;
    const signals = async () => signalsIn((await handle.fetchHistory()).events ?? []).length;
    const change = { event: 'PAUSED', id, name: 'order_shipped', language: 'ar', reason: 'FIRST' };
    const res = await postDelivery(p.hookId, signedDelivery(p.appSecret, [change]));
    expect(res.status).toBe(200);
    await until('the first trigger', async () => (await signals()) === 1);
    expect(await triggersTaken()).toBe(1);

    // As if its signal had failed: the change is undelivered again, and the reconciler's delivery takes it up.
    await sql`update platform_events set delivered_at = null where account_id = ${p.accountId}`;
    const stored = (await undeliveredChanges(sql, 0, 10_000)).filter((c) => c.accountId === p.accountId);
    expect(stored).toHaveLength(1);
    await deliverStoredChanges({ sql, temporal, taskQueue: readStack().taskQueue }, stored);
    await until('the trigger sent again', async () => (await signals()) === 2);
    expect(await triggersTaken()).toBe(1);
    expect(await storedFor(p.accountId)).toBe(1);
    const [undelivered] = await sql<{ n: number }[]>`select count(*)::int as n from platform_events
      where account_id = ${p.accountId} and delivered_at is null`;
    expect(undelivered!.n).toBe(0);

    // A newer change takes the next trigger; the older one, delivered late, wakes nothing.
    const newer = await postDelivery(
      p.hookId,
      signedDelivery(p.appSecret, [{ ...change, reason: 'SECOND' }]),
    );
    expect(newer.status).toBe(200);
    await until('the second trigger', async () => (await signals()) === 3);
    expect(await triggersTaken()).toBe(2);
    await deliverStoredChanges({ sql, temporal, taskQueue: readStack().taskQueue }, stored);
    expect(await signals()).toBe(3);
    expect(await triggersTaken()).toBe(2);
  });
});

describe('the caps of a hook (an API with small ones)', () => {
  let stack: ExtraStack;
  beforeAll(async () => {
    stack = await startExtraStack('platform-caps', {
      PLATFORM_WEBHOOK_MAX_CHANGES: '10',
      PLATFORM_WEBHOOK_DELIVERIES_PER_MINUTE: '3',
      PLATFORM_WEBHOOK_CHANGES_PER_MINUTE: '25',
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const changes = (n: number) =>
    Array.from({ length: n }, () => ({ event: 'APPROVED', id: templateId(), name: 'x', language: 'ar' }));
  const idsStored = async (accountId: string, ids: string[]) =>
    (
      await sql<{ n: number }[]>`select count(*)::int as n from platform_events
        where account_id = ${accountId} and platform_template_id = any(${ids})`
    )[0]!.n;

  /** Deliveries of `size` changes until one is refused: a window turning over midway allows one more round. */
  async function untilRefused(hook: { hookId: string; appSecret: string }, size: number, quota: number) {
    const taken: string[] = [];
    for (let sent = 0; sent <= 2 * quota; sent++) {
      const batch = changes(size);
      const res = await postDelivery(hook.hookId, signedDelivery(hook.appSecret, batch), stack.apiUrl);
      if (res.status !== 200) return { res, refusedIds: batch.map((c) => c.id), taken };
      taken.push(...batch.map((c) => c.id));
    }
    throw new Error('never refused');
  }

  it.each([
    ['deliveries', 1, 3, /more than 3 deliveries this minute/, true],
    ['status changes', 10, 25, /more than 25 status changes this minute/, false],
  ] as const)(
    'past the hook’s quota of %s a minute: 429 with Retry-After, nothing of it stored',
    async (_what, size, quota, detail, retry) => {
      const p = await platformAccount(sql);
      const { res, refusedIds, taken } = await untilRefused(p, size, quota);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({
        code: 'rate_limited',
        status: 429,
        detail: expect.stringMatching(detail),
      });
      expect(res.body.detail).toMatch(/nothing of this delivery was stored/);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.headers.get('ratelimit-policy')).toBe('"deliveries";q=3;w=60, "changes";q=25;w=60');
      expect(await idsStored(p.accountId, refusedIds)).toBe(0);
      expect(await storedFor(p.accountId)).toBe(taken.length);

      if (!retry) return;
      // The platform retries a refused delivery; once the window has turned (up to a minute), it is taken.
      const retried = signedDelivery(
        p.appSecret,
        refusedIds.map((rid) => ({ event: 'APPROVED', id: rid, name: 'x', language: 'ar' })),
      );
      await until(
        'the retry taken',
        async () => (await postDelivery(p.hookId, retried, stack.apiUrl)).status === 200,
        75_000,
        1000,
      );
      expect(await idsStored(p.accountId, refusedIds)).toBe(size);
    },
  );

  it('a delivery carrying more changes than a delivery may: 413, nothing stored, nothing counted', async () => {
    const p = await platformAccount(sql);
    const batch = changes(11);
    const res = await postDelivery(p.hookId, signedDelivery(p.appSecret, batch), stack.apiUrl);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'payload_too_large',
      detail: expect.stringMatching(/^The delivery carries 11 changes; a delivery may carry at most 10/),
    });
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(await storedFor(p.accountId)).toBe(0);
    // The signature comes first: unsigned, the same delivery is a 401, so no outsider spends the hook's quota.
    const forged = { ...signedDelivery('not-the-secret', batch) };
    expect((await postDelivery(p.hookId, forged, stack.apiUrl)).status).toBe(401);
    const fits = await postDelivery(p.hookId, signedDelivery(p.appSecret, batch.slice(0, 10)), stack.apiUrl);
    expect(fits.status).toBe(200);
    expect(await storedFor(p.accountId)).toBe(10);
  });
});
