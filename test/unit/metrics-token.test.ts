import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createMetrics, metricsHandler, serveWorkerMetrics } from '../../lib/metrics';

const TOKEN = 'metrics-unit-token-0123456789';

const listening = async (server: Server) => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

async function servers(token: string | null) {
  const app = express();
  app.get('/metrics', metricsHandler(createMetrics('api'), token));
  const api = app.listen(0);
  const worker = serveWorkerMetrics(createMetrics('worker'), 0, token);
  const urls = { api: `${await listening(api)}/metrics`, worker: `${await listening(worker)}/metrics` };
  return { urls, close: () => Promise.all([api, worker].map((s) => new Promise((r) => s.close(r)))) };
}

const status = async (url: string, authorization?: string) =>
  (await fetch(url, { headers: authorization === undefined ? {} : { authorization } })).status;

test('the API’s and the worker’s /metrics answer only the configured bearer token, and no near miss', async () => {
  const { urls, close } = await servers(TOKEN);
  try {
    for (const url of [urls.api, urls.worker]) {
      expect(await status(url, `Bearer ${TOKEN}`)).toBe(200);
      for (const wrong of [
        undefined,
        '',
        'Bearer',
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Bearer ${TOKEN.slice(0, -1)}X`,
        `Bearer ${TOKEN}0`,
        `bearer ${TOKEN}`,
        `Basic ${TOKEN}`,
        `Bearer ${'x'.repeat(4096)}`,
      ])
        expect({ wrong, status: await status(url, wrong) }).toEqual({ wrong, status: 401 });
    }
  } finally {
    await close();
  }
});

test('without a token /metrics is open, as before', async () => {
  const { urls, close } = await servers(null);
  try {
    expect(await status(urls.api)).toBe(200);
    expect(await status(urls.worker, 'Bearer anything')).toBe(200);
  } finally {
    await close();
  }
});
