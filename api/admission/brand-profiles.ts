import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import { findOwnedBrandProfile } from '../../db/brand-profiles';

/**
 * A billable request that names a brand profile must name one of its account's: unknown and foreign ids are the
 * same 404. Read once per request; checks that follow (a campaign's image) take it as checked.
 */
export async function requireOwnedBrandProfile(
  sql: Sql,
  accountId: string,
  id: string | undefined,
): Promise<void> {
  if (id && !(await findOwnedBrandProfile(sql, accountId, id)))
    throw new ServiceError('not_found', 'No brand profile with this id.');
}
