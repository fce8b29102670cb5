import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { ServiceError } from '../contract/errors';
import type { PlatformStatusChange } from '../contract/platform-status';
import { unstorableReason } from '../contract/text';
import { sameSecret } from '../lib/constant-time';
import { parseWithExactIds } from '../lib/lossless-json';

/*
 * The platform's signed template webhook, from raw bytes to the status changes it reports: the signature is
 * verified over the raw body before anything is parsed, then each `message_template_status_update` is read with
 * the key its redeliveries share. Storing them (db/platform.ts) and delivering them (delivery.ts) follow.
 */

// Ids the platform sends as bare JSON numbers, read as strings so that no digit is lost beyond 2^53.
const EXACT_IDS = new Set(['message_template_id', 'id']);

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

type Entry = z.infer<typeof delivery>['entry'][number];

/** Refuses a delivery whose X-Hub-Signature-256 is not the HMAC of its raw body under the app secret. */
export function verifySignature(appSecret: string | null, raw: Buffer, header: string | undefined): void {
  const given = /^sha256=([0-9a-fA-F]{64})$/.exec(header ?? '')?.[1];
  const matches =
    appSecret !== null &&
    given !== undefined &&
    sameSecret(Buffer.from(given, 'hex'), createHmac('sha256', appSecret).update(raw).digest());
  if (!matches)
    throw new ServiceError(
      'unauthorized',
      "X-Hub-Signature-256 does not verify with this webhook's app secret.",
    );
}

/** A verified delivery as the intake reads it: how many changes it carries, and its template status changes. */
export interface PlatformDelivery {
  /** Every change of every entry, whatever its field: what the caps count (the platform batches up to 1000). */
  carried: number;
  /** Its template status changes, before identical ones were merged: what the receipt reports. */
  statusChanges: number;
  /** Its template status changes, each once: identical changes (their time aside) are one, the last of them. */
  changes: PlatformStatusChange[];
}

/**
 * The template status changes of a verified delivery; other fields, and changes it cannot store, are skipped. A
 * delivery carrying more than `maxChanges` changes is refused whole (413), before anything is stored.
 */
export function readDelivery(raw: Buffer, maxChanges: number): PlatformDelivery {
  let parsed: z.infer<typeof delivery>;
  try {
    parsed = delivery.parse(parseWithExactIds(raw.toString('utf8'), EXACT_IDS));
  } catch {
    throw new ServiceError('invalid_request', 'The delivery is not a webhook payload.');
  }
  const carried = parsed.entry.reduce((n, entry) => n + entry.changes.length, 0);
  if (carried > maxChanges)
    throw new ServiceError(
      'payload_too_large',
      `The delivery carries ${carried} changes; a delivery may carry at most ${maxChanges} (the platform batches at most 1000). Nothing was stored.`,
    );
  const read = parsed.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => statusChangeOf(entry, change)),
  );
  return { carried, statusChanges: read.length, changes: lastOfIdentical(read) };
}

/**
 * A flood of the same change at different times (one template's REJECTED a thousand times) is stored and delivered
 * once: the last of them, so a redelivery of the same delivery keeps the same one and is deduplicated as before.
 */
function lastOfIdentical(read: Array<PlatformStatusChange & { sameAs: string }>): PlatformStatusChange[] {
  const last = new Map<string, number>();
  read.forEach((change, i) => last.set(change.sameAs, i));
  return read.filter((change, i) => last.get(change.sameAs) === i).map(({ sameAs: _, ...change }) => change);
}

function statusChangeOf(
  entry: Entry,
  change: Entry['changes'][number],
): Array<PlatformStatusChange & { sameAs: string }> {
  if (change.field !== 'message_template_status_update') return [];
  const parsed = statusChange.safeParse(change.value);
  if (!parsed.success) return [];
  const v = parsed.data;
  const strings = [v.event, v.message_template_name, v.message_template_language, v.reason];
  if (strings.some((s) => typeof s === 'string' && unstorableReason(s) !== null)) return [];
  const templateId = v.message_template_id;
  const fields = {
    platformTemplateId: templateId,
    event: v.event,
    templateName: v.message_template_name ?? null,
    templateLanguage: v.message_template_language ?? null,
    reason: v.reason ?? null,
  };
  return [
    {
      dedupeKey: createHash('sha256')
        .update(`${String(entry.id ?? '')}|${templateId}|${v.event}|${entry.time ?? ''}|${v.reason ?? ''}`)
        .digest('hex'),
      ...fields,
      sameAs: JSON.stringify([entry.id ?? null, ...Object.values(fields)]),
      occurredAt: platformTime(entry.time),
    },
  ];
}

/** The entry's `time` (seconds since the epoch) as ISO 8601; null when absent or not a plausible time. */
const platformTime = (time: number | undefined) =>
  time !== undefined && Number.isInteger(time) && time > 0 && time < 1e11
    ? new Date(time * 1000).toISOString()
    : null;
