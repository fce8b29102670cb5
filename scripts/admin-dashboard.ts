import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/client';
import { findAccount } from '../db/accounts';
import {
  disableDashboardUser,
  insertDashboardUser,
  listDashboardUsers,
  setDashboardPassword,
} from '../db/dashboard';
import { newId } from '../lib/ids';
import { hashPassword, passwordProblem } from '../lib/passwords';

export const DASHBOARD_USAGE = `  dashboard-users create --account ACCOUNT_ID --email EMAIL [--name NAME] [--password-stdin]
  dashboard-users list [--account ACCOUNT_ID]
  dashboard-users password --email EMAIL [--password-stdin]
  dashboard-users disable --email EMAIL
      Without --password-stdin a strong password is generated and printed once.`;

export const DASHBOARD_OPTIONS = {
  email: { type: 'string' },
  'password-stdin': { type: 'boolean', default: false },
} as const;

type Values = Record<string, string | boolean | undefined>;

async function readStdinLine(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

/** The password to set: the first line of standard input, or a generated one that is printed once. */
async function newPassword(values: Values): Promise<{ password: string; generated: boolean }> {
  if (!values['password-stdin']) return { password: randomBytes(18).toString('base64url'), generated: true };
  const password = await readStdinLine();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  return { password, generated: false };
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export async function createDashboardUser(
  sql: Sql,
  accountId: string,
  email: string,
  name: string | null,
  password: string,
) {
  if (!EMAIL.test(email) || email.length > 254) throw new Error(`Not an e-mail address: ${email}`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const row = await insertDashboardUser(sql, {
    id: newId('usr'),
    accountId,
    email,
    name,
    passwordHash: await hashPassword(password),
  });
  if (!row) throw new Error(`A dashboard user with e-mail ${email} exists already`);
  return row;
}

export async function dashboardCommand(
  sql: Sql,
  command: string,
  values: Values,
): Promise<{ human: string; data: unknown } | null> {
  const email = values.email as string | undefined;
  switch (command) {
    case 'dashboard-users create': {
      if (!values.account || !email) throw new Error('--account and --email are required');
      if (!(await findAccount(sql, values.account as string)))
        throw new Error(`No account ${String(values.account)}`);
      const { password, generated } = await newPassword(values);
      const row = await createDashboardUser(
        sql,
        values.account as string,
        email,
        (values.name as string) ?? null,
        password,
      );
      const data = {
        id: row.id,
        account_id: row.account_id,
        email: row.email,
        name: row.name,
        ...(generated ? { password } : {}),
      };
      return {
        human: `Created dashboard user ${row.id} (${row.email}) for ${row.account_id}${generated ? `\nPassword (shown once): ${password}` : ''}`,
        data,
      };
    }
    case 'dashboard-users list': {
      const rows = await listDashboardUsers(sql, (values.account as string | undefined) ?? null);
      return {
        human:
          rows
            .map((u) => `${u.id}  ${u.account_id}  ${u.email}  ${u.disabled_at ? 'disabled' : 'active'}`)
            .join('\n') || 'No dashboard users',
        data: rows,
      };
    }
    case 'dashboard-users password': {
      if (!email) throw new Error('--email is required');
      const { password, generated } = await newPassword(values);
      if (!(await setDashboardPassword(sql, email, await hashPassword(password))))
        throw new Error(`No dashboard user ${email}`);
      return {
        human: `New password set for ${email}; their sessions ended${generated ? `\nPassword (shown once): ${password}` : ''}`,
        data: { email, ...(generated ? { password } : {}) },
      };
    }
    case 'dashboard-users disable': {
      if (!email) throw new Error('--email is required');
      if (!(await disableDashboardUser(sql, email))) throw new Error(`No active dashboard user ${email}`);
      return { human: `Disabled ${email}; their sessions ended`, data: { email, disabled: true } };
    }
    default:
      return null;
  }
}
