import { createHmac } from 'node:crypto';
import type { Sql } from '../db/client';
import { upsertPlatformSettings } from '../db/platform';
import type { SecretBox } from '../lib/secrets';
import { UTILITY_DRAFT } from '../test/helpers/templates';
import { postJson } from './http';
import { measure, type RunStats } from './stats';

export interface TemplateBench {
  drafts: RunStats;
  reports: RunStats;
  webhook: {
    batches: number;
    changesPerBatch: number;
    batchesPerSecond: number;
    changesPerSecond: number;
    p50: number;
  };
}

/**
 * Draft creation and outcome reports through HTTP (each report a matching REJECTED one, so each starts its
 * draft's refund-verification workflow), and signed webhook batches of 100 changes.
 */
export async function templateBench(opts: {
  apiUrl: string;
  key: string;
  accountId: string;
  sql: Sql;
  secrets: SecretBox;
  count: number;
}): Promise<TemplateBench> {
  const post = (path: string, body: unknown, key: string) =>
    postJson<{ id: string; payload_hash: string }>(`${opts.apiUrl}${path}`, opts.key, key, body);
  const drafts: Array<{ id: string; payload_hash: string }> = [];
  const draftStats = await measure(4, opts.count, async (i) => {
    drafts[i] = await post('/v1/messaging-template-drafts', UTILITY_DRAFT, `bench-draft-${i}`);
  });
  const reportStats = await measure(4, opts.count, async (i) => {
    const d = drafts[i]!;
    await post(
      `/v1/messaging-template-drafts/${d.id}/outcomes`,
      {
        outcome: 'REJECTED',
        platform_template_id: String(9_000_000 + i),
        provider_event_id: `bench-evt-${i}`,
        submitted_payload_hash: d.payload_hash,
        category: 'UTILITY',
        occurred_at: new Date().toISOString(),
      },
      `bench-report-${i}`,
    );
  });

  const appSecret = 'bench-app-secret';
  const { hookId } = await upsertPlatformSettings(opts.sql, opts.secrets, opts.accountId, { appSecret });
  const batches = 30;
  const perBatch = 100;
  const started = performance.now();
  const webhookStats = await measure(4, batches, async (b) => {
    // Half of each batch names templates of reported drafts (signals to their workflows); half matches none.
    const changes = Array.from({ length: perBatch }, (_, j) => ({
      field: 'message_template_status_update',
      value: {
        event: 'PENDING',
        message_template_id:
          j % 2 === 0 ? 9_000_000 + ((b * perBatch + j) % opts.count) : 8_000_000 + b * perBatch + j,
        message_template_name: 'order_shipped',
        message_template_language: 'ar',
        reason: `bench ${b}-${j}`,
      },
    }));
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', time: b, changes }],
    });
    const res = await fetch(`${opts.apiUrl}/v1/platform-events/whatsapp/${hookId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
      },
      body,
    });
    if (res.status !== 200) throw new Error(`webhook: ${res.status} ${await res.text()}`);
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    drafts: draftStats,
    reports: reportStats,
    webhook: {
      batches,
      changesPerBatch: perBatch,
      batchesPerSecond: batches / seconds,
      changesPerSecond: (batches * perBatch) / seconds,
      p50: webhookStats.p50,
    },
  };
}
