import http from 'node:http';
import { readStack } from './stack-file';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/**
 * One request through node:http, sent as given: fetch normalises paths and refuses some bodies and headers that
 * a careless or hostile client can still send.
 */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
  baseUrl = readStack().apiUrl,
  /** `localAddress`: where to connect from (all of 127.0.0.0/8 is this machine); the API sees it as the client. */
  options: { localAddress?: string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        method,
        host: url.hostname,
        port: url.port,
        path,
        headers,
        maxHeaderSize: 64 * 1024,
        agent: false,
        localAddress: options.localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const value of typeof v === 'string' ? [v] : (v ?? [])) h.append(k, value);
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode!, headers: h, text, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
