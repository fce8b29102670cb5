import {
  ActivityFailure,
  ApplicationFailure,
  condition,
  proxyActivities,
  setHandler,
  setWorkflowOptions,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import { REFUND_STATE } from '../contract/search-attributes';
import {
  DRAFT_NOT_AWAITING,
  denySignal,
  refundStatusQuery,
  triggerSignal,
  verifySignal,
  type RefundVerificationArgs,
  type RefundVerificationStatus,
} from './refund-messages';
import type { RefundState } from '../contract/templates';
import { begin, next, type Command, type RefundEvent } from './refund-transitions';

// The platform read waits on the network; the database reads and writes answer in milliseconds, so a worker that
// dies holding one is noticed after seconds, not after a minute.
const { readPlatformTemplate } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
});
const { platformEvidence, closeTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});
// The refund itself retries until it lands: verified evidence must never lose its refund.
const { settleTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * Waits durably for evidence the partner cannot forge about a reported rejection: the status the service reads
 * from the platform itself (on a schedule, and at once when a signed status change names the template), or an
 * administrator's decision. Refunds the draft's cost exactly once when verified, denies on contrary evidence,
 * expires after 30 days without any. Neither a report nor a status change moves credits.
 *
 * What to do is decided by `next` (refund-transitions.ts); this function only turns signals, timers and activity
 * results into its events and performs its commands, one at a time. Signal handlers only queue: a raw
 * `temporal workflow signal` can do no more than the admin CLI, and a forged trigger no more than ask for a
 * status read. Replay hazard: workflows written by older code replay on this one, so the commands (activities,
 * timers, the search-attribute upsert) must come in the order the histories hold (test/unit/history-replay.test.ts);
 * a change to them ships as a new workflow type, never behind a patch (decision 028). The history stays bounded
 * without continuing as new: the service sends a run at most TRIGGERS_PER_VERIFICATION triggers (decision 031).
 */
export async function refundVerificationWorkflow(
  args: RefundVerificationArgs,
): Promise<RefundVerificationStatus> {
  const started = begin(args, Date.now());
  let machine = started.state;
  const apply = (event: RefundEvent): Command[] => {
    const transition = next(machine, event);
    machine = transition.state;
    return transition.effects;
  };
  setHandler(triggerSignal, (trigger) => void apply({ type: 'trigger', trigger }));
  setHandler(verifySignal, (input) => void apply({ type: 'verify', input }));
  setHandler(denySignal, (input) => void apply({ type: 'deny', input }));
  setHandler(refundStatusQuery, () => machine.status);

  async function perform(command: Command): Promise<Command[]> {
    switch (command.kind) {
      case 'loadStoredTriggers': {
        // Status changes for the template stored since the draft was made, before the workflow listened. The read
        // first checks that the draft awaits verification with the run's details: a run started by hand for a draft
        // that is decided, never reported or gone ends here doing nothing (decision 030).
        const at = Date.now();
        try {
          const triggers = await platformEvidence({
            // Always a string: an input without one (made by hand) must be checked, not read as a release's before
            // the check, whose attempts carry no draft id.
            draftId: args.draftId ?? '',
            accountId: args.accountId,
            platformTemplateId: args.platformTemplateId,
            payloadHash: args.payloadHash,
            since: args.draftCreatedAt ?? null,
          });
          return apply({ type: 'storedTriggers', triggers, at: Date.now() });
        } catch (err) {
          const state = refusedAs(err);
          if (state === null) throw err;
          return apply({ type: 'startRefused', state, at });
        }
      }
      case 'readStatus': {
        const read = await readPlatformTemplate({
          accountId: args.accountId,
          platformTemplateId: args.platformTemplateId,
        });
        return apply({ type: 'statusRead', read, at: Date.now() });
      }
      case 'refund': {
        const { evidenceKey, evidence } = command;
        const settled = await settleTemplateRefund({ draftId: args.draftId, evidenceKey, evidence });
        return apply({ type: 'refundSettled', settled, at: Date.now() });
      }
      case 'close':
        await closeTemplateRefund({ draftId: args.draftId, state: command.state, reason: command.reason });
        return apply({ type: 'closed', at: Date.now() });
      case 'wait': {
        // A durable timer: a queued signal ends the wait early; otherwise a scheduled read (or the expiry) is due.
        const signalled = await condition(() => machine.inbox.length > 0, command.ms);
        return apply({ type: 'waitEnded', by: signalled ? 'signal' : 'timer', at: Date.now() });
      }
      case 'finish':
        upsertSearchAttributes([{ key: REFUND_STATE, value: command.state }]);
        return [];
    }
  }

  // One command at a time, each result fed back before the next: the order of the history. (Date.now() is the
  // workflow task's time, the same on replay.)
  for (const queue = started.effects; queue.length > 0;) queue.push(...(await perform(queue.shift()!)));
  return machine.status;
}
/** The draft's state when the first read refused the run (its draft is not awaiting verification), else null. */
function refusedAs(err: unknown): RefundState | null {
  const cause = err instanceof ActivityFailure ? err.cause : null;
  if (!(cause instanceof ApplicationFailure) || cause.type !== DRAFT_NOT_AWAITING) return null;
  const [state] = (cause.details ?? []) as RefundState[];
  return state ?? 'NONE';
}

// A refund waits up to 30 days: it moves to the current worker build instead of holding an old one up (decision 028).
setWorkflowOptions({ versioningBehavior: 'AUTO_UPGRADE' }, refundVerificationWorkflow);
