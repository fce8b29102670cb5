import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '../db/client';
import { ROOT } from '../scripts/stack/services';
import { newAccount, testSql } from './helpers/client';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { TEST_ROOT } from './helpers/stack-file';

jest.setTimeout(600_000);

const TOOL = path.join(ROOT, '.tools', 'schemathesis');
const EXAMPLES = process.env.SCHEMATHESIS_EXAMPLES ?? '100';
const SEED = process.env.SCHEMATHESIS_SEED ?? '20261122';

let sql: Sql;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  // Limits out of reach: schemathesis sends hundreds of requests a minute with one key.
  stack = await startExtraStack('schemathesis', {
    RATE_LIMIT_BILLABLE_PER_MINUTE: '1000000',
    RATE_LIMIT_READ_PER_MINUTE: '1000000',
  });
});
afterAll(async () => {
  await stack?.stop();
  await sql?.end({ timeout: 5 });
});

/**
 * schemathesis over every operation of /v1/openapi.json against a real stack, with every check: no server errors,
 * documented status codes, content types, headers and response schemas, schema-invalid requests refused,
 * schema-valid requests accepted, required headers required, undeclared methods 405. The document states the
 * rules across fields it can (dependentSchemas, if/then: a dialect only with Arabic, logo modes that need a logo,
 * overlay_text with include_text). What no schema states is handled in test/schemathesis/:
 * - hooks.py keeps out of schema-valid bodies what the validators refuse on content: text with nothing visible,
 *   keywords equal once normalized or also excluded, a dialect conversion of non-Arabic text or to its own dialect,
 *   a logo that is also a reference image, template variables with repeated names, brief with q;
 * - schemathesis.toml accepts a 400 for schema-valid requests where the refusal depends on what the server knows:
 *   a cursor it did not issue (usage, brand profiles), a URL that is no public address (uploads, website context,
 *   with 422 for an upload that does not answer), and brief with q on the ad-library search (its coverage phase does
 *   not apply the query hook).
 */
test('schemathesis finds no server error and no schema violation in any operation', async () => {
  const { key } = await newAccount(sql, 1_000_000);
  const reports = path.join(TEST_ROOT, 'artifacts', 'schemathesis');
  mkdirSync(reports, { recursive: true });
  const result = spawnSync(
    path.join(TOOL, 'bin', 'st'),
    [
      '--config-file',
      path.join(__dirname, 'schemathesis', 'schemathesis.toml'),
      'run',
      `${stack.apiUrl}/v1/openapi.json`,
      '--header',
      `Authorization: Bearer ${key}`,
      '--checks',
      'all',
      '--max-examples',
      EXAMPLES,
      '--seed',
      SEED,
      '--no-color',
      // No example database: each run starts from the seed alone, and nothing is written into the checkout.
      '--generation-database',
      'none',
      '--report',
      'junit',
      '--report-dir',
      reports,
    ],
    {
      env: {
        ...process.env,
        PYTHONPATH: `${TOOL}${path.delimiter}${path.join(__dirname, 'schemathesis')}`,
        SCHEMATHESIS_HOOKS: 'hooks',
        NO_COLOR: '1',
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  console.log(`schemathesis: ${EXAMPLES} examples, seed ${SEED}`);
  writeFileSync(path.join(reports, 'output.txt'), output);
  const summary = output.slice(output.lastIndexOf('SUMMARY'));
  // Long reproductions are cut: the full output is in .data/test/artifacts/schemathesis/output.txt.
  expect({ exit: result.status, summary: summary.slice(0, 3000) }).toEqual({
    exit: 0,
    summary: expect.any(String),
  });
  expect(summary).toMatch(/Tested: \d+/);
});
