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
const EXAMPLES = process.env.SCHEMATHESIS_EXAMPLES ?? '5';
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
 * schemathesis over every operation of /v1/openapi.json against a real stack, every check but one: no server
 * errors, documented status codes, content types, headers and response schemas, schema-invalid requests refused,
 * required headers required, undeclared methods 405. Left out: "every schema-valid request is accepted": the
 * contract has rules across fields (a dialect only with Arabic, logo modes that need a logo, URLs that must
 * resolve) that the document states in words, not in JSON Schema.
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
  writeFileSync(path.join(reports, 'output.txt'), output);
  const summary = output.slice(output.lastIndexOf('SUMMARY'));
  // Long reproductions are cut: the full output is in .data/test/artifacts/schemathesis/output.txt.
  expect({ exit: result.status, summary: summary.slice(0, 3000) }).toEqual({
    exit: 0,
    summary: expect.any(String),
  });
  expect(summary).toMatch(/Tested: \d+/);
});
