import type { PlatformRead } from '../../activities';
import { ADMIN_TEXT_MAX } from '../../contract/admin-text';
import type { EvidenceRecord, PlatformStatusChange } from '../../workflows/refund-messages';
import {
  begin,
  LIFETIME_MS,
  MAX_EVIDENCE_NOTES,
  MAX_TRIGGERED_READS,
  next,
  type Command,
  type Incoming,
  type RefundEvent,
  type RefundMachine,
} from '../../workflows/refund-transitions';

/*
 * The refund verification, row by row: (state, event) -> (state, commands). Times are milliseconds after the
 * workflow started; the draft's template is 9001 and its content hashes to HASH.
 */
const T0 = Date.parse('2026-03-01T08:00:00.000Z');
const HASH = 'a'.repeat(64);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ARGS = {
  draftId: 'wtd_1',
  accountId: 'acc_1',
  platformTemplateId: '9001',
  templateName: 'order_shipped',
  templateLanguage: 'ar',
  payloadHash: HASH,
};
const iso = (ms: number) => new Date(T0 + ms).toISOString();

type Over = Partial<Omit<RefundMachine, 'status'>> & { status?: Partial<RefundMachine['status']> };
/** The machine after its start: waiting for the first scheduled read, nothing noted; `over` changes the rest. */
function m(over: Over = {}): RefundMachine {
  const start = begin(ARGS, T0).state;
  return {
    ...start,
    step: { at: 'waiting' },
    ...over,
    status: { ...start.status, nextCheckAt: iso(MIN), ...over.status },
  };
}
const evidence = (...notes: EvidenceRecord[]) => ({ evidence: notes });

const statusChange = (platformTemplateId = '9001', event = 'REJECTED'): PlatformStatusChange => ({
  event,
  platformTemplateId,
  templateName: 'order_shipped',
  templateLanguage: 'ar',
  reason: null,
  dedupeKey: `${platformTemplateId}-${event}`,
});
const queued = (trigger: PlatformStatusChange): Incoming => ({ kind: 'trigger', trigger });
const verify = (evidence: string): Incoming => ({ kind: 'verify', evidence });
const deny = (reason: string): Incoming => ({ kind: 'deny', reason });

const triggerNote = (at: number, id = '9001', event = 'REJECTED'): EvidenceRecord => ({
  source: 'webhook',
  at: iso(at),
  detail: `webhook ${event} for template ${id} (order_shipped, ar): a trigger for a status read, not evidence`,
  verdict: 'trigger',
});
const otherTemplateNote = (at: number, id: string): EvidenceRecord => ({
  source: 'webhook',
  at: iso(at),
  detail: `webhook REJECTED for template ${id} (order_shipped, ar): another template`,
  verdict: 'inconclusive',
});
const readNote = (at: number, detail: string, verdict: EvidenceRecord['verdict']): EvidenceRecord => ({
  source: 'status_read',
  at: iso(at),
  detail: `status read: ${detail}`,
  verdict,
});
const adminNote = (at: number, detail: string, verdict: EvidenceRecord['verdict']): EvidenceRecord => ({
  source: 'administrator',
  at: iso(at),
  detail,
  verdict,
});
const usedNote = (at: number, source: EvidenceRecord['source'], why: string): EvidenceRecord => ({
  source,
  at: iso(at),
  detail: `${why}: this evidence already settled another draft`,
  verdict: 'inconclusive',
});

const platform = (status: string, contentHash = HASH): PlatformRead => ({
  kind: 'template',
  status,
  name: 'order_shipped',
  language: 'ar',
  contentHash,
});
const read = (result: PlatformRead, at: number): RefundEvent => ({
  type: 'statusRead',
  read: result,
  at: T0 + at,
});
const woken = (at: number): RefundEvent => ({ type: 'waitEnded', by: 'signal', at: T0 + at });
const timer = (at: number): RefundEvent => ({ type: 'waitEnded', by: 'timer', at: T0 + at });
const settled = (at: number, balanceAfter?: number): RefundEvent => ({
  type: 'refundSettled',
  settled: balanceAfter === undefined ? { kind: 'evidence_used' } : { kind: 'refunded', balanceAfter },
  at: T0 + at,
});

const wait = (at: number, ms: number): Command => ({ kind: 'wait', ms, until: iso(at + ms) });
const READ: Command = { kind: 'readStatus' };
const refundBy = (evidenceKey: string, why: string): Command => ({
  kind: 'refund',
  evidenceKey,
  evidence: why,
});
const close = (state: 'DENIED' | 'EXPIRED', reason: string): Command => ({ kind: 'close', state, reason });
const finish = (state: RefundMachine['status']['state']): Command => ({ kind: 'finish', state });

const REJECTED_SAME = 'REJECTED, content unchanged';
const readingAfterTrigger = { at: 'reading', resume: { after: 'triggeredRead' } } as const;
const readingOnSchedule = { at: 'reading', resume: { after: 'scheduledRead' } } as const;

interface Row {
  name: string;
  given: RefundMachine;
  event: RefundEvent;
  then: RefundMachine;
  commands: Command[];
}
/** A signal accepted into the queue, or ignored: never a command. */
const signalRow = (
  name: string,
  given: RefundMachine,
  event: RefundEvent,
  inbox: Incoming[] | 'ignored',
): Row => ({
  name,
  given,
  event,
  then: inbox === 'ignored' ? given : { ...given, inbox },
  commands: [],
});

const decided = (state: 'REFUNDED' | 'DENIED' | 'EXPIRED') =>
  m({ step: { at: 'decided' }, status: { state, nextCheckAt: null } });
const fullLog = (first: EvidenceRecord) => [
  first,
  ...Array.from({ length: MAX_EVIDENCE_NOTES - 1 }, (_, i) => otherTemplateNote(i, `8${i}`)),
];

const rows: Row[] = [
  // Start: the changes stored before the workflow listened are weighed like signals.
  {
    name: 'no stored changes: waits a minute for the first scheduled read',
    given: m({ step: { at: 'loadingStoredTriggers' }, status: { nextCheckAt: null } }),
    event: { type: 'storedTriggers', triggers: [], at: T0 + 50 },
    then: m({ status: { nextCheckAt: iso(50 + MIN) } }),
    commands: [wait(50, MIN)],
  },
  {
    name: "the first read refuses the run (started by hand for a decided draft): it ends with the draft's state, its queued verify unweighed",
    given: m({
      step: { at: 'loadingStoredTriggers' },
      inbox: [verify('ticket 7')],
      status: { nextCheckAt: null },
    }),
    event: { type: 'startRefused', state: 'DENIED', at: T0 + 50 },
    then: m({
      step: { at: 'decided' },
      inbox: [verify('ticket 7')],
      status: { state: 'DENIED', nextCheckAt: null },
    }),
    commands: [{ kind: 'finish', state: 'DENIED' }],
  },
  {
    name: 'a run started by hand for a draft never reported ends as NONE',
    given: m({ step: { at: 'loadingStoredTriggers' }, status: { nextCheckAt: null } }),
    event: { type: 'startRefused', state: 'NONE', at: T0 + 50 },
    then: m({ step: { at: 'decided' }, status: { state: 'NONE', nextCheckAt: null } }),
    commands: [{ kind: 'finish', state: 'NONE' }],
  },
  {
    name: 'stored changes for the template and another: both noted, one read at once',
    given: m({ step: { at: 'loadingStoredTriggers' }, status: { nextCheckAt: null } }),
    event: {
      type: 'storedTriggers',
      triggers: [statusChange('9001'), statusChange('9999'), statusChange('9001', 'PAUSED')],
      at: T0 + 50,
    },
    then: m({
      step: readingAfterTrigger,
      triggeredReads: 1,
      status: {
        nextCheckAt: null,
        statusReads: 1,
        ...evidence(triggerNote(50), otherTemplateNote(50, '9999'), triggerNote(50, '9001', 'PAUSED')),
      },
    }),
    commands: [READ],
  },
  {
    name: 'a decision signalled before the stored changes loaded is weighed first; the changes wait behind it',
    given: m({
      step: { at: 'loadingStoredTriggers' },
      inbox: [verify('ticket 7')],
      status: { nextCheckAt: null },
    }),
    event: { type: 'storedTriggers', triggers: [statusChange('9001')], at: T0 + 50 },
    then: m({
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: ticket 7',
        resume: { after: 'decision', rest: [queued(statusChange('9001'))], readWanted: false },
      },
      status: { nextCheckAt: null, ...evidence(adminNote(50, 'verified: ticket 7', 'verifies')) },
    }),
    commands: [refundBy('administrator:ticket 7', 'verified: ticket 7')],
  },

  // Signals only queue, checked; a decided draft ignores them all.
  signalRow('a status change while waiting is queued', m(), { type: 'trigger', trigger: statusChange() }, [
    queued(statusChange()),
  ]),
  signalRow(
    'a status change while the stored changes load is queued',
    m({ step: { at: 'loadingStoredTriggers' } }),
    { type: 'trigger', trigger: statusChange() },
    [queued(statusChange())],
  ),
  signalRow(
    'a status change while a read is in flight is queued behind what is there',
    m({ step: readingAfterTrigger, inbox: [queued(statusChange('9001', 'PAUSED'))] }),
    { type: 'trigger', trigger: statusChange() },
    [queued(statusChange('9001', 'PAUSED')), queued(statusChange())],
  ),
  signalRow(
    'a verify while a refund is being settled is queued (the draft is pending until it lands)',
    m({ step: { at: 'refunding', source: 'status_read', why: 'x', resume: { after: 'triggeredRead' } } }),
    { type: 'verify', input: { evidence: 'ticket 1' } },
    [verify('ticket 1')],
  ),
  signalRow(
    'a deny while a denial is being stored is queued, and never weighed',
    m({ step: { at: 'closing', to: 'DENIED' } }),
    { type: 'deny', input: { reason: 'late' } },
    [deny('late')],
  ),
  signalRow(
    'a status change without a template id is ignored',
    m(),
    { type: 'trigger', trigger: { event: 'REJECTED' } },
    'ignored',
  ),
  signalRow(
    'a status change whose event is not text is ignored',
    m(),
    { type: 'trigger', trigger: { ...statusChange(), event: 7 } },
    'ignored',
  ),
  signalRow('an empty trigger is ignored', m(), { type: 'trigger', trigger: undefined }, 'ignored'),
  signalRow(
    "an administrator's evidence is trimmed",
    m(),
    { type: 'verify', input: { evidence: '  ticket 1 \n' } },
    [verify('ticket 1')],
  ),
  signalRow('a verify of blanks is ignored', m(), { type: 'verify', input: { evidence: '   ' } }, 'ignored'),
  signalRow(
    'a verify whose evidence is not text is ignored',
    m(),
    { type: 'verify', input: { evidence: 42 } },
    'ignored',
  ),
  signalRow('a verify without input is ignored', m(), { type: 'verify', input: null }, 'ignored'),
  signalRow(
    `a verify of ${ADMIN_TEXT_MAX} characters is queued`,
    m(),
    { type: 'verify', input: { evidence: 'x'.repeat(ADMIN_TEXT_MAX) } },
    [verify('x'.repeat(ADMIN_TEXT_MAX))],
  ),
  signalRow(
    `a verify of ${ADMIN_TEXT_MAX + 1} characters is ignored`,
    m(),
    { type: 'verify', input: { evidence: 'x'.repeat(ADMIN_TEXT_MAX + 1) } },
    'ignored',
  ),
  signalRow(
    'a verify with a NUL is ignored',
    m(),
    { type: 'verify', input: { evidence: 'ticket\u00001' } },
    'ignored',
  ),
  signalRow(
    'a verify with a lone surrogate is ignored',
    m(),
    { type: 'verify', input: { evidence: 'ticket \ud800' } },
    'ignored',
  ),
  signalRow(
    'a verify with tabs, newlines and emoji is queued',
    m(),
    { type: 'verify', input: { evidence: 'ticket\t1\nseen 👍' } },
    [verify('ticket\t1\nseen 👍')],
  ),
  signalRow('a deny with a reason is queued', m(), { type: 'deny', input: { reason: 'edited' } }, [
    deny('edited'),
  ]),
  signalRow('a deny without a reason is ignored', m(), { type: 'deny', input: {} }, 'ignored'),
  signalRow(
    'a deny carrying evidence instead of a reason is ignored',
    m(),
    { type: 'deny', input: { evidence: 'x' } },
    'ignored',
  ),
  ...(['REFUNDED', 'DENIED', 'EXPIRED'] as const).flatMap((state) => [
    signalRow(
      `${state}: a webhook is ignored`,
      decided(state),
      { type: 'trigger', trigger: statusChange() },
      'ignored',
    ),
    signalRow(
      `${state}: a verify is ignored`,
      decided(state),
      { type: 'verify', input: { evidence: 'ticket 1' } },
      'ignored',
    ),
    signalRow(
      `${state}: a deny is ignored`,
      decided(state),
      { type: 'deny', input: { reason: 'late' } },
      'ignored',
    ),
  ]),

  // Waiting: a queued signal wakes the weighing; the timer brings the scheduled read or the expiry.
  {
    name: 'a webhook for the template wakes a read at once',
    given: m({ inbox: [queued(statusChange())] }),
    event: woken(5_000),
    then: m({
      step: readingAfterTrigger,
      triggeredReads: 1,
      status: { statusReads: 1, ...evidence(triggerNote(5_000)) },
    }),
    commands: [READ],
  },
  {
    name: 'many webhooks at once wake one read; the same change twice is noted once',
    given: m({
      inbox: [queued(statusChange()), queued(statusChange('9001', 'PAUSED')), queued(statusChange())],
    }),
    event: woken(5_000),
    then: m({
      step: readingAfterTrigger,
      triggeredReads: 1,
      status: {
        statusReads: 1,
        ...evidence(triggerNote(5_000), triggerNote(5_000, '9001', 'PAUSED')),
      },
    }),
    commands: [READ],
  },
  {
    name: 'a webhook for another template is noted and the schedule goes on (third read: in an hour)',
    given: m({ inbox: [queued(statusChange('9999'))], scheduledReads: 2, status: { statusReads: 2 } }),
    event: woken(20 * MIN),
    then: m({
      scheduledReads: 2,
      status: {
        statusReads: 2,
        nextCheckAt: iso(20 * MIN + HOUR),
        ...evidence(otherTemplateNote(20 * MIN, '9999')),
      },
    }),
    commands: [wait(20 * MIN, HOUR)],
  },
  {
    name: `the ${MAX_TRIGGERED_READS}th webhook-triggered read is still read`,
    given: m({
      inbox: [queued(statusChange())],
      triggeredReads: MAX_TRIGGERED_READS - 1,
      status: { statusReads: 49 },
    }),
    event: woken(5_000),
    then: m({
      step: readingAfterTrigger,
      triggeredReads: MAX_TRIGGERED_READS,
      status: { statusReads: 50, ...evidence(triggerNote(5_000)) },
    }),
    commands: [READ],
  },
  {
    name: `past ${MAX_TRIGGERED_READS} triggered reads a webhook is only noted, and the schedule reads on`,
    given: m({
      inbox: [queued(statusChange())],
      triggeredReads: MAX_TRIGGERED_READS,
      scheduledReads: 1,
      status: { statusReads: 51 },
    }),
    event: woken(5 * MIN),
    then: m({
      triggeredReads: MAX_TRIGGERED_READS,
      scheduledReads: 1,
      status: { statusReads: 51, nextCheckAt: iso(15 * MIN), ...evidence(triggerNote(5 * MIN)) },
    }),
    commands: [wait(5 * MIN, 10 * MIN)],
  },
  {
    name: "an administrator's verify refunds on its reference",
    given: m({ inbox: [verify('support ticket 4411')] }),
    event: woken(5_000),
    then: m({
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: support ticket 4411',
        resume: { after: 'decision', rest: [], readWanted: false },
      },
      status: evidence(adminNote(5_000, 'verified: support ticket 4411', 'verifies')),
    }),
    commands: [refundBy('administrator:support ticket 4411', 'verified: support ticket 4411')],
  },
  {
    name: "an administrator's deny closes the draft DENIED",
    given: m({ inbox: [deny('content changed')] }),
    event: woken(5_000),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      status: evidence(adminNote(5_000, 'denied: content changed', 'denies')),
    }),
    commands: [close('DENIED', 'denied: content changed')],
  },
  {
    name: 'a webhook then a deny in one batch: the deny decides, the read it asked for never happens',
    given: m({ inbox: [queued(statusChange()), deny('edited')] }),
    event: woken(5_000),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      status: evidence(triggerNote(5_000), adminNote(5_000, 'denied: edited', 'denies')),
    }),
    commands: [close('DENIED', 'denied: edited')],
  },
  {
    name: 'a webhook, a verify and a deny in one batch: the verify refunds first, the rest waits on its outcome',
    given: m({ inbox: [queued(statusChange()), verify('t1'), deny('edited')] }),
    event: woken(5_000),
    then: m({
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: t1',
        resume: { after: 'decision', rest: [deny('edited')], readWanted: true },
      },
      status: evidence(triggerNote(5_000), adminNote(5_000, 'verified: t1', 'verifies')),
    }),
    commands: [refundBy('administrator:t1', 'verified: t1')],
  },
  {
    name: 'the timer: the first scheduled read',
    given: m(),
    event: timer(MIN),
    then: m({ step: readingOnSchedule, scheduledReads: 1, status: { statusReads: 1 } }),
    commands: [READ],
  },
  {
    name: 'the timer with a webhook queued in the same moment: the scheduled read first, the webhook after it',
    given: m({ inbox: [queued(statusChange())] }),
    event: timer(MIN),
    then: m({
      inbox: [queued(statusChange())],
      step: readingOnSchedule,
      scheduledReads: 1,
      status: { statusReads: 1 },
    }),
    commands: [READ],
  },
  {
    name: 'expiry with no evidence: closes EXPIRED',
    given: m({ scheduledReads: 30, status: { statusReads: 30, nextCheckAt: iso(LIFETIME_MS) } }),
    event: timer(LIFETIME_MS),
    then: m({
      step: { at: 'closing', to: 'EXPIRED' },
      scheduledReads: 30,
      status: { statusReads: 30, nextCheckAt: iso(LIFETIME_MS) },
    }),
    commands: [close('EXPIRED', 'no evidence within 30 days')],
  },
  {
    name: 'expiry with a verify queued in the same moment: the evidence is weighed before the draft expires',
    given: m({ inbox: [verify('t1')], scheduledReads: 30, status: { nextCheckAt: iso(LIFETIME_MS) } }),
    event: timer(LIFETIME_MS),
    then: m({
      scheduledReads: 30,
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: t1',
        resume: { after: 'decision', rest: [], readWanted: false },
      },
      status: {
        nextCheckAt: iso(LIFETIME_MS),
        ...evidence(adminNote(LIFETIME_MS, 'verified: t1', 'verifies')),
      },
    }),
    commands: [refundBy('administrator:t1', 'verified: t1')],
  },
  {
    name: 'a webhook after the lifetime: noted, read, and the expiry comes after that read',
    given: m({ inbox: [queued(statusChange())], scheduledReads: 30 }),
    event: woken(LIFETIME_MS + 1),
    then: m({
      scheduledReads: 30,
      step: readingAfterTrigger,
      triggeredReads: 1,
      status: { statusReads: 1, ...evidence(triggerNote(LIFETIME_MS + 1)) },
    }),
    commands: [READ],
  },
  {
    name: 'the last wait is cut to the lifetime',
    given: m({ inbox: [queued(statusChange('9999'))], scheduledReads: 29 }),
    event: woken(LIFETIME_MS - 5_000),
    then: m({
      scheduledReads: 29,
      status: { nextCheckAt: iso(LIFETIME_MS), ...evidence(otherTemplateNote(LIFETIME_MS - 5_000, '9999')) },
    }),
    commands: [wait(LIFETIME_MS - 5_000, 5_000)],
  },

  // Reading: the platform's own answer decides.
  {
    name: 'REJECTED with the same content verifies and refunds on the status read',
    given: m({ step: readingAfterTrigger, triggeredReads: 1, status: { statusReads: 1 } }),
    event: read(platform('REJECTED'), 6_000),
    then: m({
      step: {
        at: 'refunding',
        source: 'status_read',
        why: `status read: ${REJECTED_SAME}`,
        resume: { after: 'triggeredRead' },
      },
      triggeredReads: 1,
      status: { statusReads: 1, ...evidence(readNote(6_000, REJECTED_SAME, 'verifies')) },
    }),
    commands: [refundBy('status_read:9001', `status read: ${REJECTED_SAME}`)],
  },
  {
    name: 'REJECTED with other content denies',
    given: m({ step: readingOnSchedule, scheduledReads: 1, status: { statusReads: 1 } }),
    event: read(platform('REJECTED', 'b'.repeat(64)), MIN + 100),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      scheduledReads: 1,
      status: {
        statusReads: 1,
        ...evidence(readNote(MIN + 100, 'REJECTED, content differs from the draft', 'denies')),
      },
    }),
    commands: [close('DENIED', 'status read: REJECTED, content differs from the draft')],
  },
  {
    name: 'APPROVED denies',
    given: m({ step: readingOnSchedule, scheduledReads: 1, status: { statusReads: 1 } }),
    event: read(platform('APPROVED'), MIN + 100),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      scheduledReads: 1,
      status: { statusReads: 1, ...evidence(readNote(MIN + 100, 'APPROVED, content unchanged', 'denies')) },
    }),
    commands: [close('DENIED', 'status read: APPROVED, content unchanged')],
  },
  {
    name: 'APPROVED with other content denies',
    given: m({ step: readingAfterTrigger, triggeredReads: 1, status: { statusReads: 1 } }),
    event: read(platform('APPROVED', 'c'.repeat(64)), 6_000),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      triggeredReads: 1,
      status: {
        statusReads: 1,
        ...evidence(readNote(6_000, 'APPROVED, content differs from the draft', 'denies')),
      },
    }),
    commands: [close('DENIED', 'status read: APPROVED, content differs from the draft')],
  },
  {
    name: 'PENDING after a triggered read is noted; the wait resumes on the schedule (nothing read on it yet)',
    given: m({ step: readingAfterTrigger, triggeredReads: 1, status: { statusReads: 1 } }),
    event: read(platform('PENDING'), 6_000),
    then: m({
      triggeredReads: 1,
      status: {
        statusReads: 1,
        nextCheckAt: iso(6_000 + MIN),
        ...evidence(readNote(6_000, 'PENDING, content unchanged', 'inconclusive')),
      },
    }),
    commands: [wait(6_000, MIN)],
  },
  {
    name: 'PAUSED with the same content decides nothing',
    given: m({ step: readingOnSchedule, scheduledReads: 5, status: { statusReads: 5 } }),
    event: read(platform('PAUSED'), 2 * DAY),
    then: m({
      scheduledReads: 5,
      status: {
        statusReads: 5,
        nextCheckAt: iso(3 * DAY),
        ...evidence(readNote(2 * DAY, 'PAUSED, content unchanged', 'inconclusive')),
      },
    }),
    commands: [wait(2 * DAY, DAY)],
  },
  {
    name: 'a failed read is noted; the schedule goes on (fifth read: in 24 h)',
    given: m({ step: readingOnSchedule, scheduledReads: 4, status: { statusReads: 4 } }),
    event: read({ kind: 'unavailable', reason: 'no platform access token is configured' }, 7 * HOUR),
    then: m({
      scheduledReads: 4,
      status: {
        statusReads: 4,
        nextCheckAt: iso(31 * HOUR),
        ...evidence({
          source: 'status_read',
          at: iso(7 * HOUR),
          detail: 'status read failed: no platform access token is configured',
          verdict: 'inconclusive',
        }),
      },
    }),
    commands: [wait(7 * HOUR, DAY)],
  },
  {
    name: 'webhooks that came during a triggered read: the wait starts, and their queue ends it at once',
    given: m({
      step: readingAfterTrigger,
      triggeredReads: 1,
      inbox: [queued(statusChange()), queued(statusChange())],
      status: { statusReads: 1 },
    }),
    event: read(platform('PENDING'), 6_000),
    then: m({
      triggeredReads: 1,
      inbox: [queued(statusChange()), queued(statusChange())],
      status: {
        statusReads: 1,
        nextCheckAt: iso(6_000 + MIN),
        ...evidence(readNote(6_000, 'PENDING, content unchanged', 'inconclusive')),
      },
    }),
    commands: [wait(6_000, MIN)],
  },
  {
    name: 'a webhook that came during a scheduled read is weighed right after it: another read',
    given: m({
      step: readingOnSchedule,
      scheduledReads: 1,
      inbox: [queued(statusChange())],
      status: { statusReads: 1 },
    }),
    event: read(platform('PENDING'), MIN + 100),
    then: m({
      step: readingAfterTrigger,
      scheduledReads: 1,
      triggeredReads: 1,
      status: {
        statusReads: 2,
        ...evidence(
          readNote(MIN + 100, 'PENDING, content unchanged', 'inconclusive'),
          triggerNote(MIN + 100),
        ),
      },
    }),
    commands: [READ],
  },
  {
    name: 'a triggered read that ends after the lifetime, deciding nothing: the draft expires',
    given: m({
      step: readingAfterTrigger,
      triggeredReads: 1,
      scheduledReads: 30,
      status: { statusReads: 31 },
    }),
    event: read(platform('PENDING'), LIFETIME_MS + 10),
    then: m({
      step: { at: 'closing', to: 'EXPIRED' },
      triggeredReads: 1,
      scheduledReads: 30,
      status: {
        statusReads: 31,
        ...evidence(readNote(LIFETIME_MS + 10, 'PENDING, content unchanged', 'inconclusive')),
      },
    }),
    commands: [close('EXPIRED', 'no evidence within 30 days')],
  },

  // Refunding: once, unless the evidence settled another draft.
  {
    name: 'the refund lands: REFUNDED with the balance, nothing more to wait for',
    given: m({
      step: { at: 'refunding', source: 'status_read', why: 'x', resume: { after: 'triggeredRead' } },
      inbox: [verify('t1')],
    }),
    event: settled(7_000, 20),
    then: m({
      step: { at: 'decided' },
      inbox: [verify('t1')],
      status: { state: 'REFUNDED', balanceAfter: 20, nextCheckAt: null },
    }),
    commands: [finish('REFUNDED')],
  },
  {
    name: "the status read's evidence settled another draft: noted, and the wait resumes",
    given: m({
      step: {
        at: 'refunding',
        source: 'status_read',
        why: `status read: ${REJECTED_SAME}`,
        resume: { after: 'triggeredRead' },
      },
      triggeredReads: 1,
      status: { statusReads: 1, ...evidence(readNote(6_000, REJECTED_SAME, 'verifies')) },
    }),
    event: settled(7_000),
    then: m({
      triggeredReads: 1,
      status: {
        statusReads: 1,
        nextCheckAt: iso(7_000 + MIN),
        ...evidence(
          readNote(6_000, REJECTED_SAME, 'verifies'),
          usedNote(7_000, 'status_read', `status read: ${REJECTED_SAME}`),
        ),
      },
    }),
    commands: [wait(7_000, MIN)],
  },
  {
    name: "a scheduled read's evidence settled another draft: noted, then what the signals queued meanwhile is weighed",
    given: m({
      step: {
        at: 'refunding',
        source: 'status_read',
        why: 'status read: x',
        resume: { after: 'scheduledRead' },
      },
      scheduledReads: 1,
      inbox: [deny('edited')],
    }),
    event: settled(MIN + 200),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      scheduledReads: 1,
      status: evidence(
        usedNote(MIN + 200, 'status_read', 'status read: x'),
        adminNote(MIN + 200, 'denied: edited', 'denies'),
      ),
    }),
    commands: [close('DENIED', 'denied: edited')],
  },
  {
    name: "an administrator's evidence settled another draft: noted, then the rest of the batch (a deny) decides",
    given: m({
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: t1',
        resume: { after: 'decision', rest: [deny('edited')], readWanted: false },
      },
    }),
    event: settled(5_100),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      status: evidence(
        usedNote(5_100, 'administrator', 'verified: t1'),
        adminNote(5_100, 'denied: edited', 'denies'),
      ),
    }),
    commands: [close('DENIED', 'denied: edited')],
  },
  {
    name: "an administrator's evidence settled another draft after a webhook in its batch: the read it asked for",
    given: m({
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: t1',
        resume: { after: 'decision', rest: [], readWanted: true },
      },
    }),
    event: settled(5_100),
    then: m({
      step: readingAfterTrigger,
      triggeredReads: 1,
      status: { statusReads: 1, ...evidence(usedNote(5_100, 'administrator', 'verified: t1')) },
    }),
    commands: [READ],
  },

  {
    name: 'the door finds the draft not awaiting verification (decided elsewhere): noted, the run ends with its state, nothing refunded',
    given: m({
      step: {
        at: 'refunding',
        source: 'administrator',
        why: 'verified: t1',
        resume: { after: 'decision', rest: [deny('edited')], readWanted: true },
      },
    }),
    event: { type: 'refundSettled', settled: { kind: 'decided', state: 'DENIED' }, at: T0 + 5_100 },
    then: m({
      step: { at: 'decided' },
      status: {
        state: 'DENIED',
        nextCheckAt: null,
        ...evidence(adminNote(5_100, 'verified: t1: refused, the draft is DENIED', 'inconclusive')),
      },
    }),
    commands: [finish('DENIED')],
  },

  // Closing: the state changes once the denial or expiry is stored.
  {
    name: 'the denial is stored: DENIED',
    given: m({ step: { at: 'closing', to: 'DENIED' }, inbox: [verify('late')] }),
    event: { type: 'closed', at: T0 + 9_000 },
    then: m({
      step: { at: 'decided' },
      inbox: [verify('late')],
      status: { state: 'DENIED', nextCheckAt: null },
    }),
    commands: [finish('DENIED')],
  },
  {
    name: 'the expiry is stored: EXPIRED',
    given: m({ step: { at: 'closing', to: 'EXPIRED' }, status: { nextCheckAt: iso(LIFETIME_MS) } }),
    event: { type: 'closed', at: T0 + LIFETIME_MS + 9 },
    then: m({ step: { at: 'decided' }, status: { state: 'EXPIRED', nextCheckAt: null } }),
    commands: [finish('EXPIRED')],
  },

  // The evidence log keeps 200 entries, dropping the oldest note, never a decisive entry.
  {
    name: 'a full log drops its oldest note for a new one, keeping the decisive first entry',
    given: m({
      inbox: [queued(statusChange('7777'))],
      status: evidence(...fullLog(adminNote(0, 'verified: t0', 'verifies'))),
    }),
    event: woken(HOUR),
    then: m({
      status: {
        nextCheckAt: iso(HOUR + MIN),
        evidence: [
          adminNote(0, 'verified: t0', 'verifies'),
          ...fullLog(adminNote(0, 'x', 'verifies')).slice(2),
          otherTemplateNote(HOUR, '7777'),
        ],
      },
    }),
    commands: [wait(HOUR, MIN)],
  },
  {
    name: 'a log full of decisive entries makes no room for a note: the note itself is dropped',
    given: m({
      inbox: [queued(statusChange('7777'))],
      status: evidence(
        ...Array.from({ length: MAX_EVIDENCE_NOTES }, (_, i) => adminNote(i, `verified: t${i}`, 'verifies')),
      ),
    }),
    event: woken(HOUR),
    then: m({
      status: {
        nextCheckAt: iso(HOUR + MIN),
        ...evidence(
          ...Array.from({ length: MAX_EVIDENCE_NOTES }, (_, i) =>
            adminNote(i, `verified: t${i}`, 'verifies'),
          ),
        ),
      },
    }),
    commands: [wait(HOUR, MIN)],
  },
  {
    name: 'a log full of decisive entries still takes a decisive one (201 entries)',
    given: m({
      inbox: [deny('edited')],
      status: evidence(
        ...Array.from({ length: MAX_EVIDENCE_NOTES }, (_, i) => adminNote(i, `verified: t${i}`, 'verifies')),
      ),
    }),
    event: woken(HOUR),
    then: m({
      step: { at: 'closing', to: 'DENIED' },
      status: evidence(
        ...Array.from({ length: MAX_EVIDENCE_NOTES }, (_, i) => adminNote(i, `verified: t${i}`, 'verifies')),
        adminNote(HOUR, 'denied: edited', 'denies'),
      ),
    }),
    commands: [close('DENIED', 'denied: edited')],
  },
];

describe('refund verification transitions', () => {
  it('starts pending, expiring in 30 days, by loading the changes stored before it listened', () => {
    expect(begin({ ...ARGS, draftCreatedAt: iso(-HOUR) }, T0)).toEqual({
      state: m({ step: { at: 'loadingStoredTriggers' }, status: { nextCheckAt: null } }),
      effects: [{ kind: 'loadStoredTriggers' }],
    });
    expect(begin(ARGS, T0).state.status).toEqual({
      state: 'PENDING_VERIFICATION',
      platformTemplateId: '9001',
      evidence: [],
      statusReads: 0,
      nextCheckAt: null,
      balanceAfter: null,
      expiresAt: '2026-03-31T08:00:00.000Z',
    });
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const before = structuredClone(row.given);
    // The dedupe keys of noted changes are bookkeeping, tested on their own below.
    const { state, effects } = next(row.given, row.event);
    delete state.notedTriggers;
    expect({ state, effects }).toEqual({ state: row.then, effects: row.commands });
    // Pure: the state it was given is left as it was.
    expect(row.given).toEqual(before);
  });

  it('notes a change once when the stored-trigger load and the webhook signal both bring it; each still wakes its read', () => {
    // The change stored while the workflow started: the load finds it, and the route's signal brings it too.
    const loaded = next(m({ step: { at: 'loadingStoredTriggers' }, status: { nextCheckAt: null } }), {
      type: 'storedTriggers',
      triggers: [statusChange()],
      at: T0 + 50,
    });
    expect(loaded.effects).toEqual([READ]);
    expect(loaded.state.notedTriggers).toEqual([statusChange().dedupeKey]);
    const afterRead = next(loaded.state, read(platform('PENDING'), 60));
    const signalled = next(afterRead.state, { type: 'trigger', trigger: statusChange() });
    const woke = next(signalled.state, woken(100));
    // The same commands as before the dedupe (a read), so running workflows replay; one note in the log.
    expect(woke.effects).toEqual(next({ ...signalled.state, notedTriggers: [] }, woken(100)).effects);
    expect(woke.state.status.evidence.filter((e) => e.verdict === 'trigger')).toHaveLength(1);
    // A different change of the same template is noted.
    const readAgain = next(woke.state, read(platform('PENDING'), 150));
    const other = next(
      next(readAgain.state, { type: 'trigger', trigger: statusChange('9001', 'PAUSED') }).state,
      woken(200),
    );
    expect(other.state.status.evidence.filter((e) => e.verdict === 'trigger')).toHaveLength(2);
  });

  it('reads on the schedule: 1 min, 10 min, 1 h, 6 h, 24 h, then daily', () => {
    const waits: number[] = [];
    let state = m();
    let due = MIN;
    for (let reads = 0; reads < 7; reads++) {
      state = next(state, timer(due)).state;
      const { state: after, effects } = next(state, read(platform('PENDING'), due));
      const [command] = effects;
      if (command?.kind !== 'wait') throw new Error(`expected a wait, got ${command?.kind}`);
      waits.push(command.ms);
      state = after;
      due += command.ms;
    }
    expect(waits).toEqual([10 * MIN, HOUR, 6 * HOUR, DAY, DAY, DAY, DAY]);
    expect(state.status.statusReads).toBe(7);
  });

  it.each([
    ['a status read', read(platform('PENDING'), 1)],
    ['a refund', settled(1, 10)],
    ['a stored denial', { type: 'closed', at: T0 + 1 } as RefundEvent],
    ['a stored change list', { type: 'storedTriggers', triggers: [], at: T0 + 1 } as RefundEvent],
    ['a refused start', { type: 'startRefused', state: 'DENIED', at: T0 + 1 } as RefundEvent],
  ])('refuses %s it did not ask for (a driver bug, not a state to guess)', (_what, event) => {
    expect(() => next(m(), event)).toThrow(/while waiting/);
    expect(() => next(decided('REFUNDED'), event)).toThrow(/while decided/);
  });
});
