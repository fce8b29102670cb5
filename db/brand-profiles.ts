import type { Sql } from './client';

export interface BrandSummary {
  id: string;
  name: string;
  description: string;
}

export async function findOwnedBrandProfile(
  sql: Sql,
  accountId: string,
  id: string,
): Promise<BrandSummary | undefined> {
  const [row] = await sql<BrandSummary[]>`
    select id, name, description from brand_profiles where id = ${id} and account_id = ${accountId}`;
  return row;
}
