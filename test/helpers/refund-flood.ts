import type { WorkflowHandle } from '@temporalio/client';
import { triggerSignal, type PlatformStatusChange } from '../../workflows/refund-messages';

const BURST = 100;

const otherTemplate = (n: number): PlatformStatusChange => ({
  event: 'REJECTED',
  platformTemplateId: `7${n}`,
  templateName: 'order_shipped',
  templateLanguage: 'ar',
  reason: null,
  dedupeKey: `flood-${n}`,
});

/**
 * Floods a refund verification with status changes for other templates (each only noted) until its history passes
 * its bound and the run continues as new (decision 031), and answers the first run's id. In bursts, each weighed
 * before the next (the run waiting on its timer again with every signal of it in its history): a run cannot
 * continue while signals keep arriving, its attempt is refused and made again with them. The recorder of refund
 * histories and the time-skipping test share it.
 */
export async function floodUntilContinued(h: WorkflowHandle, maxSignals = 3000): Promise<string> {
  const first = (await h.describe()).runId;
  const continued = async () => (await h.describe()).runId !== first;
  const signalsIn = async () => {
    const events = (await h.fetchHistory()).events ?? [];
    const signals = events.filter((e) => e.workflowExecutionSignaledEventAttributes).length;
    return { signals, idle: events.at(-1)?.timerStartedEventAttributes != null };
  };
  const before = (await signalsIn()).signals;
  const run = h.workflowId;
  for (let sent = 0; !(await continued());) {
    if (sent >= maxSignals) throw new Error(`${run} never continued as new after ${sent} signals`);
    await Promise.all(
      Array.from({ length: BURST }, (_, i) => h.signal(triggerSignal, otherTemplate(sent + i))),
    );
    sent += BURST;
    for (let polls = 0; ; polls++) {
      if (await continued()) break;
      const { signals, idle } = await signalsIn();
      if (signals === before + sent && idle) break;
      if (polls > 600) throw new Error(`${run} never weighed its burst of signals`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return first;
}
