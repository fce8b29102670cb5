import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker, type WorkflowBundle } from '@temporalio/worker';
import { historyFromJSON } from '../helpers/history-json';

/*
 * A refund waits for days and moves to new workflow code when it ships (auto-upgrade, decision 028): its histories,
 * written by the workflow code of the time (scripts/record-refund-histories.ts, run before the change), must replay
 * on this checkout command for command. A campaign finishes on the build that started it; its histories
 * (scripts/record-campaign-histories.ts) hold the code to itself. A family's minimum keeps a fixture from going
 * missing unnoticed.
 *
 * Campaign histories of earlier releases (the frozen children-for-all campaign, the campaign before its voice-over
 * script) went with the `campaign-critical-path` patch: only that `patched()` call replayed them (its marker is in
 * some, missing from others). Those releases ran unversioned workers, whose campaigns drain before the upgrade to
 * versioned ones (decision 028, README's operating notes); the current family was recorded again without it.
 */
const DIR = path.resolve(__dirname, '..', 'fixtures', 'histories');
const FAMILIES = {
  // refundVerificationWorkflow before it drove next(state, event), decision 018: every outcome, some waiting; a
  // run of Step 19's code flooded past a thousand events (it must wait on where it waited: nothing continues as
  // new); the current code's one door, its first read refusing a run started by hand (decisions 030 and 031).
  refund: { pattern: /^refund-.+\.json$/, minimum: 28 },
  // campaignWorkflow as this build writes it: pinned to the build that starts it (decision 028), a campaign replays
  // only its own code's histories, after a worker restart or a cache eviction.
  campaign: { pattern: /^campaign-.+\.json$/, minimum: 9 },
};
const FILES = readdirSync(DIR);
const fixturesOf = (family: keyof typeof FAMILIES) => FILES.filter((f) => FAMILIES[family].pattern.test(f));
const FIXTURES = (Object.keys(FAMILIES) as Array<keyof typeof FAMILIES>).flatMap(fixturesOf);

let workflowBundle: WorkflowBundle;
beforeAll(async () => {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  workflowBundle = await bundleWorkflowCode({
    workflowsPath: require.resolve('../../workflows'),
    logger: new DefaultLogger('WARN'),
  });
}, 120_000);

it.each(Object.entries(FAMILIES))('has the recorded %s histories', (family, { minimum }) => {
  expect(fixturesOf(family as keyof typeof FAMILIES).length).toBeGreaterThanOrEqual(minimum);
});

// The sandbox evaluates the bundle's modules again for every workflow run (reuseV8Context keeps only the SDK's own):
// a zod schema built at a module's top level cost every copy request more CPU than the rest of its workflow did
// (decision 034). Workflows import from zod-free contract modules (contract/campaign-run.ts, webhook-retries.ts).
it('bundles the workflows without zod, so that no run builds a schema', () => {
  const modules = [...workflowBundle.code.matchAll(/^\/\*{3}\/ "([^"]+)"/gm)].map((m) => m[1]!);
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.filter((m) => /node_modules\/zod\//.test(m))).toEqual([]);
});

it.each(FIXTURES)('replays %s with the same commands in the same order', async (file) => {
  const history = historyFromJSON(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')));
  await expect(
    Worker.runReplayHistory({ workflowBundle }, history, file.replace(/\.json$/, '')),
  ).resolves.toBeUndefined();
});
