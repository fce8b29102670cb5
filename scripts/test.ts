import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// npm test: static checks, then the jest suites against real servers. CI reads the last line.
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

const results = path.join(ROOT, '.data', 'jest-results.json');
mkdirSync(path.dirname(results), { recursive: true });
rmSync(results, { force: true }); // a run that dies before writing must not count an earlier run's results
const jestArgs = ['--runInBand', '--json', `--outputFile=${results}`, ...process.argv.slice(2)];
/** Jest as a child that hears our interrupts: its global setup stops the servers on SIGINT/SIGTERM/SIGHUP. */
function runJest(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(bin('jest'), jestArgs, { cwd: ROOT, stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  console.log('\n▶ jest');
  const jestStatus = await runJest();

  let passed = checks.filter(Boolean).length;
  let failed = checks.length - passed;
  if (existsSync(results)) {
    const summary = JSON.parse(readFileSync(results, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites: number;
      numTotalTests: number;
    };
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
    if (summary.numTotalTests === 0) failed += 1;
  } else {
    failed += 1;
  }
  if (jestStatus !== 0 && failed === 0) failed += 1;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
