import type { Sql } from './client';

export interface AccountRow {
  id: string;
  name: string;
  balance: number;
  created_at: Date;
}

export async function insertAccount(sql: Sql, id: string, name: string): Promise<AccountRow> {
  const [row] = await sql<AccountRow[]>`insert into accounts (id, name) values (${id}, ${name}) returning *`;
  return row!;
}

export async function findAccount(sql: Sql, id: string): Promise<AccountRow | undefined> {
  const [row] = await sql<AccountRow[]>`select * from accounts where id = ${id}`;
  return row;
}

export async function listAccounts(sql: Sql): Promise<AccountRow[]> {
  return sql<AccountRow[]>`select * from accounts order by created_at, id`;
}

export async function getBalance(sql: Sql, accountId: string): Promise<number> {
  const [row] = await sql<{ balance: number }[]>`select balance from accounts where id = ${accountId}`;
  return row?.balance ?? 0;
}
