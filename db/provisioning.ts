import { SCOPES, type Scope } from '../contract/enums';
import { displayPrefix, generateApiKey, hashApiKey } from '../lib/api-keys';
import { newId } from '../lib/ids';
import { insertAccount, type AccountRow } from './accounts';
import { insertApiKey, type ApiKeyRow } from './api-keys';
import type { Sql } from './client';
import { grant } from './ledger';

export async function createAccount(
  sql: Sql,
  name: string,
  credits: number,
): Promise<AccountRow & { balance: number }> {
  const account = await insertAccount(sql, newId('acct'), name);
  if (credits <= 0) return account;
  const granted = await grant(sql, account.id, credits, 'opening', 'opening balance');
  return { ...account, balance: granted.balance_after };
}

/** Returns the key itself once; only its SHA-256 and its first 12 characters are stored. */
export async function createKey(
  sql: Sql,
  accountId: string,
  scopes: readonly Scope[] = SCOPES,
  options: { name?: string; mode?: 'live' | 'test' } = {},
): Promise<{ key: string; row: ApiKeyRow }> {
  const made = await createKeyOnce(sql, accountId, scopes, { ...options, formId: null });
  return made!;
}

/**
 * Like createKey, once per form id: undefined when a key was already made from this form (a form posted twice
 * shows no second key).
 */
export async function createKeyOnce(
  sql: Sql,
  accountId: string,
  scopes: readonly Scope[],
  options: { name?: string; mode?: 'live' | 'test'; formId: string | null },
): Promise<{ key: string; row: ApiKeyRow } | undefined> {
  const key = generateApiKey(options.mode ?? 'live');
  const row = await insertApiKey(sql, {
    id: newId('key'),
    accountId,
    hash: hashApiKey(key),
    prefix: displayPrefix(key),
    name: options.name ?? null,
    scopes: [...scopes],
    createdByForm: options.formId,
  });
  return row && { key, row };
}
