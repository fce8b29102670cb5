import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SCOPES, type Scope } from '../contract/enums';
import { findAccount, listAccounts } from '../db/accounts';
import { listApiKeys, revokeApiKey } from '../db/api-keys';
import { createSql } from '../db/client';
import { grant } from '../db/ledger';
import { migrate } from '../db/migrate';
import { loadConfig } from '../lib/config';
import { randomUUID } from 'node:crypto';
import { createAccount, createKey } from '../db/provisioning';
import { BRAND_OPTIONS, BRAND_USAGE, brandCommand } from './admin-brands';
import { REFUND_OPTIONS, REFUND_USAGE, refundCommand } from './admin-refunds';
import { DASHBOARD_OPTIONS, DASHBOARD_USAGE, dashboardCommand } from './admin-dashboard';
import { WEBHOOK_OPTIONS, WEBHOOK_USAGE, webhookCommand } from './admin-webhooks';

const USAGE = `Usage: npm run admin -- <command> [options] [--json]

  accounts create --name NAME [--credits N]
  accounts list
  keys create --account ACCOUNT_ID [--scopes a,b,...] [--name NAME] [--test]
  keys list --account ACCOUNT_ID
  keys revoke --key-id KEY_ID
  credits grant --account ACCOUNT_ID --credits N [--note TEXT]
  balance --account ACCOUNT_ID
${BRAND_USAGE}
${REFUND_USAGE}
${DASHBOARD_USAGE}
${WEBHOOK_USAGE}

DATABASE_URL selects the database; without it, the embedded one of the \`npm run dev\` beside it
(DEV_DATA_DIR/database-url, .data/ by default). TEMPORAL_ADDRESS selects the Temporal that refunds verify|deny and
webhooks test signal; without it, the dev server DEV_TEMPORAL_PORT moved, else localhost:7233.
Scopes: ${SCOPES.join(', ')} (default: all).`;

/** One line, the problem; the whole usage text only for a command it does not know. */
function fail(message: string, withUsage = false): never {
  console.error(withUsage ? `${message}\n\n${USAGE}` : message);
  process.exit(2);
}

function unknownCommand(command: string): never {
  return fail(`Unknown command: ${command}`, true);
}

function parseScopes(value: string | undefined): Scope[] {
  if (!value) return [...SCOPES];
  const scopes = value.split(',').map((s) => s.trim());
  const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0) fail(`Unknown scopes: ${unknown.join(', ')}`);
  return scopes as Scope[];
}

function positiveInt(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 0) fail(`--${name} must be a non-negative integer`);
  return n;
}

/** Node's parseArgs refusal as one line a person acts on (its own text spans lines and explains `--`). */
function argumentProblem(message: string): string {
  const unknown = /^Unknown option '([^']*)'/.exec(message);
  if (unknown) return `Unknown option ${unknown[1]} (npm run admin -- --help lists the options)`;
  const missing = /^Option '(-[^' ]+)[^']*' argument (?:missing|is ambiguous)/.exec(message);
  if (missing) return `${missing[1]} needs a value`;
  return message.replace(/\s*\n\s*/g, ' ');
}

/** The command line; an option it does not know, or one without its value, is one line (not the usage text). */
function parseArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        credits: { type: 'string' },
        account: { type: 'string' },
        scopes: { type: 'string' },
        'key-id': { type: 'string' },
        note: { type: 'string' },
        test: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
        ...BRAND_OPTIONS,
        ...REFUND_OPTIONS,
        ...DASHBOARD_OPTIONS,
        ...WEBHOOK_OPTIONS,
      },
    });
  } catch (err) {
    return fail(argumentProblem((err as Error).message));
  }
}

async function main() {
  const { values, positionals } = parseArguments();
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  // Without DATABASE_URL, the embedded database of the `npm run dev` beside it (DEV_DATA_DIR moves both).
  const url =
    config.databaseUrl ?? readFileSync(path.join(config.dev.dataDir, 'database-url'), 'utf8').trim();
  const sql = createSql(url, 2);
  const out = (human: string, data: unknown) =>
    console.log(values.json ? JSON.stringify(data, null, 2) : human);
  const requireAccount = async () => {
    if (!values.account) fail('--account is required');
    const account = await findAccount(sql, values.account);
    if (!account) fail(`No account ${values.account}`);
    return account;
  };
  try {
    await migrate(sql);
    const command = positionals.join(' ');
    switch (command) {
      case 'accounts create': {
        if (!values.name) fail('--name is required');
        const account = await createAccount(
          sql,
          values.name,
          values.credits ? positiveInt(values.credits, 'credits') : 0,
        );
        out(`Created ${account.id} (${account.name}) with ${account.balance} credits`, account);
        break;
      }
      case 'accounts list': {
        const accounts = await listAccounts(sql);
        out(accounts.map((a) => `${a.id}  ${a.balance}  ${a.name}`).join('\n') || 'No accounts', accounts);
        break;
      }
      case 'keys create': {
        const account = await requireAccount();
        const { key, row } = await createKey(sql, account.id, parseScopes(values.scopes), {
          name: values.name,
          mode: values.test ? 'test' : 'live',
        });
        out(
          `API key for ${account.id} (shown once, store it now):\n${key}\nid ${row.id}, scopes ${row.scopes.join(',')}`,
          {
            ...row,
            key,
          },
        );
        break;
      }
      case 'keys list': {
        const account = await requireAccount();
        const keys = await listApiKeys(sql, account.id);
        out(
          keys
            .map(
              (k) =>
                `${k.id}  ${k.display_prefix}…  ${k.revoked_at ? 'revoked' : 'active'}  ${k.scopes.join(',')}`,
            )
            .join('\n') || 'No keys',
          keys,
        );
        break;
      }
      case 'keys revoke': {
        if (!values['key-id']) fail('--key-id is required');
        const revoked = await revokeApiKey(sql, values['key-id']);
        if (!revoked) fail(`No active key ${values['key-id']}`);
        out(`Revoked ${values['key-id']}`, { id: values['key-id'], revoked: true });
        break;
      }
      case 'credits grant': {
        const account = await requireAccount();
        const credits = positiveInt(values.credits, 'credits');
        if (credits === 0) fail('--credits must be at least 1');
        const result = await grant(sql, account.id, credits, randomUUID(), values.note ?? null);
        out(`Granted ${credits} credits to ${account.id}; balance ${result.balance_after}`, {
          account_id: account.id,
          granted: credits,
          balance: result.balance_after,
        });
        break;
      }
      case 'balance': {
        const account = await requireAccount();
        out(`${account.id}: ${account.balance} credits`, {
          account_id: account.id,
          balance: account.balance,
        });
        break;
      }
      default: {
        if (positionals[0] === 'webhooks') {
          const result = await webhookCommand(sql, config, positionals.slice(1), values).catch((err: Error) =>
            fail(err.message),
          );
          if (!result) unknownCommand(command);
          out(result.human, result.data);
          break;
        }
        if (command.startsWith('dashboard-users ')) {
          const result = await dashboardCommand(sql, command, values).catch((err: Error) =>
            fail(err.message),
          );
          if (!result) unknownCommand(command);
          out(result.human, result.data);
          break;
        }
        if (command.startsWith('platform ') || command.startsWith('refunds ')) {
          const result = await refundCommand(sql, config, command, values).catch((err: Error) =>
            fail(err.message),
          );
          if (!result) unknownCommand(command);
          out(result.human, result.data);
          break;
        }
        if (!command.startsWith('brands ')) unknownCommand(command);
        const result = await brandCommand(sql, command, values).catch((err: Error) => fail(err.message));
        if (result.data === undefined) unknownCommand(command);
        out(result.human, result.data);
      }
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
