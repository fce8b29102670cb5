import type { Activities, PlatformRead } from '../activities';
import { adminText } from '../contract/admin-text';
import type { RefundState } from '../contract/templates';
import type {
  EvidenceRecord,
  PlatformStatusChange,
  RefundVerificationArgs,
  RefundVerificationStatus,
  VerificationState,
} from './refund-messages';

/**
 * The refund-verification workflow as a table: `next(state, event)` returns the new state and the one command the
 * workflow performs next, with no clock, no I/O and no Temporal. The workflow (refund-verification.ts) drives it:
 * signals, timers and activity results become events, commands become activities and timers.
 *
 * The workflow awaits one command at a time; signals arrive meanwhile and are only queued in `inbox` (or ignored).
 * The queue is weighed when the workflow comes back to the top of its loop: at the start, after a wait a signal
 * ended, after a scheduled read. The order of the commands is the order of the workflow's history, so it must not
 * change for histories already written (test/unit/history-replay.test.ts).
 */

// The schedule of status reads (DECISIONS): about 1 min, 10 min, 1 h, 6 h, 24 h, then daily.
export const READ_SCHEDULE_MS = [60_000, 600_000, 3_600_000, 21_600_000, 86_400_000];
export const LIFETIME_MS = 30 * 86_400_000;
// Status changes the partner can sign at will must not turn into unbounded platform reads: past this many, a
// change is only noted and the schedule reads on.
export const MAX_TRIGGERED_READS = 50;
export const MAX_EVIDENCE_NOTES = 200;
/** How many noted changes' dedupe keys are remembered: as many as the evidence log keeps. */
const MAX_NOTED = MAX_EVIDENCE_NOTES;

type Settled = Awaited<ReturnType<Activities['settleTemplateRefund']>>;
type Closed = Extract<VerificationState, 'DENIED' | 'EXPIRED'>;

/** What a signal brought, accepted and waiting to be weighed. */
export type Incoming =
  | { kind: 'trigger'; trigger: PlatformStatusChange }
  | { kind: 'verify'; evidence: string }
  | { kind: 'deny'; reason: string };

/** Where the workflow goes on when a read, or a refund on evidence another draft used, decides nothing. */
type Resume =
  | { after: 'triggeredRead' }
  | { after: 'scheduledRead' }
  | { after: 'decision'; rest: Incoming[]; readWanted: boolean };

/** The command the workflow awaits. */
export type Step =
  | { at: 'loadingStoredTriggers' }
  | { at: 'waiting' }
  | { at: 'reading'; resume: Extract<Resume, { after: 'triggeredRead' | 'scheduledRead' }> }
  | { at: 'refunding'; source: EvidenceRecord['source']; why: string; resume: Resume }
  | { at: 'closing'; to: Closed }
  | { at: 'decided' };

export interface RefundMachine {
  /** What the decisions compare with: the draft's template and the hash of its content. */
  draft: Pick<RefundVerificationArgs, 'platformTemplateId' | 'payloadHash'>;
  startedAt: number;
  /** What the `status` query answers; `status.state` is the draft's refund state. */
  status: RefundVerificationStatus;
  inbox: Incoming[];
  scheduledReads: number;
  triggeredReads: number;
  /**
   * The dedupe keys of the status changes noted so far: the intake's signal and the load of stored
   * triggers can both bring the change that arrived while the workflow started. Noted once; its read as before.
   */
  notedTriggers?: string[];
  step: Step;
}

export type RefundEvent =
  /** The status changes stored for the template since the draft was made, before the workflow listened. */
  | { type: 'storedTriggers'; triggers: PlatformStatusChange[]; at: number }
  /**
   * That first read refused the run instead: its draft is not awaiting verification, or is not the draft the run
   * was started for (a run started by hand, decision 030). `state` is the draft's, NONE when it is gone.
   */
  | { type: 'startRefused'; state: RefundState; at: number }
  /** Signals, as they arrived: unchecked input. */
  | { type: 'trigger'; trigger: unknown }
  | { type: 'verify'; input: unknown }
  | { type: 'deny'; input: unknown }
  /** The wait ended: a signal queued something, or the timer fired (a scheduled read is due, or the lifetime is over). */
  | { type: 'waitEnded'; by: 'signal' | 'timer'; at: number }
  | { type: 'statusRead'; read: PlatformRead; at: number }
  | { type: 'refundSettled'; settled: Settled; at: number }
  | { type: 'closed'; at: number };

export type Command =
  | { kind: 'loadStoredTriggers' }
  | { kind: 'readStatus' }
  | { kind: 'refund'; evidenceKey: string; evidence: string }
  | { kind: 'close'; state: Closed; reason: string }
  /** A durable timer for the next scheduled read (or the expiry) at `until`, ended early by a queued signal. */
  | { kind: 'wait'; ms: number; until: string }
  /** Decided: record the state where operators filter (the RefundState search attribute) and return the status. */
  | { kind: 'finish'; state: RefundMachine['status']['state'] };

export interface Transition {
  state: RefundMachine;
  /** At most one: the command the workflow performs next. None after a signal: the wait sees the queue. */
  effects: Command[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const pending = (m: RefundMachine) => m.status.state === 'PENDING_VERIFICATION';
const to = (state: RefundMachine, command: Command): Transition => ({ state, effects: [command] });

/** The workflow's first state: it loads the changes stored before it listened. */
export function begin(args: RefundVerificationArgs, at: number): Transition {
  return to(
    {
      draft: { platformTemplateId: args.platformTemplateId, payloadHash: args.payloadHash },
      startedAt: at,
      status: {
        state: 'PENDING_VERIFICATION',
        platformTemplateId: args.platformTemplateId,
        evidence: [],
        statusReads: 0,
        nextCheckAt: null,
        balanceAfter: null,
        expiresAt: iso(at + LIFETIME_MS),
      },
      inbox: [],
      scheduledReads: 0,
      triggeredReads: 0,
      step: { at: 'loadingStoredTriggers' },
    },
    { kind: 'loadStoredTriggers' },
  );
}

export function next(m: RefundMachine, event: RefundEvent): Transition {
  switch (event.type) {
    case 'trigger':
    case 'verify':
    case 'deny': {
      const incoming = accept(event);
      return { state: pending(m) && incoming ? { ...m, inbox: [...m.inbox, incoming] } : m, effects: [] };
    }
    case 'storedTriggers':
      expectStep(m, event, 'loadingStoredTriggers');
      return loopTop(
        {
          ...m,
          inbox: [...m.inbox, ...event.triggers.map((trigger) => ({ kind: 'trigger' as const, trigger }))],
        },
        event.at,
      );
    case 'startRefused':
      expectStep(m, event, 'loadingStoredTriggers');
      // The run ends doing nothing; its status query answers what the draft is, not the pending state it began with.
      return finish({ ...m, status: { ...m.status, state: event.state } }, event.state);
    case 'waitEnded':
      expectStep(m, event, 'waiting');
      if (event.by === 'signal' || event.at - m.startedAt >= LIFETIME_MS) return loopTop(m, event.at);
      return read({ ...m, scheduledReads: m.scheduledReads + 1 }, { after: 'scheduledRead' });
    case 'statusRead': {
      const step = expectStep(m, event, 'reading');
      return weighRead(m, event.read, step.resume, event.at);
    }
    case 'refundSettled': {
      const step = expectStep(m, event, 'refunding');
      if (event.settled.kind === 'refunded')
        return finish(
          { ...m, status: { ...m.status, state: 'REFUNDED', balanceAfter: event.settled.balanceAfter } },
          'REFUNDED',
        );
      // The draft was not awaiting verification (or the platform had rejected its template before it existed):
      // nothing was refunded, and the run ends with the draft's state (decision 030).
      if (event.settled.kind === 'decided') {
        const { state } = event.settled;
        const noted = note(
          m,
          step.source,
          `${step.why}: refused, the draft is ${state}`,
          'inconclusive',
          event.at,
        );
        return finish({ ...noted, status: { ...noted.status, state } }, state);
      }
      const noted = note(
        m,
        step.source,
        `${step.why}: this evidence already settled another draft`,
        'inconclusive',
        event.at,
      );
      return resume(noted, step.resume, event.at);
    }
    case 'closed': {
      const step = expectStep(m, event, 'closing');
      return finish({ ...m, status: { ...m.status, state: step.to } }, step.to);
    }
  }
}

/** A signal's input, checked: a raw `temporal workflow signal` can do no more than the admin CLI. */
function accept(event: Extract<RefundEvent, { type: 'trigger' | 'verify' | 'deny' }>): Incoming | null {
  if (event.type === 'trigger') {
    const e = event.trigger as Partial<PlatformStatusChange> | null | undefined;
    return typeof e?.platformTemplateId === 'string' && typeof e.event === 'string'
      ? { kind: 'trigger', trigger: e as PlatformStatusChange }
      : null;
  }
  const input = event.input as { evidence?: unknown; reason?: unknown } | null | undefined;
  const text = adminText(event.type === 'verify' ? input?.evidence : input?.reason);
  if (!text) return null;
  return event.type === 'verify' ? { kind: 'verify', evidence: text } : { kind: 'deny', reason: text };
}

function expectStep<A extends Step['at']>(
  m: RefundMachine,
  event: RefundEvent,
  at: A,
): Extract<Step, { at: A }> {
  if (m.step.at !== at) throw new TypeError(`refund verification: ${event.type} while ${m.step.at}`);
  return m.step as Extract<Step, { at: A }>;
}

function note(
  m: RefundMachine,
  source: EvidenceRecord['source'],
  detail: string,
  verdict: EvidenceRecord['verdict'],
  at: number,
): RefundMachine {
  const evidence = [...m.status.evidence, { source, at: iso(at), detail, verdict }];
  // The log keeps every decisive entry; old notes make room when a flood of status changes arrives.
  if (evidence.length > MAX_EVIDENCE_NOTES) {
    const drop = evidence.findIndex((r) => r.verdict === 'trigger' || r.verdict === 'inconclusive');
    if (drop >= 0) evidence.splice(drop, 1);
  }
  return { ...m, status: { ...m.status, evidence } };
}

/** The top of the workflow's loop: weighs what the signals queued, from the first item on. */
function loopTop(m: RefundMachine, at: number): Transition {
  return weigh({ ...m, inbox: [] }, m.inbox, false, at);
}

/**
 * Weighs queued items in order until one needs a command: an administrator's decision refunds or denies; a change
 * for the draft's template asks for a status read (many at once wake one read), any other is only noted.
 */
function weigh(m: RefundMachine, items: Incoming[], readWanted: boolean, at: number): Transition {
  let state = m;
  for (const [i, item] of items.entries()) {
    if (item.kind === 'verify') {
      const why = `verified: ${item.evidence}`;
      // Should the evidence turn out used, the rest of the batch is weighed after the note.
      const resume: Resume = { after: 'decision', rest: items.slice(i + 1), readWanted };
      return to(
        {
          ...note(state, 'administrator', why, 'verifies', at),
          step: { at: 'refunding', source: 'administrator', why, resume },
        },
        { kind: 'refund', evidenceKey: `administrator:${item.evidence}`, evidence: why },
      );
    }
    if (item.kind === 'deny') {
      const why = `denied: ${item.reason}`;
      return close(note(state, 'administrator', why, 'denies', at), 'DENIED', why);
    }
    const e = item.trigger;
    const detail = `webhook ${e.event} for template ${e.platformTemplateId} (${e.templateName ?? '?'}, ${e.templateLanguage ?? '?'})`;
    if (e.platformTemplateId !== state.draft.platformTemplateId) {
      state = note(state, 'webhook', `${detail}: another template`, 'inconclusive', at);
    } else if (typeof e.dedupeKey === 'string' && state.notedTriggers?.includes(e.dedupeKey)) {
      readWanted = true; // the same change through the other door: already in the log
    } else {
      state = note(state, 'webhook', `${detail}: a trigger for a status read, not evidence`, 'trigger', at);
      if (typeof e.dedupeKey === 'string')
        state = { ...state, notedTriggers: [...(state.notedTriggers ?? []), e.dedupeKey].slice(-MAX_NOTED) };
      readWanted = true;
    }
  }
  if (readWanted && state.triggeredReads < MAX_TRIGGERED_READS)
    return read({ ...state, triggeredReads: state.triggeredReads + 1 }, { after: 'triggeredRead' });
  return waitOrExpire(state, at);
}

function read(m: RefundMachine, resume: Extract<Step, { at: 'reading' }>['resume']): Transition {
  return to(
    { ...m, status: { ...m.status, statusReads: m.status.statusReads + 1 }, step: { at: 'reading', resume } },
    { kind: 'readStatus' },
  );
}

/** The platform's own answer, read with the partner's token: the only automated evidence. */
function weighRead(m: RefundMachine, read: PlatformRead, then: Resume, at: number): Transition {
  if (read.kind === 'unavailable')
    return resume(note(m, 'status_read', `status read failed: ${read.reason}`, 'inconclusive', at), then, at);
  const unchanged = read.contentHash === m.draft.payloadHash;
  const detail = `status read: ${read.status}, content ${unchanged ? 'unchanged' : 'differs from the draft'}`;
  if (read.status === 'REJECTED' && unchanged)
    return to(
      {
        ...note(m, 'status_read', detail, 'verifies', at),
        step: { at: 'refunding', source: 'status_read', why: detail, resume: then },
      },
      { kind: 'refund', evidenceKey: `status_read:${m.draft.platformTemplateId}`, evidence: detail },
    );
  if (read.status === 'APPROVED' || read.status === 'REJECTED')
    return close(note(m, 'status_read', detail, 'denies', at), 'DENIED', detail);
  return resume(note(m, 'status_read', detail, 'inconclusive', at), then, at);
}

/**
 * Back to where the read or the decision was asked: the rest of the batch; after a read a trigger woke, the wait;
 * after a scheduled read, the top of the loop (what arrived during the read is weighed now).
 */
function resume(m: RefundMachine, then: Resume, at: number): Transition {
  if (then.after === 'decision') return weigh(m, then.rest, then.readWanted, at);
  if (then.after === 'triggeredRead') return waitOrExpire(m, at);
  return loopTop(m, at);
}

/** Expires after the lifetime; otherwise waits for the next scheduled read, or less when the lifetime ends first. */
function waitOrExpire(m: RefundMachine, at: number): Transition {
  const remaining = m.startedAt + LIFETIME_MS - at;
  if (remaining <= 0) return close(m, 'EXPIRED', 'no evidence within 30 days');
  const ms = Math.min(READ_SCHEDULE_MS[Math.min(m.scheduledReads, READ_SCHEDULE_MS.length - 1)]!, remaining);
  const until = iso(at + ms);
  return to(
    { ...m, status: { ...m.status, nextCheckAt: until }, step: { at: 'waiting' } },
    { kind: 'wait', ms, until },
  );
}

/** The draft stays pending until the denial or expiry is stored: signals meanwhile are still queued, never weighed. */
function close(m: RefundMachine, state: Closed, reason: string): Transition {
  return to({ ...m, step: { at: 'closing', to: state } }, { kind: 'close', state, reason });
}

function finish(m: RefundMachine, state: RefundMachine['status']['state']): Transition {
  return to(
    { ...m, status: { ...m.status, nextCheckAt: null }, step: { at: 'decided' } },
    { kind: 'finish', state },
  );
}
