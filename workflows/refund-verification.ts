import {
  condition,
  makeContinueAsNewFunc,
  patched,
  proxyActivities,
  setHandler,
  setWorkflowOptions,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import { REFUND_STATE } from '../contract/search-attributes';
import {
  denySignal,
  refundStatusQuery,
  triggerSignal,
  verifySignal,
  type RefundVerificationArgs,
  type RefundVerificationStatus,
} from './refund-messages';
import { begin, carryOn, next, type Carried, type Command, type RefundEvent } from './refund-transitions';

// The platform read waits on the network; the database reads and writes answer in milliseconds, so a worker that
// dies holding one is noticed after seconds, not after a minute.
const { readPlatformTemplate } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
});
const { checkRefundStart, platformEvidence, closeTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});
// The refund itself retries until it lands: verified evidence must never lose its refund.
const { settleTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

// An honest verification writes a few hundred events in 30 days (the schedule's reads, fifty triggered reads at
// most); past this many, or when the server suggests it, the run continues as new at its next wait (decision 031).
export const HISTORY_EVENTS_BEFORE_CONTINUING = 1_000;
// Replay hazard: runs recorded before continuing-as-new existed waited here at any length; only a run that wrote
// this patch's marker continues. Remove the patch once no run of a build without it can be running (30 days).
const CONTINUE_AS_NEW_PATCH = 'refund-continue-as-new';

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
 * timers, the search-attribute upsert) must come in the order the histories hold (test/unit/history-replay.test.ts).
 */
export async function refundVerificationWorkflow(
  args: RefundVerificationArgs,
  carried?: Carried,
): Promise<RefundVerificationStatus> {
  const started = carried === undefined ? begin(args, Date.now()) : carryOn(args, carried, Date.now());
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
        // Status changes for the template stored since the draft was made, before the workflow listened.
        const triggers = await platformEvidence({
          accountId: args.accountId,
          platformTemplateId: args.platformTemplateId,
          since: args.draftCreatedAt ?? null,
        });
        return apply({ type: 'storedTriggers', triggers, at: Date.now() });
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
        if (historyIsLong() && patched(CONTINUE_AS_NEW_PATCH))
          // The next run takes the machine over and waits until the same moment: the status query, the schedule
          // and the expiry go on as if nothing happened. Signals sent meanwhile reach the new run.
          await makeContinueAsNewFunc<typeof refundVerificationWorkflow>({
            typedSearchAttributes: workflowInfo().typedSearchAttributes,
          })(args, { machine, until: command.until });
        // A durable timer: a queued signal ends the wait early; otherwise a scheduled read (or the expiry) is due.
        const signalled = await condition(() => machine.inbox.length > 0, command.ms);
        return apply({ type: 'waitEnded', by: signalled ? 'signal' : 'timer', at: Date.now() });
      }
      case 'finish':
        upsertSearchAttributes([{ key: REFUND_STATE, value: command.state }]);
        return [];
    }
  }

  // A run started by hand for a draft that is not awaiting verification (decided, never reported, gone), or with
  // another draft's details, ends here doing nothing (decision 030). Runs that began before the check replay
  // without it: patched() is false in their histories.
  if (patched('refund-start-check')) {
    const check = await checkRefundStart(args);
    if (!check.pending) {
      upsertSearchAttributes([{ key: REFUND_STATE, value: check.state }]);
      // The query of the closed run answers what the draft is, not the pending state it began with.
      machine = { ...machine, status: { ...machine.status, state: check.state, nextCheckAt: null } };
      return machine.status;
    }
  }

  // One command at a time, each result fed back before the next: the order of the history. (Date.now() is the
  // workflow task's time, the same on replay.)
  for (const queue = started.effects; queue.length > 0;) queue.push(...(await perform(queue.shift()!)));
  return machine.status;
}
/** Long enough to start over: the history's length is that of the last workflow task, the same on replay. */
function historyIsLong(): boolean {
  const info = workflowInfo();
  return info.continueAsNewSuggested || info.historyLength >= HISTORY_EVENTS_BEFORE_CONTINUING;
}

// A refund waits up to 30 days: it moves to the current worker build instead of holding an old one up (decision 028).
setWorkflowOptions({ versioningBehavior: 'AUTO_UPGRADE' }, refundVerificationWorkflow);
