import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TEST_ROOT = path.resolve(__dirname, '..', '..', '.data', 'test');
export const STACK_FILE = path.join(TEST_ROOT, 'stack.json');

/** What the global setup started, shared with every test file. */
export interface StackInfo {
  databaseUrl: string;
  temporalAddress: string;
  apiUrl: string;
  taskQueue: string;
  bundlePath: string;
  cursorSecret: string;
  secretsKey: string;
  logsDir: string;
  mediaDir: string;
  /** The fake Graph API the refund workflows read template statuses from (test/helpers/fake-graph.ts). */
  graphUrl: string;
}

export function readStack(): StackInfo {
  return JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackInfo;
}

export function serviceEnv(stack: StackInfo, taskQueue: string): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: stack.databaseUrl,
    TEMPORAL_ADDRESS: stack.temporalAddress,
    TEMPORAL_TASK_QUEUE: taskQueue,
    WORKFLOW_BUNDLE_PATH: stack.bundlePath,
    CURSOR_SECRET: stack.cursorSecret,
    SECRETS_KEY: stack.secretsKey,
    MEDIA_DIR: stack.mediaDir,
    META_GRAPH_BASE_URL: stack.graphUrl,
    PUBLIC_BASE_URL: stack.apiUrl,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
  };
}
