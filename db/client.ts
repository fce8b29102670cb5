import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export function createSql(url: string, max = 20): Sql {
  return postgres(url, { max, onnotice: () => undefined });
}

/** Where a keyset page ends: the last row's creation time (to the microsecond, as text) and id. */
export interface KeysetPosition {
  created_at: string;
  id: string;
}
