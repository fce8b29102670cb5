/**
 * Records histories of `campaignWorkflow` (and of its children in some scenarios) as the workflow code of the
 * checkout this file sits in writes them, into test/fixtures/histories/<prefix>-<scenario>.json, for the replay
 * test (test/unit/history-replay.test.ts). A child's history is <prefix>-<scenario>.<part>.json.
 *
 * A campaign finishes on the worker build that started it (decision 028): its histories hold the code to itself
 * (a worker restart or a cache eviction replays them). After a change to the campaign workflow, run it here with
 * no options to record the current code as campaign-<scenario>.json again, and commit them.
 *
 * It imports only what every release has had (the workflows' index, contract/campaigns, contract/templates,
 * contract/dialects; activity types, which vanish at run time), so that it runs on older checkouts too.
 * Temporal's time-skipping test server and in-memory activities: what the activities answered is part of the
 * history; how they came to answer it is not.
 */
import { readCampaignBrief } from '../api/admission/brief-reading';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowNotFoundError, type WorkflowHandle } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import type { Activities } from '../activities';
import { campaignRequestSchema, planCampaign } from '../contract/campaigns';
import { resolveDialect } from '../contract/dialects';
import { campaignTemplateLanguage } from '../contract/templates';
import { historyToJSON } from '../test/helpers/history-json';
import { campaignWorkflow } from '../workflows';

const ROOT = path.resolve(__dirname, '..');
const TEST_SERVER = path.join(ROOT, '.tools', 'temporal-test-server', 'bin', 'temporal-test-server');
const TASK_QUEUE = 'campaign-histories';
const STARTING_BALANCE = 500;

type Part = 'debit' | 'copy' | 'image' | 'speech';
type Input<K extends keyof Activities> = Parameters<Activities[K]>[0];
// Loose results: the shapes of these answers changed between releases (completeRequest returned nothing before
// decision 019); the workflow stores them whole, so any plausible shape records the same commands.
type Fake<K extends keyof Activities> = (input: Input<K>) => Promise<unknown>;
type EventType = temporal.api.enums.v1.EventType;
const EVENT = temporal.api.enums.v1.EventType;

/** What each request's fakes do differently: the parts that fail, and an image that waits behind a gate. */
const failing = new Map<string, Set<Part>>();
const imageGates = new Map<string, { entered: boolean; opened: Promise<void> }>();
const balances = new Map<string, number>();

const failure = (part: Part, requestId: string) => {
  if (!failing.get(requestId)?.has(part)) return;
  const [type, message] = {
    debit: ['insufficient_credits', `The account has 3 credits; this request needs more.`],
    copy: ['content_rejected', 'The generated copy did not pass the content policy.'],
    image: ['provider_error', 'The image provider answered HTTP 400.'],
    speech: ['provider_error', 'The speech provider answered HTTP 400.'],
  }[part];
  throw ApplicationFailure.create({ type, message, nonRetryable: true });
};

const move = (accountId: string, credits: number) => {
  const balance = (balances.get(accountId) ?? STARTING_BALANCE) + credits;
  balances.set(accountId, balance);
  return { credits: Math.abs(credits), balance_after: balance };
};

const usage = (u: { credits: number; balance_after: number }) => ({
  credits_used: u.credits,
  balance_after: u.balance_after,
});

const debitCredits: Fake<'debitCredits'> = async (m) => {
  failure('debit', m.requestId);
  return move(m.accountId, -m.credits);
};
const refundCredits: Fake<'refundCredits'> = async (m) => move(m.accountId, m.credits);
const completeRequest: Fake<'completeRequest'> = async (done) => JSON.stringify(done.body);
const failRequest: Fake<'failRequest'> = async ({ problem }) => JSON.stringify(problem);

const generateCopy: Fake<'generateCopy'> = async ({ requestId, resourceId, request, usage: u }) => {
  failure('copy', requestId);
  const { dialect, dialect_source } = resolveDialect(
    request.output_language,
    request.dialect,
    request.market,
  );
  const lines = [
    ['قهوتك المختصة تنتظرك، محمصة اليوم في الرياض. اطلب الحين', 'freshness'],
    ['من المحمصة لكوبك بنفس اليوم: طعم ما تلقاه بأي مكان. اطلب الحين', 'origin'],
    ['صباحك يستاهل حبوب محمصة اليوم. جرّبها واطلب الحين', 'routine'],
  ];
  return {
    id: resourceId,
    object: 'copy_generation',
    status: 'completed',
    request_id: requestId,
    external_id: null,
    external_customer_id: null,
    metadata: {},
    type: request.type,
    output_language: request.output_language,
    market: request.market ?? null,
    dialect,
    dialect_source,
    platform: request.platform,
    variants: lines.map(([content, angle], i) => ({
      index: i + 1,
      content,
      angle,
      call_to_action: request.call_to_action ?? null,
      recommended: i === 0,
      keyword_compliance: { passed: true, matched_required: [], missing_required: [], matched_excluded: [] },
    })),
    keyword_policy: { preferred: [], required: [], excluded: [], enforced: true },
    controls: {
      count: 3,
      max_characters: null,
      framework: null,
      audience: null,
      target_audience: null,
      tone: request.tone ?? null,
      call_to_action: request.call_to_action ?? null,
      brand_profile_id: null,
    },
    engine_version: 'recorded-1',
    usage: usage(u),
    saved_to: 'api_request',
  };
};

const generateImage: Fake<'generateImage'> = async ({ requestId, resourceId, request, usage: u }) => {
  const gate = imageGates.get(requestId);
  if (gate) {
    gate.entered = true;
    await gate.opened;
  }
  failure('image', requestId);
  return {
    id: resourceId,
    object: 'image_generation',
    request_id: requestId,
    status: 'completed',
    output_language: request.output_language,
    image: {
      url: `https://media.example/${resourceId}.png`,
      mime_type: 'image/png',
      width: 1024,
      height: 1024,
    },
    aspect_ratio: request.aspect_ratio,
    text_policy: { mode: 'model', content: request.overlay_text ?? null, translated: false },
    engine_version: 'recorded-1',
    usage: usage(u),
    saved_to: 'api_request',
  };
};

const generateSpeech: Fake<'generateSpeech'> = async ({ requestId, resourceId, request, usage: u }) => {
  failure('speech', requestId);
  return {
    id: resourceId,
    object: 'speech_generation',
    request_id: requestId,
    status: 'completed',
    audio: { url: `https://media.example/${resourceId}.wav`, mime_type: 'audio/wav', bytes: 96_000 },
    voice: request.voice ?? 'Kore',
    output_language: request.output_language,
    dialect: request.dialect ?? null,
    fallback_used: false,
    engine_version: 'recorded-1',
    usage: usage(u),
    saved_to: 'api_request',
  };
};

const generateTemplateDraft: Fake<'generateTemplateDraft'> = async (input) => ({
  id: input.resourceId,
  object: 'whatsapp_template_draft',
  request_id: input.requestId,
  status: 'UNSUBMITTED',
  output_language: input.request.output_language,
  market: input.request.market ?? null,
  platform_payload: {
    name: input.request.name,
    language: input.request.language_code,
    category: input.request.category,
    components: [{ type: 'BODY', text: input.core ?? input.request.purpose }],
  },
  payload_hash: 'c'.repeat(64),
  usage: usage(input.usage),
  created_at: '2026-01-01T00:00:00.000Z',
});

const activities = {
  debitCredits,
  refundCredits,
  completeRequest,
  failRequest,
  generateCopy,
  generateImage,
  generateSpeech,
  generateTemplateDraft,
};

const BODY = {
  brief: {
    description: 'قهوة مختصة محمصة يومياً في الرياض',
    offer: 'خصم 20% على أول طلب',
    call_to_action: 'اطلب الحين',
    market: 'SA',
  },
  deliverables: { image: { enabled: true, include_text: true }, speech: { enabled: true } },
};

/** The workflow's arguments as the API builds them (api/routes/campaigns.ts, api/claim-and-run.ts). */
function argsOf(
  name: string,
  body: unknown,
  localGeneration: boolean,
): Parameters<typeof campaignWorkflow>[0] {
  const request = campaignRequestSchema.parse(body);
  const plan = planCampaign(request, readCampaignBrief);
  const key = name
    .replace(/[^a-z0-9]/g, '')
    .padEnd(26, '2')
    .slice(0, 26);
  return {
    requestId: `req_${key}`,
    accountId: `acct_${key}`,
    resourceId: `cmp_${key}`,
    credits: plan.credits,
    input: {
      request,
      plan,
      ids: { copy: `cpy_${key}`, image: `img_${key}`, speech: `spc_${key}`, template: `wtd_${key}` },
      templateLanguage: campaignTemplateLanguage(plan.copy.output_language, plan.copy.market),
    },
    localGeneration,
  };
}

interface Scenario {
  localGeneration: boolean;
  body?: unknown;
  fails?: Part[];
  /** Also record the children's histories (copy and template children exist only in older code). */
  children?: boolean;
  /** Record while the image is still being drawn: every other part done, the workflow waiting on it. */
  imageInFlight?: boolean;
}

const SCENARIOS: Record<string, Scenario> = {
  completed: { localGeneration: false, children: true },
  'completed-local': { localGeneration: true, children: true },
  'image-failed': { localGeneration: false, fails: ['image'], children: true },
  'image-and-speech-failed': { localGeneration: false, fails: ['image', 'speech'] },
  'copy-rejected': { localGeneration: false, fails: ['copy'] },
  'copy-rejected-local': { localGeneration: true, fails: ['copy'] },
  'copy-only': { localGeneration: false, body: { brief: BODY.brief } },
  'insufficient-credits': { localGeneration: false, fails: ['debit'] },
  'image-in-flight': { localGeneration: false, imageInFlight: true, children: true },
};
const PARTS = ['copy', 'image', 'speech', 'template'] as const;

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The image's activity is waiting at its gate, every other part (child workflow or activity) has ended, and the
 * workflow has weighed all of it (its last event a completed workflow task): old code and new alike then wait on
 * the image alone.
 */
async function waitingOnImageAlone(h: WorkflowHandle, requestId: string) {
  const gate = imageGates.get(requestId)!;
  await until(`${requestId} waiting on its image`, async () => {
    if (!gate.entered) return false;
    const events = (await h.fetchHistory()).events ?? [];
    const count = (...types: EventType[]) => events.filter((e) => types.includes(e.eventType!)).length;
    const started = count(EVENT.EVENT_TYPE_CHILD_WORKFLOW_EXECUTION_STARTED);
    const childrenRunning =
      started -
      count(
        EVENT.EVENT_TYPE_CHILD_WORKFLOW_EXECUTION_COMPLETED,
        EVENT.EVENT_TYPE_CHILD_WORKFLOW_EXECUTION_FAILED,
      );
    const activitiesRunning =
      count(EVENT.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED) -
      count(EVENT.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, EVENT.EVENT_TYPE_ACTIVITY_TASK_FAILED);
    return (
      count(EVENT.EVENT_TYPE_START_CHILD_WORKFLOW_EXECUTION_INITIATED) === started &&
      childrenRunning + activitiesRunning === 1 &&
      events.at(-1)?.eventType === EVENT.EVENT_TYPE_WORKFLOW_TASK_COMPLETED
    );
  });
}

// `--out DIR` records elsewhere; `--prefix` names the files; names pick scenarios.
const { values, positionals: only } = parseArgs({
  options: { out: { type: 'string' }, prefix: { type: 'string', default: 'campaign' } },
  allowPositionals: true,
});
const OUT = path.resolve(values.out ?? path.join(ROOT, 'test', 'fixtures', 'histories'));

async function main() {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: TEST_SERVER } },
  });
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: path.join(ROOT, 'workflows'),
    activities,
  });

  const save = async (file: string, h: WorkflowHandle) => {
    const target = path.join(OUT, `${file}.json`);
    writeFileSync(target, historyToJSON(await h.fetchHistory()) + '\n');
    console.log(`recorded ${file}.json (${statSync(target).size} bytes)`);
  };
  const saveChildren = async (name: string, requestId: string) => {
    for (const part of PARTS) {
      const child = env.client.workflow.getHandle(`${requestId}:${part}`);
      try {
        await child.describe();
      } catch (err) {
        if (err instanceof WorkflowNotFoundError) continue;
        throw err;
      }
      await save(`${values.prefix}-${name}.${part}`, child);
    }
  };

  mkdirSync(OUT, { recursive: true });
  await worker.runUntil(async () => {
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      if (only.length > 0 && !only.includes(name)) continue;
      const args = argsOf(name, scenario.body ?? BODY, scenario.localGeneration);
      failing.set(args.requestId, new Set(scenario.fails));
      let open = () => {};
      if (scenario.imageInFlight)
        imageGates.set(args.requestId, { entered: false, opened: new Promise((r) => (open = r)) });

      const h = await env.client.workflow.start(campaignWorkflow, {
        taskQueue: TASK_QUEUE,
        workflowId: args.requestId,
        args: [args],
      });
      if (scenario.imageInFlight) await waitingOnImageAlone(h, args.requestId);
      else console.log(`${name}: ${JSON.stringify(await h.result()).slice(0, 60)}`);
      await save(`${values.prefix}-${name}`, h);
      if (scenario.children) await saveChildren(name, args.requestId);
      open();
      await h.result();
    }
  });
  await env.teardown();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
