import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker, type WorkflowBundle } from '@temporalio/worker';
import { historyFromJSON } from '../helpers/history-json';

/*
 * Refund workflows wait for days: the ones running when new workflow code ships replay on it. These histories were
 * written by the workflow code of the time (scripts/record-refund-histories.ts, run before the change); the code of
 * this checkout must replay every one of them command for command.
 */
const DIR = path.resolve(__dirname, '..', 'fixtures', 'histories');
const FIXTURES = readdirSync(DIR).filter((f) => /^refund-.+\.json$/.test(f));

let workflowBundle: WorkflowBundle;
beforeAll(async () => {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  workflowBundle = await bundleWorkflowCode({
    workflowsPath: require.resolve('../../workflows'),
    logger: new DefaultLogger('WARN'),
  });
}, 120_000);

it('has the recorded histories of every refund outcome and of a workflow still waiting', () => {
  expect(FIXTURES.length).toBeGreaterThanOrEqual(23);
});

it.each(FIXTURES)('replays %s with the same commands in the same order', async (file) => {
  const history = historyFromJSON(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')));
  await expect(
    Worker.runReplayHistory({ workflowBundle }, history, file.replace(/\.json$/, '')),
  ).resolves.toBeUndefined();
});
