import path from 'node:path';
import { temporal } from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { SEARCH_ATTRIBUTES } from '../../contract/search-attributes';

/** Temporal's time-skipping test server, installed into .tools/ by `npm test`. */
export const TEST_SERVER = path.resolve(
  __dirname,
  '..',
  '..',
  '.tools',
  'temporal-test-server',
  'bin',
  'temporal-test-server',
);

/**
 * The time-skipping test server with our search attributes registered: it knows no custom attribute until it is
 * added, as on a real cluster, and the refund workflow upserts them.
 */
export async function timeSkippingEnvironment(): Promise<TestWorkflowEnvironment> {
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: TEST_SERVER } },
  });
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(
      SEARCH_ATTRIBUTES.map((key) => [
        key.name,
        temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
      ]),
    ),
  });
  return env;
}
