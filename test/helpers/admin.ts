import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { readStack } from './stack-file';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

/** Runs `npm run admin -- ... --json` against the test database and returns its parsed output. */
export async function admin(...args: string[]): Promise<any> {
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
      },
    },
  );
  return JSON.parse(stdout);
}

/** Like admin(), for calls expected to fail: resolves with the exit code and standard error. */
export async function adminFails(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await admin(...args);
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
  throw new Error(`admin ${args.join(' ')} succeeded`);
}

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
