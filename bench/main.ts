import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { copyRequestSchema, buildCopyBrief } from '../contract/copy';
import { createSql } from '../db/client';
import { createAccount, createKey } from '../db/provisioning';
import { newId } from '../lib/ids';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';
import { composeFromFacts } from '../providers/text/facts-composer';
import { checkVariants } from '../providers/text/checks';
import { startFreshStack } from '../scripts/stack/fresh-stack';
import { freePort, StopList } from '../scripts/stack/processes';
import { ROOT, startApi, startWorker } from '../scripts/stack/services';
import { startCluster } from '../scripts/stack/cluster';
import { COPY_BODY, copyAgainstFloor, formatFloorComparison, type FloorComparison } from './floor';
import { composerTimes, formatWorkerTimes } from './composer';
import { formatStats, measure } from './stats';
import { imageRenderTimes } from './images';
import { speechRealTimeFactors } from './speech';
import { uploadValidationTimes } from './uploads';
import { templateBench } from './templates';
import { campaignBench } from './campaigns';
import { adLibraryBench, websiteExtractionTimes } from './ad-library';
import { startSlowGemini } from './fake-gemini';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { printWebhookBench, webhookBench } from './webhooks';

const DIR = path.join(ROOT, '.data', 'bench');
const SECRETS_KEY = randomBytes(32).toString('hex');
const BODY = COPY_BODY;
const N1 = Number(process.env.BENCH_REQUESTS_1 ?? 200);
const N16 = Number(process.env.BENCH_REQUESTS_16 ?? 800);
/** BENCH_ONLY=floor: only copy against the floor on both topologies (a quicker run while tuning). */
const ONLY_FLOOR = process.env.BENCH_ONLY === 'floor';
/** BENCH_ONLY=campaign: only the campaign against its parts, local engines and networked stand-in. */
const ONLY_CAMPAIGN = process.env.BENCH_ONLY === 'campaign';
/** BENCH_ONLY=webhooks: only webhook deliveries and what emitting an event adds to a billable request. */
const ONLY_WEBHOOKS = process.env.BENCH_ONLY === 'webhooks';

function printComparisons(list: FloorComparison[]): void {
  console.log('\nBillable copy against the Temporal floor, per topology');
  for (const c of list) console.log(formatFloorComparison(c, formatStats));
}

/**
 * The production topology (APIs behind the balancer, workers, the real Temporal server on PostgreSQL) on a
 * database of its own; the dev topology's processes stay up, idle, meanwhile (counted apart as "idle …").
 */
async function productionComparison(
  env: NodeJS.ProcessEnv,
  stops: StopList,
  size: { apis: number; workers: number },
  idle: Record<string, number>,
): Promise<FloorComparison> {
  // Its own database and server; the default task queue.
  const rest = Object.fromEntries(
    Object.entries(env).filter(
      ([k]) => !['DATABASE_URL', 'TEMPORAL_ADDRESS', 'TEMPORAL_TASK_QUEUE'].includes(k),
    ),
  );
  const plural = (n: number, what: string) => `${n} ${what}${n > 1 ? 's' : ''}`;
  const cluster = await startCluster({
    dir: path.join(DIR, `cluster-${size.apis}-${size.workers}`),
    fresh: true,
    logs: true,
    env: rest,
    ...size,
  });
  stops.add(cluster.stop); // an interrupt stops it too; stopping twice is harmless
  try {
    const sql = createSql(cluster.databaseUrl, 2);
    const account = await createAccount(sql, 'bench', 10_000_000);
    const { key } = await createKey(sql, account.id);
    await sql.end({ timeout: 5 });
    return await copyAgainstFloor({
      label: `Production topology: temporal-server on PostgreSQL, ${plural(size.apis, 'API')} behind the balancer, ${plural(size.workers, 'worker')}`,
      temporalAddress: cluster.temporalAddress,
      processes: () => ({
        ...Object.fromEntries(Object.entries(idle).map(([name, pid]) => [`idle ${name}`, pid])),
        ...Object.fromEntries(
          [
            cluster.temporal,
            ...cluster.apis,
            ...cluster.workers,
            ...(cluster.postgres ? [cluster.postgres] : []),
          ]
            .filter((m) => m.service?.child.pid)
            .map((m) => [m.name, m.service!.child.pid!]),
        ),
      }),
      apiUrl: cluster.apiUrl,
      key,
      n1: N1,
      n16: N16,
    });
  } finally {
    await cluster.stop();
  }
}

type CampaignRun = Awaited<ReturnType<typeof campaignBench>>;

/** The campaign against its stand-alone parts: on the local engines, then with a networked image and speech. */
async function campaignRuns(
  env: NodeJS.ProcessEnv,
  key: string,
  apiPort: number,
  logsDir: string,
  stops: StopList,
): Promise<{ campaigns: CampaignRun; networked: CampaignRun }> {
  const campaigns = await campaignBench({
    apiUrl: `http://127.0.0.1:${apiPort}`,
    key,
    count: Number(process.env.BENCH_CAMPAIGNS ?? 30),
  });
  // The same comparison where image and speech wait on a networked provider (a Gemini stand-in, 400 ms each).
  const slow = await startSlowGemini(400);
  stops.add(slow.close);
  const netPort = await freePort();
  const netEnv = { ...env, ...slow.env, GEMINI_BASE_URL: slow.url, TEMPORAL_TASK_QUEUE: 'bench-networked' };
  const netWorker = await startWorker(netEnv, path.join(logsDir, 'worker-networked.log'));
  stops.add(() => netWorker.stop());
  const netApi = await startApi(netEnv, path.join(logsDir, 'api-networked.log'), netPort);
  stops.add(() => netApi.stop());
  const networked = await campaignBench({
    apiUrl: `http://127.0.0.1:${netPort}`,
    key,
    count: Number(process.env.BENCH_CAMPAIGNS ?? 30),
    prefix: 'net',
  });
  return { campaigns, networked };
}

function printCampaigns(campaigns: CampaignRun, networked: CampaignRun): void {
  const cp = (s: { p50: number; p95: number }) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;
  const parts = (r: CampaignRun) =>
    `copy ${r.parts.copy.toFixed(1)} ms + slower of image ${r.parts.image.toFixed(1)} ms and speech ${r.parts.speech.toFixed(1)} ms = ${r.criticalPath.toFixed(1)} ms`;
  console.log('\nCampaign with image and speech (local engines), end to end, 1 client');
  console.log(`  campaign                         ${cp(campaigns.campaign)}`);
  console.log(`  copy + image + speech, in a row  ${cp(campaigns.separate)}`);
  const faster = campaigns.campaign.p50 < campaigns.separate.p50;
  console.log(
    `  campaign / sum                   ${(campaigns.campaign.p50 / campaigns.separate.p50).toFixed(2)}x at p50 (target: below 1x) ${faster ? 'MET' : 'NOT MET'}`,
  );
  console.log(`  critical path (stand-alone p50s) ${parts(campaigns)}`);
  console.log(
    `  campaign / critical path         ${(campaigns.campaign.p50 / campaigns.criticalPath).toFixed(2)}x at p50`,
  );
  console.log('Campaign with image and speech on a networked provider that answers in 400 ms, 1 client');
  console.log(`  campaign                         ${cp(networked.campaign)}`);
  console.log(`  copy + image + speech, in a row  ${cp(networked.separate)}`);
  console.log(
    `  campaign / sum                   ${(networked.campaign.p50 / networked.separate.p50).toFixed(2)}x at p50 (target: below 1x) ${networked.campaign.p50 < networked.separate.p50 ? 'MET' : 'NOT MET'}`,
  );
  console.log(`  critical path (stand-alone p50s) ${parts(networked)}`);
  const ratio = networked.campaign.p50 / networked.criticalPath;
  console.log(
    `  campaign / critical path         ${ratio.toFixed(2)}x at p50 (target: at most 1.15x) ${ratio <= 1.15 ? 'MET' : 'NOT MET'}`,
  );
}

/** End-to-end copy generation on the embedded stack, and the same writes in one transaction without Temporal. */
async function main() {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const stops = new StopList();
  stops.stopOnSignals();
  try {
    const fresh = await startFreshStack(DIR);
    stops.add(fresh.stop);
    const apiPort = await freePort();
    const sql = createSql(fresh.databaseUrl, 20);
    stops.add(() => sql.end({ timeout: 5 }));
    const env = {
      DATABASE_URL: fresh.databaseUrl,
      TEMPORAL_ADDRESS: fresh.temporalAddress,
      TEMPORAL_TASK_QUEUE: 'bench',
      WORKFLOW_BUNDLE_PATH: fresh.bundlePath,
      CURSOR_SECRET: 'bench-secret-bench-secret-0123456789',
      LOG_LEVEL: 'warn',
      // The limiter still runs (its write is part of every request); the quota is just out of reach.
      RATE_LIMIT_BILLABLE_PER_MINUTE: '1000000',
      RATE_LIMIT_READ_PER_MINUTE: '1000000',
      SECRETS_KEY: SECRETS_KEY,
    };
    // The dev worker's metrics (its own and the Temporal SDK's) time the copy activity where it runs.
    const metricsPorts = { worker: await freePort(), temporal: await freePort() };
    const worker = await startWorker(
      {
        ...env,
        WORKER_METRICS_PORT: String(metricsPorts.worker),
        TEMPORAL_METRICS_ADDRESS: `127.0.0.1:${metricsPorts.temporal}`,
      },
      path.join(fresh.logsDir, 'worker.log'),
    );
    stops.add(() => worker.stop());
    const api = await startApi(env, path.join(fresh.logsDir, 'api.log'), apiPort);
    stops.add(() => api.stop());

    const account = await createAccount(sql, 'bench', 10_000_000);
    const { key } = await createKey(sql, account.id);
    const webhookRun = () =>
      webhookBench({
        env,
        sql,
        secretsKey: SECRETS_KEY,
        logsDir: fresh.logsDir,
        stops,
        deliveries: Number(process.env.BENCH_WEBHOOKS ?? 400),
        requests: Number(process.env.BENCH_WEBHOOK_REQUESTS ?? 200),
      });
    if (ONLY_WEBHOOKS) {
      printWebhookBench(await webhookRun());
      return;
    }
    if (ONLY_CAMPAIGN) {
      const { campaigns, networked } = await campaignRuns(env, key, apiPort, fresh.logsDir, stops);
      printCampaigns(campaigns, networked);
      return;
    }
    // Copy against the floor on each server: the dev server first, then the production topology.
    const devComparison = await copyAgainstFloor({
      label: 'Dev topology: Temporal dev server (SQLite), 1 API, 1 worker',
      temporalAddress: fresh.temporalAddress,
      processes: () => ({ ...fresh.pids, api: api.child.pid ?? 0, worker: worker.child.pid ?? 0 }),
      apiUrl: `http://127.0.0.1:${apiPort}`,
      key,
      n1: N1,
      n16: N16,
      workerMetrics: {
        worker: `http://127.0.0.1:${metricsPorts.worker}/metrics`,
        temporal: `http://127.0.0.1:${metricsPorts.temporal}/metrics`,
      },
    });
    const idle = { ...fresh.pids, api: api.child.pid ?? 0, worker: worker.child.pid ?? 0 };
    const production = await productionComparison(env, stops, { apis: 2, workers: 2 }, idle);
    // The same server with one API and one worker: on 2 cores, what the second pair of processes costs.
    const productionSmall = await productionComparison(env, stops, { apis: 1, workers: 1 }, idle);
    const comparisons = [devComparison, production, productionSmall];
    if (ONLY_FLOOR) {
      printComparisons(comparisons);
      return;
    }

    // Baseline: the same key claim, record, debit, generation and terminal write in one transaction.
    const input = copyRequestSchema.parse(BODY);
    const baseline = async () => {
      const requestId = newId('req');
      await sql.begin(async (tx) => {
        await tx`insert into idempotency_keys (account_id, key, request_hash, request_id, expires_at)
                 values (${account.id}, ${requestId}, ${sha256Hex(canonicalJson(BODY))}, ${requestId}, now() + interval '30 days')`;
        await tx`insert into requests (id, account_id, operation, resource_id, idempotency_key, request_hash, input, credits, expires_at)
                 values (${requestId}, ${account.id}, 'copy', ${newId('cpy')}, ${requestId}, 'h', ${tx.json(input as never)}, 2, now() + interval '30 days')`;
        const [acct] = await tx<
          { balance: number }[]
        >`update accounts set balance = balance - 2 where id = ${account.id} and balance >= 2 returning balance`;
        await tx`insert into ledger_entries (account_id, kind, credits, request_id, part, entry_key, balance_after)
                 values (${account.id}, 'debit', 2, ${requestId}, 'main', ${`debit:${requestId}:main`}, ${acct!.balance})`;
        const brief = buildCopyBrief(input, null);
        const checked = checkVariants(brief, composeFromFacts(brief));
        await tx`update requests set status = 'completed', http_status = 201, response_body = ${JSON.stringify(checked)},
                 credits_charged = 2, completed_at = now() where id = ${requestId}`;
      });
    };
    const templates = await templateBench({
      apiUrl: `http://127.0.0.1:${apiPort}`,
      key,
      accountId: account.id,
      sql,
      secrets: createSecretBox(parseSecretsKey(SECRETS_KEY)),
      count: Number(process.env.BENCH_TEMPLATES ?? 100),
    });
    const { campaigns, networked } = await campaignRuns(env, key, apiPort, fresh.logsDir, stops);
    const webhooks = await webhookRun();
    const base1 = await measure(1, N1, baseline);
    const base16 = await measure(16, N16, baseline);

    // Last: it loads 100,000 ads, clusters and removes them, which would disturb the measurements above.
    const adLibrary = await adLibraryBench({
      apiUrl: `http://127.0.0.1:${apiPort}`,
      key,
      sql,
      requests: Number(process.env.BENCH_SEARCHES ?? 400),
      largeSize: Number(process.env.BENCH_CATALOG_SIZE ?? 100_000),
    });

    console.log(
      '\nLocal composer (compose + content checks), every framework x platform; target < 5 ms per variant',
    );
    for (const { dialect, msPerVariant } of composerTimes()) {
      console.log(
        `  ${dialect.padEnd(12)} ${msPerVariant.toFixed(3)} ms per variant ${msPerVariant < 5 ? 'MET' : 'NOT MET'}`,
      );
    }
    // The same engine where it runs: the copy activity in the dev topology's worker, during the runs above.
    if (devComparison.inWorker) {
      console.log('Where it runs: the copy activity in the worker (dev topology), as its metrics time it');
      console.log(formatWorkerTimes('  1 client:  ', devComparison.inWorker.c1, devComparison.copy1.mean));
      console.log(formatWorkerTimes('  16 clients:', devComparison.inWorker.c16, devComparison.copy16.mean));
    }
    const up = uploadValidationTimes();
    console.log('\nUpload validation (in process)');
    console.log(`  URL vetting          ${up.vetUrlUs.toFixed(1)} µs`);
    console.log(
      `  image identification ${up.sniffUs.toFixed(1)} µs for a ${(up.bytes / 1e6).toFixed(1)} MB PNG (header walk, no decode)`,
    );
    console.log(
      '\nLocal image render (plan + SVG + rasterize + PNG), 1:1, every type and style, half with Arabic text; target 1K < 150 ms',
    );
    for (const { resolution, p50, max } of imageRenderTimes()) {
      const verdict = resolution === '1K' ? (p50 < 150 ? ' MET' : ' NOT MET') : '';
      console.log(`  ${resolution.padEnd(4)} p50 ${p50.toFixed(1)} ms, worst ${max.toFixed(1)} ms${verdict}`);
    }
    console.log(
      '\nLocal speech (eSpeak NG WASM, one instantiation per request); target faster than 20x real time',
    );
    for (const { language, rtf, audioSeconds } of await speechRealTimeFactors()) {
      console.log(
        `  ${language}  ${rtf.toFixed(1)}x real time (${audioSeconds.toFixed(1)} s of audio) ${rtf > 20 ? 'MET' : 'NOT MET'}`,
      );
    }
    console.log('\nAd-library search over HTTP, a mix of Arabic and English briefs, keywords and filters');
    const sm = (s: { p50: number; p95: number }) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;
    console.log(
      `  bundled catalog (${adLibrary.catalogSize} ads)    1 client ${sm(adLibrary.bundled.one)}; 4 clients ${sm(adLibrary.bundled.four)}, ${adLibrary.bundled.four.rps.toFixed(0)} req/s`,
    );
    console.log(
      `  ${adLibrary.large.size} synthetic ads (loaded in ${adLibrary.large.loadSeconds.toFixed(0)} s)  1 client ${sm(adLibrary.large.one)} (target: p50 < 20 ms) ${adLibrary.large.one.p50 < 20 ? 'MET' : 'NOT MET'}; 4 clients ${sm(adLibrary.large.four)}, ${adLibrary.large.four.rps.toFixed(0)} req/s`,
    );
    for (const q of adLibrary.large.perQuery)
      console.log(
        `    p50 ${q.p50.toFixed(1).padStart(6)} ms  ${decodeURIComponent(q.query.replace(/\+/g, ' '))}`,
      );
    const site = websiteExtractionTimes();
    console.log(
      `\nWebsite context: decode + parse + extract a ${(site.bytes / 1024 / 1024).toFixed(1)} MB page in process: p50 ${site.p50.toFixed(1)} ms, worst ${site.max.toFixed(1)} ms`,
    );
    console.log('\nMessaging-template drafts, end to end, 4 clients');
    const ms = (s: { p50: number; p95: number }) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;
    console.log(`  draft creation      ${ms(templates.drafts)}, ${templates.drafts.rps.toFixed(1)} req/s`);
    console.log(
      `  outcome report      ${ms(templates.reports)}, ${templates.reports.rps.toFixed(1)} req/s (each starts a refund workflow)`,
    );
    console.log(
      `  webhook intake      ${templates.webhook.batchesPerSecond.toFixed(1)} signed batches/s of ${templates.webhook.changesPerBatch} changes = ${templates.webhook.changesPerSecond.toFixed(0)} changes/s (p50 ${templates.webhook.p50.toFixed(1)} ms a batch, half signalling workflows)`,
    );
    printCampaigns(campaigns, networked);
    printWebhookBench(webhooks);
    console.log(
      'Baseline: the same ledger and record writes in one PostgreSQL transaction, no Temporal, no HTTP',
    );
    console.log(formatStats('  baseline, 1 client', base1));
    console.log(formatStats('  baseline, 16 clients', base16));
    printComparisons(comparisons);
  } finally {
    await stops.stopAll();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
