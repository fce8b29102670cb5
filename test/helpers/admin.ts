import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { readStack } from './stack-file';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

/** Runs `npm run admin -- ... --json` with `env` on top of the test stack's, and returns its parsed output. */
async function adminIn(env: NodeJS.ProcessEnv, args: string[]): Promise<any> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/admin.ts'), ...args, '--json'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: readStack().databaseUrl,
        SECRETS_KEY: readStack().secretsKey,
        TEMPORAL_ADDRESS: readStack().temporalAddress,
        TEMPORAL_TASK_QUEUE: readStack().taskQueue,
        ...env,
      },
    },
  );
  return JSON.parse(stdout);
}

/** Like adminIn(), for calls expected to fail: resolves with the exit code and standard error. */
async function adminFailsIn(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ code: number; stderr: string }> {
  try {
    await adminIn(env, args);
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
  throw new Error(`admin ${args.join(' ')} succeeded`);
}

/** Runs `npm run admin -- ... --json` against the test database and returns its parsed output. */
export const admin = (...args: string[]): Promise<any> => adminIn({}, args);

/** Like admin(), for calls expected to fail: resolves with the exit code and standard error. */
export const adminFails = (...args: string[]) => adminFailsIn({}, args);

/** admin() and adminFails() with more environment (another stack's task queue, a setting). */
export const adminWith = (env: NodeJS.ProcessEnv) => ({
  admin: (...args: string[]): Promise<any> => adminIn(env, args),
  adminFails: (...args: string[]) => adminFailsIn(env, args),
});

/** admin() with text on standard input (a password for --password-stdin). */
export function adminWithInput(input: string, ...args: string[]): Promise<any> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/admin.ts'), ...args, '--json'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: readStack().databaseUrl } },
      (err, stdout, stderr) => (err ? reject(Object.assign(err, { stderr })) : resolve(JSON.parse(stdout))),
    );
    child.stdin!.end(input);
  });
}
