import type { Problem } from '../contract/errors';
import type { Sql } from '../db/client';
import { purgeOldWindows } from '../db/rate-limits';
import { completeRequest, failRequest, purgeExpired } from '../db/requests';
import { purgeExpiredUploads } from '../db/uploads';
import { purgeExpiredAdGenerations } from '../db/ad-library';

export interface CompletedRequest {
  requestId: string;
  status: 'completed' | 'partial';
  httpStatus: number;
  body: unknown;
}

export function createRequestActivities({ sql }: { sql: Sql }) {
  return {
    /** Stores the receipt text once; every later replay sends these exact bytes. */
    async completeRequest(done: CompletedRequest): Promise<void> {
      await completeRequest(sql, done.requestId, done.status, done.httpStatus, JSON.stringify(done.body));
    },
    async failRequest({ requestId, problem }: { requestId: string; problem: Problem }): Promise<void> {
      await failRequest(sql, requestId, problem);
    },
    async purgeExpiredRecords() {
      return {
        ...(await purgeExpired(sql)),
        rateLimitWindows: await purgeOldWindows(sql),
        uploads: await purgeExpiredUploads(sql),
        adGenerations: await purgeExpiredAdGenerations(sql),
      };
    },
  };
}
