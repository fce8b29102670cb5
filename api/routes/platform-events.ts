import type { Client } from '@temporalio/client';
import express, { type Router } from 'express';
import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import { hookSecret, storeStatusChanges } from '../../db/platform';
import { countInWindows } from '../../db/rate-limits';
import type { Config } from '../../lib/config';
import { sameSecret } from '../../lib/constant-time';
import type { SecretBox } from '../../lib/secrets';
import { deliverStoredChanges } from '../../refunds/delivery';
import { readDelivery, verifySignature } from '../../refunds/intake';
import { crashPoint } from '../crash-point';
import { enforcePlatformWebhookLimits, RATE_WINDOW_SECONDS, type PlatformWebhookLimits } from '../rate-limit';
import { routerFor } from '../route-table';

export interface PlatformEventDeps {
  sql: Sql;
  temporal: Client;
  taskQueue: string;
  secrets: SecretBox | null;
  config: Pick<Config, 'faultInjection'>;
  limits: PlatformWebhookLimits;
}

// The platform batches up to 1000 changes and caps a delivery at 3 MB.
const MAX_BODY = '3mb';

/**
 * POST /v1/platform-events/whatsapp/{hook_id}: the platform's signed template webhook. Its signature is its
 * authentication (no bearer key): verified over the raw body before anything is parsed or stored. A delivery
 * carrying too many changes, or past its hook's quotas for the minute, is refused whole (decision 031).
 * Redeliveries are stored once; new status changes go to the matching drafts' refund workflows as triggers, one
 * per workflow.
 */
export function createPlatformEventsRouter(deps: PlatformEventDeps): Router {
  const hookFor = async (hookId: string, secret: 'app_secret' | 'verify_token') => {
    const hook = deps.secrets ? await hookSecret(deps.sql, deps.secrets, hookId, secret) : undefined;
    if (!hook) throw new ServiceError('not_found', 'No webhook with this id.');
    return hook;
  };
  return routerFor({
    platformHandshake: async (req, res) => {
      const hook = await hookFor(req.params.hook_id as string, 'verify_token');
      const q = req.query as Record<string, unknown>;
      const token = typeof q['hub.verify_token'] === 'string' ? q['hub.verify_token'] : '';
      const challenge = typeof q['hub.challenge'] === 'string' ? q['hub.challenge'] : '';
      const matches = hook.secret !== null && sameSecret(token, hook.secret);
      if (q['hub.mode'] !== 'subscribe' || !matches || challenge.length === 0 || challenge.length > 200) {
        throw new ServiceError('unauthorized', 'The verification handshake does not match this webhook.');
      }
      // The challenge is the caller's text echoed back: nosniff keeps a browser from reading it as HTML or script.
      res.type('text/plain').set('X-Content-Type-Options', 'nosniff').send(challenge);
    },
    platformEvents: [
      express.raw({ type: () => true, limit: MAX_BODY }),
      async (req, res) => {
        const hook = await hookFor(req.params.hook_id as string, 'app_secret');
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        verifySignature(hook.secret, raw, req.get('x-hub-signature-256'));
        const delivery = readDelivery(raw, deps.limits.maxChanges);
        const hits = await countInWindows(
          deps.sql,
          req.params.hook_id as string,
          { deliveries: 1, changes: delivery.carried },
          RATE_WINDOW_SECONDS,
        );
        enforcePlatformWebhookLimits(res, deps.limits, hits);
        // The outbox: stored first, then handed to the workflows, then marked delivered. A crash in between leaves
        // the change undelivered, and the platform's redelivery or the reconciler's Schedule delivers it.
        const { fresh, undelivered } = await storeStatusChanges(deps.sql, hook.accountId, delivery.changes);
        crashPoint(deps.config, 'after-platform-event-stored');
        await deliverStoredChanges(deps, undelivered);
        res.json({ object: 'platform_event_receipt', changes: delivery.statusChanges, new: fresh });
      },
    ],
  });
}
