import { buildCopyBrief, copyRequestSchema } from '../contract/copy';
import { COPY_DIALECTS, COPY_FRAMEWORKS, PLATFORMS } from '../contract/enums';
import { checkVariants } from '../providers/text/checks';
import { composeFromFacts } from '../providers/text/facts-composer';

const ARABIC =
  'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق. توصيل مجاني للطلبات فوق 100 ريال.';
const ENGLISH =
  'Specialty coffee roasted daily in Riyadh. 20% off your first order in the app. Free delivery over 100 SAR.';

/**
 * Milliseconds per variant, composition plus the content checks, over every framework and platform: the function
 * alone, in this process. What it costs where it runs, inside the worker's copy activity, is `workerTimes` below.
 */
export function composerTimes(rounds = 20): Array<{ dialect: string; msPerVariant: number }> {
  return [...COPY_DIALECTS, 'english' as const].map((dialect) => {
    const english = dialect === 'english';
    const briefs = COPY_FRAMEWORKS.flatMap((framework) =>
      PLATFORMS.map((platform) =>
        buildCopyBrief(
          copyRequestSchema.parse({
            description: english ? ENGLISH : ARABIC,
            output_language: english ? 'en' : 'ar',
            ...(english ? {} : { dialect }),
            framework,
            platform,
            required_keywords: [english ? '20% off' : 'خصم 20%'],
          }),
          null,
        ),
      ),
    );
    let variants = 0;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const brief of briefs) {
        const drafts = composeFromFacts(brief);
        checkVariants(brief, drafts);
        variants += drafts.length;
      }
    }
    return { dialect, msPerVariant: (performance.now() - started) / variants };
  });
}

/** Sums and counts, since the worker started, of what its metrics time on the local copy path. */
export interface WorkerTimes {
  /** The copy activity (settleCopyLocally: debit, compose, checks, store, one transaction), as Temporal times it. */
  activity: { count: number; ms: number };
  /** The composer's calls inside it (composeCopy), as the worker's provider histogram times them. */
  composer: { count: number; ms: number };
  /** Workflow tasks of the copy workflow, the local activity included (it runs inside its workflow task). */
  workflowTask: { count: number; ms: number };
}

/** The sum and count of a Prometheus histogram's series whose labels include every one of `labels`. */
function histogram(text: string, name: string, labels: string[], scale: number) {
  const total = (suffix: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}_${suffix}{`) && labels.every((l) => line.includes(l)))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { count: total('count'), ms: total('sum') * scale };
}

/**
 * Scrapes the worker's two metrics endpoints: its own (WORKER_METRICS_PORT, seconds) and the Temporal SDK's
 * (TEMPORAL_METRICS_ADDRESS, milliseconds).
 */
export async function workerTimes(urls: { worker: string; temporal: string }): Promise<WorkerTimes> {
  const [own, temporal] = await Promise.all(
    [urls.worker, urls.temporal].map(async (url) => (await fetch(url)).text()),
  );
  return {
    activity: histogram(
      temporal!,
      'temporal_local_activity_execution_latency',
      ['activity_type="settleCopyLocally"'],
      1,
    ),
    composer: histogram(
      own!,
      'cgs_provider_call_duration_seconds',
      ['kind="text"', 'method="composeCopy"'],
      1000,
    ),
    workflowTask: histogram(
      temporal!,
      'temporal_workflow_task_execution_latency',
      ['workflow_type="localCopyWorkflow"'],
      1,
    ),
  };
}

/** Mean milliseconds per call of each timed part between two scrapes. */
export function meanWorkerTimes(before: WorkerTimes, after: WorkerTimes) {
  const mean = (k: keyof WorkerTimes) => {
    const count = after[k].count - before[k].count;
    return count > 0 ? (after[k].ms - before[k].ms) / count : NaN;
  };
  return { activity: mean('activity'), composer: mean('composer'), workflowTask: mean('workflowTask') };
}

export type MeanWorkerTimes = ReturnType<typeof meanWorkerTimes>;

/** The local copy path as it ran in the worker, against the request's mean latency end to end. */
export function formatWorkerTimes(label: string, t: MeanWorkerTimes, requestMeanMs: number): string {
  const share = (ms: number) => `${((100 * ms) / requestMeanMs).toFixed(0)}%`;
  return (
    `${label} copy activity ${t.activity.toFixed(1)} ms (${share(t.activity)} of the request's mean ` +
    `${requestMeanMs.toFixed(1)} ms), the composer inside it ${t.composer.toFixed(1)} ms (${share(t.composer)}); ` +
    `its workflow task ${t.workflowTask.toFixed(1)} ms`
  );
}
