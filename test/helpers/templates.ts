import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import type { Sql } from '../../db/client';
import { admin } from './admin';
import { call, newAccount, uniqueKey } from './client';

export const UTILITY_DRAFT = {
  name: 'order_shipped',
  category: 'UTILITY',
  output_language: 'ar',
  language_code: 'ar',
  market: 'SA',
  purpose: 'نبلغك إن طلبك انشحن وبيوصلك قريب',
  customer_action_context: 'The customer placed an order in our app and asked for shipping updates.',
  variables: [
    { name: 'customer_name', example: 'سارة' },
    { name: 'order_number', example: 'A-10452' },
    { name: 'delivery_date', example: '24 نوفمبر' },
  ],
  header: 'تحديث الطلب',
  footer: true,
  buttons: [{ type: 'URL', text: 'تتبع الطلب', url: 'https://shop.example.com/track' }],
};

export const MARKETING_DRAFT = {
  name: 'weekend_coffee_offer',
  category: 'MARKETING',
  output_language: 'en',
  language_code: 'en_US',
  purpose: 'Specialty coffee roasted daily in Riyadh. 20% off your first order this weekend.',
  opt_in_context: 'Customers subscribed to offers by ticking the marketing checkbox at checkout.',
  variables: [{ name: 'first_name', example: 'Omar' }],
  buttons: [
    { type: 'QUICK_REPLY', text: 'Show me' },
    { type: 'QUICK_REPLY', text: 'Not now' },
  ],
};

/** The README's recipe: SHA-256 of the RFC 8785 canonical JSON of what was submitted. */
export function partnerHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload), 'utf8').digest('hex');
}

export function createDraft(
  key: string,
  body: unknown,
  baseUrl?: string,
  idempotencyKey = uniqueKey('draft'),
) {
  return call('POST', '/v1/messaging-template-drafts', { key, idempotencyKey, body, baseUrl });
}

export function reportOutcome(
  key: string,
  draftId: string,
  body: Record<string, unknown>,
  baseUrl?: string,
  idempotencyKey = uniqueKey('outcome'),
) {
  return call('POST', `/v1/messaging-template-drafts/${draftId}/outcomes`, {
    key,
    idempotencyKey,
    body,
    baseUrl,
  });
}

export function rejection(templateId: string, hash: string, eventId = uniqueKey('evt')) {
  return {
    outcome: 'REJECTED',
    platform_template_id: templateId,
    provider_event_id: eventId,
    submitted_payload_hash: hash,
    category: 'UTILITY',
    reason: 'INVALID_FORMAT',
    occurred_at: new Date().toISOString(),
  };
}

type Change = { event: string; id: string; name: string; language: string; reason?: string };

/**
 * A platform delivery of template status changes, signed as the platform signs it: `message_template_id` as a bare
 * JSON number with every digit of the id (the platform's ids go beyond 2^53, where a double loses digits).
 */
export function signedDelivery(
  appSecret: string,
  changes: Change[],
  time = Math.floor(Date.now() / 1000),
): { body: string; signature: string } {
  return signedEntries(appSecret, [{ time, changes }]);
}

/** A signed delivery of several entries, each with its time, as the platform batches them. */
export function signedEntries(
  appSecret: string,
  entries: Array<{ time: number; changes: Change[] }>,
): { body: string; signature: string } {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: entries.map(({ time, changes }) => ({
      id: '102290129340398',
      time,
      changes: changes.map((c) => ({
        field: 'message_template_status_update',
        value: {
          event: c.event,
          message_template_id: `@@${c.id}@@`,
          message_template_name: c.name,
          message_template_language: c.language,
          reason: c.reason ?? (c.event === 'REJECTED' ? 'INVALID_FORMAT' : 'NONE'),
        },
      })),
    })),
  }).replace(/"@@(\d+)@@"/g, '$1');
  return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
}

export function postDelivery(
  hookId: string,
  delivery: { body: string; signature: string },
  baseUrl?: string,
) {
  return call('POST', `/v1/platform-events/whatsapp/${hookId}`, {
    rawBody: delivery.body,
    headers: { 'x-hub-signature-256': delivery.signature },
    baseUrl,
  });
}

/** An account with `credits` and platform settings (app secret, verify token, access token) of its own. */
export async function platformAccount(sql: Sql, credits = 20) {
  const account = await newAccount(sql, credits);
  const secrets = {
    appSecret: `app-${uniqueKey()}`,
    verifyToken: `verify-${uniqueKey()}`,
    accessToken: `token-${uniqueKey()}`,
  };
  const { hook_id } = await admin(
    'platform',
    'set',
    '--account',
    account.accountId,
    '--app-secret',
    secrets.appSecret,
    '--verify-token',
    secrets.verifyToken,
    '--access-token',
    secrets.accessToken,
  );
  return { ...account, ...secrets, hookId: hook_id as string };
}
