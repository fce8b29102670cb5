import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export function createSql(url: string, max = 20): Sql {
  return postgres(url, { max, onnotice: () => undefined });
}
