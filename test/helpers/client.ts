import type { Scope } from '../../contract/enums';
import { createSql, type Sql } from '../../db/client';
import { createAccount, createKey } from '../../db/provisioning';
import { contractViolations } from './contract-check';
import { readStack } from './stack-file';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface CallOptions {
  key?: string;
  body?: unknown;
  rawBody?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  baseUrl?: string;
}

/** One HTTP call to the running API, the way a partner's client makes it. */
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const url = `${options.baseUrl ?? readStack().apiUrl}${path}`;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const answer = { status: response.status, headers: response.headers, text, body: parsed as T };
  // Every answer a test receives is checked against /v1/openapi.json (status, content type, body schema).
  const violations = contractViolations(method, url, answer);
  if (violations.length > 0)
    throw new Error(`The answer breaks the OpenAPI document:\n${violations.join('\n')}`);
  return answer;
}

export function testSql(): Sql {
  return createSql(readStack().databaseUrl, 4);
}

/** A fresh account per test keeps balances and usage independent of every other test. */
export async function newAccount(sql: Sql, credits: number, scopes?: Scope[]) {
  const account = await createAccount(sql, `test ${Date.now()}`, credits);
  const { key, row } = await createKey(sql, account.id, scopes);
  return { accountId: account.id, key, keyId: row.id };
}

export async function balanceOf(sql: Sql, accountId: string): Promise<number> {
  const [row] = await sql<{ balance: number }[]>`select balance from accounts where id = ${accountId}`;
  return row!.balance;
}

export async function ledgerRows(sql: Sql, requestId: string) {
  return sql<{ kind: string; credits: number }[]>`
    select kind, credits from ledger_entries where request_id = ${requestId} order by id`;
}

export async function countRows(sql: Sql, accountId: string) {
  const [row] = await sql<{ requests: number; keys: number; ledger: number }[]>`
    select (select count(*) from requests where account_id = ${accountId})::int as requests,
           (select count(*) from idempotency_keys where account_id = ${accountId})::int as keys,
           (select count(*) from ledger_entries where account_id = ${accountId})::int as ledger`;
  return row!;
}

let keyCounter = 0;
export function uniqueKey(label = 'k'): string {
  keyCounter += 1;
  return `${label}-${process.pid}-${Date.now()}-${keyCounter}`;
}

/**
 * Waits until at least 30 s of the current rate-limit window are left. The limits count in fixed windows of a
 * minute (db/rate-limits.ts), and a test that crosses a window's end starts counting again; the database's clock is
 * this host's.
 */
export const rateWindowWithRoom = () =>
  until('30 s left in the rate window', () => Date.now() % 60_000 < 30_000, 35_000, 250);

/** Polls until the check holds, failing after the timeout with what was awaited. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  pollMs = 50,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
