import type { Client } from '@temporalio/client';
import type { Sql } from '../db/client';
import type { Metrics } from '../lib/metrics';
import type { ImageProvider } from '../providers/image/types';
import type { TextProvider } from '../providers/text/types';
import type { MediaStore } from '../storage';
import { createMediaActivities } from './media';
import { createUploadActivities, type UploadDeps } from './uploads';
import { createSpeechActivities } from './speech';
import type { SpeechProviders } from './speech';
import { createCopyActivities } from './copy';
import { createImageActivities } from './images';
import { createLedgerActivities } from './ledger';
import { createRequestActivities } from './requests';
import { createTemplateActivities } from './templates';
import { createRefundActivities } from '../refunds/activities';
import type { SecretBox } from '../lib/secrets';
import { createAdLibraryActivities } from './ad-library';
import { createWebhookActivities } from './webhooks';
import { createCommit, type DeliveryDispatch } from '../db/commit';
import type { RetrySchedule } from '../contract/webhooks';

export interface ActivityDeps {
  sql: Sql;
  text: TextProvider;
  media: MediaStore;
  uploads: UploadDeps['uploads'];
  speech: SpeechProviders;
  image: ImageProvider;
  /** Opens the platform secrets; null when SECRETS_KEY is not configured. */
  secrets: SecretBox | null;
  /** The platform's Graph API, where refund verification reads a template's status. */
  metaGraph: { baseUrl: string; version: string };
  providerTimeoutMs: number;
  /**
   * Starts the deliveries a committed state change wrote; their retry schedule; whether endpoints may be http,
   * loopback or private (WEBHOOK_ALLOW_PRIVATE_ENDPOINTS, development only).
   */
  webhooks: { dispatcher: DeliveryDispatch; schedule: RetrySchedule; allowPrivateEndpoints?: boolean };
  /** The worker's own client and task queue: the refund reconciler starts and signals verifications with them. */
  temporal: { client: Client; taskQueue: string };
  /** How long the refund reconciler leaves the API to finish its own start or signal (REFUND_RECONCILE_GRACE_SECONDS). */
  refundReconcileGraceMs?: number;
  /** The worker's metrics; null where nothing is exported (tests that build activities directly). */
  metrics?: Metrics | null;
}

export function createActivities(deps: ActivityDeps) {
  const commit = createCommit(deps.sql, deps.webhooks.dispatcher);
  return {
    ...createLedgerActivities(deps),
    ...createRequestActivities({ ...deps, commit }),
    ...createCopyActivities({ ...deps, commit }),
    ...createMediaActivities(deps),
    ...createUploadActivities(deps),
    ...createSpeechActivities(deps),
    ...createImageActivities(deps),
    ...createTemplateActivities(deps),
    ...createRefundActivities({
      ...deps,
      commit,
      starts: { temporal: deps.temporal.client, taskQueue: deps.temporal.taskQueue },
      reconcileGraceMs: deps.refundReconcileGraceMs,
      graph: { ...deps.metaGraph, timeoutMs: deps.providerTimeoutMs },
    }),
    ...createAdLibraryActivities({ ...deps, commit }),
    ...createWebhookActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { Charge, LedgerMove } from './ledger';
export type { CompletedRequest } from './requests';
export type { GenerateCopyInput, SettleCopyInput, SettledCopy } from './copy';
export type { ImportUploadInput } from './uploads';
export type { GenerateSpeechInput } from './speech';
export type { GenerateImageInput } from './images';
export type { GenerateTemplateDraftInput } from './templates';
export type { PlatformRead, ReconcileSummary } from '../refunds/activities';
