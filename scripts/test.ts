import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// npm test: static checks, then the two jest tiers: `unit` (no server, jest's parallel workers) first, so a broken
// pure function fails in seconds, then `stack` against real servers. CI reads the last line.
const ROOT = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function check(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(ok ? `✔ ${name}` : `✘ ${name}`);
  return ok;
}

const checks = [
  check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  check('lint', bin('eslint'), ['--max-warnings', '0', '.']),
  check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
];

/**
 * A jest project of jest.config.js and how it runs: the unit tier on a worker per core (jest's default keeps one
 * core for itself, which leaves a 2-core machine one worker); the stack tier's files share one stack, two files at
 * a time (most of a stack test is waiting on servers, and every file works in accounts and task queues of its own).
 */
const TIERS = [
  { project: 'unit', args: ['--maxWorkers=100%'] },
  { project: 'stack', args: ['--maxWorkers=2'] },
];

interface Counts {
  passed: number;
  failed: number;
  total: number;
}

/** Jest as a child that hears our interrupts: the stack tier's global setup stops the servers on SIGINT/SIGTERM/SIGHUP. */
function runJest(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(bin('jest'), args, { cwd: ROOT, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward);
    child.on('exit', (code) => {
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, forward);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs one tier with the command line's own arguments (a file pattern selects within both tiers; a tier it leaves
 * empty passes) and counts its tests from jest's JSON report: a run that dies before writing it counts as a failure.
 */
async function runTier(project: string, args: string[]): Promise<Counts> {
  const results = path.join(ROOT, '.data', `jest-results-${project}.json`);
  mkdirSync(path.dirname(results), { recursive: true });
  rmSync(results, { force: true }); // a run that dies before writing must not count an earlier run's results
  console.log(`\n▶ jest: ${project} tier`);
  const started = Date.now();
  const status = await runJest([
    '--selectProjects',
    project,
    '--passWithNoTests',
    ...args,
    '--json',
    `--outputFile=${results}`,
    ...process.argv.slice(2),
  ]);
  const counts = existsSync(results) ? countsOf(results) : { passed: 0, failed: 1, total: 0 };
  if (status !== 0 && counts.failed === 0) counts.failed += 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${counts.failed === 0 ? '✔' : '✘'} ${project} tier: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`,
  );
  return counts;
}

function countsOf(results: string): Counts {
  const summary = JSON.parse(readFileSync(results, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
    numTotalTests: number;
  };
  return {
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + summary.numRuntimeErrorTestSuites,
    total: summary.numTotalTests,
  };
}

async function main() {
  let passed = checks.filter(Boolean).length;
  let failed = checks.length - passed;
  let total = 0;
  for (const tier of TIERS) {
    const counts = await runTier(tier.project, tier.args);
    passed += counts.passed;
    failed += counts.failed;
    total += counts.total;
    // A failing tier ends the run: a broken pure function fails the unit tier in seconds, before any server starts.
    if (counts.failed > 0) break;
  }
  if (total === 0) failed += 1;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
