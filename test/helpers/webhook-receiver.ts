import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { selfSignedCertificate } from './https-server';

/** One POST the receiver got, verified on arrival with the Standard Webhooks npm library (not our code). */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** What `Webhook.verify` returned (the parsed event), or the error it threw. */
  verified: { ok: true; event: Record<string, unknown> } | { ok: false; error: string };
  at: number;
}

/** What the receiver answers the n-th POST (1-based) on a path: a status, or hold the request unanswered. */
export type Behaviour = (n: number) => number | 'hang';

export interface WebhookReceiver {
  port: number;
  caFile: string;
  url(path: string): string;
  /** Registers a path with the endpoint's signing secret and how it answers (200 by default). */
  listen(path: string, secret: string, behaviour?: Behaviour): void;
  received(path: string): Received[];
  waitFor(path: string, count: number, timeoutMs?: number): Promise<Received[]>;
  /** Stops accepting connections (the receiver is down: connections are refused) until `resume`. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A partner's HTTPS webhook receiver on loopback, with a throw-away certificate; `plain`: a plain http one, as a
 * developer runs on a laptop (caFile is then unused).
 */
export async function startWebhookReceiver(options: { plain?: boolean } = {}): Promise<WebhookReceiver> {
  const { key, cert } = selfSignedCertificate();
  const paths = new Map<string, { secret: string; behaviour: Behaviour; received: Received[] }>();
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const entry = paths.get(path);
      if (!entry || req.method !== 'POST') return void res.writeHead(404).end();
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      let verified: Received['verified'];
      try {
        const event = new Webhook(entry.secret).verify(body, {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        }) as Record<string, unknown>;
        verified = { ok: true, event };
      } catch (err) {
        verified = { ok: false, error: (err as Error).message };
      }
      entry.received.push({
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body,
        verified,
        at: Date.now(),
      });
      const answer = entry.behaviour(entry.received.length);
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(`answer ${answer}`);
    });
  };
  const server = options.plain
    ? http.createServer(handler)
    : https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    port,
    caFile: cert,
    url: (path) => `${options.plain ? 'http' : 'https'}://127.0.0.1:${port}${path}`,
    listen(path, secret, behaviour = () => 200) {
      paths.set(path, { secret, behaviour, received: [] });
    },
    received: (path) => paths.get(path)?.received ?? [],
    async waitFor(path, count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.received(path).length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `${path}: ${receiver.received(path).length} of ${count} deliveries in ${timeoutMs} ms`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
      return receiver.received(path);
    },
    pause: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    resume: () => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
