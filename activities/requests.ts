import type { Problem } from '../contract/errors';
import type { CompletedStatus } from '../contract/requests';
import type { Sql } from '../db/client';
import type { Metrics } from '../lib/metrics';
import { purgeOldWindows } from '../db/rate-limits';
import { completeRequest, failRequest, problemBody, purgeExpired } from '../db/requests';
import { purgeExpiredUploads } from '../db/uploads';
import { purgeExpiredAdGenerations } from '../db/ad-library';
import { purgeDashboardRecords } from '../db/dashboard';
import { purgeOldPlatformEvents } from '../db/platform';
import { purgeExpiredDrafts } from '../db/templates';
import { LIMITS } from '../contract/limits';

export interface CompletedRequest {
  requestId: string;
  status: CompletedStatus;
  httpStatus: number;
  body: unknown;
}

export function createRequestActivities({ sql, metrics }: { sql: Sql; metrics?: Metrics | null }) {
  return {
    /**
     * Stores the receipt text once; every later replay sends these exact bytes. Returns them when this call
     * stored them (the API answers with them without reading the record), null when the record was terminal.
     */
    async completeRequest(done: CompletedRequest): Promise<string | null> {
      const stored = JSON.stringify(done.body);
      const operation = await completeRequest(sql, done.requestId, done.status, done.httpStatus, stored);
      if (!operation) return null;
      metrics?.workflowOutcomes.inc({ operation, outcome: done.status });
      return stored;
    },
    /** Stores the problem as the request's answer; returns its text when this call stored it. */
    async failRequest({
      requestId,
      problem,
    }: {
      requestId: string;
      problem: Problem;
    }): Promise<string | null> {
      const operation = await failRequest(sql, requestId, problem);
      if (!operation) return null;
      metrics?.workflowOutcomes.inc({ operation, outcome: 'failed' });
      return problemBody(problem);
    },
    async purgeExpiredRecords() {
      return {
        ...(await purgeExpired(sql)),
        rateLimitWindows: await purgeOldWindows(sql),
        uploads: await purgeExpiredUploads(sql),
        adGenerations: await purgeExpiredAdGenerations(sql),
        dashboard: await purgeDashboardRecords(sql),
        templateDrafts: await purgeExpiredDrafts(sql),
        platformEvents: await purgeOldPlatformEvents(sql, LIMITS.request_retention_days),
      };
    },
  };
}
