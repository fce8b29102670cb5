import type { Problem } from '../contract/errors';
import type { CompletedStatus } from '../contract/requests';
import type { Sql, Tx } from '../db/client';
import type { Commit } from '../db/commit';
import type { Metrics } from '../lib/metrics';
import { purgeOldWindows } from '../db/rate-limits';
import { completeRequest, failRequest, problemBody, purgeExpired, type Terminal } from '../db/requests';
import { purgeOldWebhookEvents } from '../db/webhooks';
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

export function createRequestActivities({
  sql,
  metrics,
  commit,
}: {
  sql: Sql;
  metrics?: Metrics | null;
  commit: Commit;
}) {
  /** The terminal write and its event in one transaction; the event's deliveries start once it committed. */
  const terminal = async (write: (tx: Tx) => Promise<Terminal | null>, outcome: string) => {
    const done = await commit(async (tx, emit) => {
      const written = await write(tx);
      if (written) emit(written.deliveries);
      return written;
    });
    if (!done) return false;
    metrics?.workflowOutcomes.inc({ operation: done.operation, outcome });
    return true;
  };
  return {
    /**
     * Stores the receipt text once; every later replay sends these exact bytes. Returns them when this call
     * stored them (the API answers with them without reading the record), null when the record was terminal.
     */
    async completeRequest(done: CompletedRequest): Promise<string | null> {
      const stored = JSON.stringify(done.body);
      const wrote = await terminal(
        (tx) => completeRequest(tx, done.requestId, done.status, done.httpStatus, stored),
        done.status,
      );
      return wrote ? stored : null;
    },
    /** Stores the problem as the request's answer; returns its text when this call stored it. */
    async failRequest({
      requestId,
      problem,
    }: {
      requestId: string;
      problem: Problem;
    }): Promise<string | null> {
      const wrote = await terminal((tx) => failRequest(tx, requestId, problem), 'failed');
      return wrote ? problemBody(problem) : null;
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
        webhookEvents: await purgeOldWebhookEvents(sql),
      };
    },
  };
}
