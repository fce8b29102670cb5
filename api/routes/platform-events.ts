import { createHash, createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/constant-time';
import type { Client } from '@temporalio/client';
import express, { type Router } from 'express';
import { z } from 'zod';
import { ServiceError } from '../../contract/errors';
import { unstorableReason } from '../../contract/text';
import type { Sql } from '../../db/client';
import { settingsByHook, storePlatformEvents, type PlatformEvent } from '../../db/platform';
import type { Config } from '../../lib/config';
import { parseWithExactIds } from '../../lib/lossless-json';
import type { SecretBox } from '../../lib/secrets';
import { crashPoint, deliverPlatformEvents } from '../refunds';
import { routerFor } from '../route-table';

export interface PlatformEventDeps {
  sql: Sql;
  temporal: Client;
  taskQueue: string;
  secrets: SecretBox | null;
  config: Pick<Config, 'faultInjection'>;
}

// Ids the platform sends as bare JSON numbers, read as strings so that no digit is lost beyond 2^53.
const EXACT_IDS = new Set(['message_template_id', 'id']);

// The platform batches up to 1000 changes and caps a delivery at 3 MB.
const MAX_BODY = '3mb';

const statusChange = z.object({
  event: z.string().max(40),
  message_template_id: z.string().regex(/^\d{1,100}$/),
  message_template_name: z.string().max(512).nullish(),
  message_template_language: z.string().max(20).nullish(),
  reason: z.string().max(2000).nullish(),
});

const delivery = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        id: z.string().max(100).optional(),
        time: z.number().optional(),
        changes: z.array(z.object({ field: z.string(), value: z.unknown() })).default([]),
      }),
    )
    .default([]),
});

function signatureMatches(secret: string, raw: Buffer, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-fA-F]{64})$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return sameSecret(Buffer.from(given, 'hex'), expected);
}

/** The template status changes of a verified delivery, each with the key its redeliveries share. */
function statusChanges(body: z.infer<typeof delivery>): PlatformEvent[] {
  return body.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => {
      if (change.field !== 'message_template_status_update') return [];
      const parsed = statusChange.safeParse(change.value);
      if (!parsed.success) return [];
      const v = parsed.data;
      const strings = [v.event, v.message_template_name, v.message_template_language, v.reason];
      if (strings.some((s) => typeof s === 'string' && unstorableReason(s) !== null)) return [];
      const templateId = v.message_template_id;
      return [
        {
          dedupeKey: createHash('sha256')
            .update(
              `${String(entry.id ?? '')}|${templateId}|${v.event}|${entry.time ?? ''}|${v.reason ?? ''}`,
            )
            .digest('hex'),
          platformTemplateId: templateId,
          event: v.event,
          templateName: v.message_template_name ?? null,
          templateLanguage: v.message_template_language ?? null,
          reason: v.reason ?? null,
        },
      ];
    }),
  );
}

/**
 * POST /v1/platform-events/whatsapp/{hook_id}: the platform's signed template webhook. Its signature is its
 * authentication (no bearer key): verified over the raw body before anything is parsed or stored. Redeliveries
 * are stored once; new changes go to the matching drafts' refund workflows as signals.
 */
export function createPlatformEventsRouter(deps: PlatformEventDeps): Router {
  const settingsFor = async (hookId: string) => {
    const settings = deps.secrets ? await settingsByHook(deps.sql, deps.secrets, hookId) : undefined;
    if (!settings) throw new ServiceError('not_found', 'No webhook with this id.');
    return settings;
  };
  return routerFor({
    platformHandshake: async (req, res) => {
      const settings = await settingsFor(req.params.hook_id as string);
      const q = req.query as Record<string, unknown>;
      const token = typeof q['hub.verify_token'] === 'string' ? q['hub.verify_token'] : '';
      const challenge = typeof q['hub.challenge'] === 'string' ? q['hub.challenge'] : '';
      const matches = settings.verifyToken !== null && sameSecret(token, settings.verifyToken);
      if (q['hub.mode'] !== 'subscribe' || !matches || challenge.length === 0 || challenge.length > 200) {
        throw new ServiceError('unauthorized', 'The verification handshake does not match this webhook.');
      }
      res.type('text/plain').send(challenge);
    },
    platformEvents: [
      express.raw({ type: () => true, limit: MAX_BODY }),
      async (req, res) => {
        const settings = await settingsFor(req.params.hook_id as string);
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (
          !settings.appSecret ||
          !signatureMatches(settings.appSecret, raw, req.get('x-hub-signature-256'))
        ) {
          throw new ServiceError(
            'unauthorized',
            "X-Hub-Signature-256 does not verify with this webhook's app secret.",
          );
        }
        let parsed: z.infer<typeof delivery>;
        try {
          parsed = delivery.parse(parseWithExactIds(raw.toString('utf8'), EXACT_IDS));
        } catch {
          throw new ServiceError('invalid_request', 'The delivery is not a webhook payload.');
        }
        const changes = statusChanges(parsed);
        // The outbox: stored first, then handed to the workflows, then marked delivered. A crash in between leaves
        // the change undelivered, and the platform's redelivery or the reconciler's Schedule delivers it.
        const { fresh, undelivered } = await storePlatformEvents(deps.sql, settings.accountId, changes);
        crashPoint(deps.config, 'after-platform-event-stored');
        await deliverPlatformEvents(deps.sql, deps.temporal, deps.taskQueue, settings.accountId, undelivered);
        res.json({ object: 'platform_event_receipt', changes: changes.length, new: fresh });
      },
    ],
  });
}
