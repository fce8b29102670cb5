import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `v1,` + base64 HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64 bytes after the secret's `whsec_` prefix.
 * Partners verify with the specification's published libraries (npm and PyPI `standardwebhooks`).
 */

const PREFIX = 'whsec_';

/** A fresh signing secret: 24 random bytes (the specification asks for 24 to 64), base64, `whsec_` prefix. */
export function newSigningSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

function secretBytes(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('a signing secret starts with whsec_');
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt; the timestamp is the attempt's (receivers refuse stale ones). */
export function signWebhook(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): SignedHeaders {
  const timestamp = String(Math.floor(timestampSeconds));
  const mac = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${mac}` };
}
