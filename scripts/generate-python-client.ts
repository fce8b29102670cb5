import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientDocument, clientOperations } from './client-document';
import { API_VERSION } from '../contract/version';
import { ROOT } from './stack/services';

export const PYTHON_CLIENT_DIR = path.join(ROOT, 'clients', 'python');
export const PYTHON_CLIENT_CONFIG = path.join(ROOT, 'clients', 'python-config.yaml');
/**
 * Our templates in place of the generator's (client.py: its transports retry; the package exports Retry), and
 * retries.py, copied into the package as it is.
 */
export const PYTHON_CLIENT_TEMPLATES = path.join(ROOT, 'clients', 'python-templates');
const PACKAGE = 'campaign_generation_client';
/** openapi-python-client and ruff (its post hooks format what it writes), pip-installed by scripts/run.mjs. */
export const PYTHON_GENERATOR = path.join(ROOT, '.tools', 'openapi-python-client');
/** What the generated client imports at run time (httpx, attrs), pip-installed by scripts/run.mjs. */
export const PYTHON_CLIENT_RUNTIME = path.join(ROOT, '.tools', 'python-client-runtime');

export interface PythonGeneration {
  status: number;
  /** The generator's warnings and errors: it prints them, and nothing else, on stderr. */
  stderr: string;
}

/** Runs openapi-python-client on the current document; `outputDir` is replaced by the client. */
export function generatePythonClient(outputDir: string): PythonGeneration {
  const work = mkdtempSync(path.join(tmpdir(), 'cgs-python-client-'));
  try {
    const spec = path.join(work, 'openapi.json');
    const doc = clientDocument();
    writeFileSync(spec, `${JSON.stringify(doc, null, 2)}\n`);
    // The package's version is the contract's, 2026-09-19 written as PEP 440 wants it (2026.09.19): pip refuses the
    // date as it is.
    const config = path.join(work, 'config.yaml');
    const version = API_VERSION.replaceAll('-', '.');
    writeFileSync(
      config,
      `${readFileSync(PYTHON_CLIENT_CONFIG, 'utf8')}package_version_override: '${version}'\n`,
    );
    const bin = path.join(PYTHON_GENERATOR, 'bin');
    const args = [
      ...['generate', '--path', spec, '--output-path', outputDir, '--overwrite', '--meta', 'poetry'],
      ...['--custom-template-path', PYTHON_CLIENT_TEMPLATES],
    ];
    const result = spawnSync(path.join(bin, 'openapi-python-client'), [...args, '--config', config], {
      cwd: ROOT,
      // ruff runs from PATH: without it the generator skips formatting, with a warning.
      env: {
        ...process.env,
        PYTHONPATH: PYTHON_GENERATOR,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      },
      encoding: 'utf8',
    });
    if (result.error) throw result.error;
    if (result.status === 0) {
      const pkg = path.join(outputDir, PACKAGE);
      copyFileSync(path.join(PYTHON_CLIENT_TEMPLATES, 'retries.py'), path.join(pkg, 'retries.py'));
      writeFileSync(path.join(pkg, 'operations.py'), operationsModule(doc));
      const ruff = path.join(bin, 'ruff');
      const files = [path.join(pkg, 'retries.py'), path.join(pkg, 'operations.py')];
      execFileSync(ruff, ['check', '--fix-only', '--no-cache', ...files], { cwd: outputDir, stdio: 'pipe' });
      execFileSync(ruff, ['format', '--no-cache', ...files], { cwd: outputDir, stdio: 'pipe' });
    }
    return { status: result.status ?? 1, stderr: result.stderr };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** operations.py: the operations that take an Idempotency-Key, which retries.py gives one when the caller did not. */
function operationsModule(doc: Record<string, unknown>): string {
  const billable = clientOperations(doc)
    .filter((op) => op.billable)
    .map((op) => `    ("${op.method}", "${op.path}"),`);
  return [
    '"""Written by `npm run client:python` from the contract (scripts/client-document.ts): do not edit."""',
    '',
    '# The billable operations (method, path template): each takes an Idempotency-Key.',
    'BILLABLE = (',
    ...billable,
    ')',
    '',
  ].join('\n');
}

/**
 * A response in a binary media type (the ad previews' image/png): no Python model describes bytes, so the generator
 * leaves the response out of the client, and says so in exactly these words. The one warning allowed.
 */
const BINARY_RESPONSE_WARNING = new RegExp(
  [
    String.raw`^WARNING parsing [A-Z]+ \S+ within \S+\.\n\n`,
    // The status code is printed as an object's repr in 0.29 (an address that changes every run).
    String.raw`Cannot parse response for status code (?:\d{3}|<[\w.]+ object at 0x[0-9a-f]+>) `,
    String.raw`\(Unsupported content_type (?:(?:image|audio|video)/[\w.+-]+|application/octet-stream)\), `,
    String.raw`response will be omitted from generated client\n\n`,
    // The response object, as indented JSON.
    String.raw`(?:\{\n(?: .*\n)*\}\n)?\n`,
  ].join(''),
  'gm',
);
const FRAME = [
  /^Warning\(s\) encountered while generating\. Client was generated, but some pieces may be missing\n/m,
  /^If you believe this was a mistake or this tool is missing a feature you need, please open an issue at \S+\n?/m,
];

/** What the generator warned about beyond the allowed binary responses: '' when nothing. */
export function generatorWarnings(stderr: string): string {
  let rest = stderr.replace(BINARY_RESPONSE_WARNING, '');
  for (const line of FRAME) rest = rest.replace(line, '');
  return rest.trim();
}

// `npm run client:python`: regenerates clients/python from the contract.
if (require.main === module) {
  const { status, stderr } = generatePythonClient(PYTHON_CLIENT_DIR);
  process.stderr.write(stderr);
  if (status !== 0) process.exit(status);
  console.log(`Wrote ${path.relative(ROOT, PYTHON_CLIENT_DIR)}`);
}
