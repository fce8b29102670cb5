import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker, type WorkflowBundle } from '@temporalio/worker';
import { historyFromJSON } from '../helpers/history-json';

/*
 * Workflows running when new workflow code ships replay on it: a refund waits for days, a campaign runs for
 * seconds. These histories were written by the workflow code of the time (scripts/record-refund-histories.ts and
 * scripts/record-campaign-histories.ts, run before the change); the code of this checkout must replay every one
 * of them command for command. A family's minimum keeps a fixture from going missing unnoticed.
 */
const DIR = path.resolve(__dirname, '..', 'fixtures', 'histories');
const FAMILIES = {
  // refundVerificationWorkflow before it drove next(state, event), decision 018: every outcome, some waiting.
  refund: { pattern: /^refund-.+\.json$/, minimum: 23 },
  // campaignWorkflow before the critical path (no patch marker), decision 019: its copy, image, speech and
  // template children too, and a campaign still drawing its image.
  'campaign-legacy': { pattern: /^campaign-legacy-.+\.json$/, minimum: 25 },
  // campaignWorkflow on its critical path before its voice-over script: the speech part read the first variant.
  'campaign-before-voice-over': { pattern: /^campaign-before-voice-over-.+\.json$/, minimum: 9 },
  // campaignWorkflow on its critical path: every part an activity of the campaign.
  campaign: { pattern: /^campaign-(?!legacy-|before-voice-over-).+\.json$/, minimum: 9 },
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

it.each(FIXTURES)('replays %s with the same commands in the same order', async (file) => {
  const history = historyFromJSON(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')));
  await expect(
    Worker.runReplayHistory({ workflowBundle }, history, file.replace(/\.json$/, '')),
  ).resolves.toBeUndefined();
});
