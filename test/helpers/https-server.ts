import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Route {
  status?: number;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface LocalHttps {
  port: number;
  url(p: string): string;
  caFile: string;
  routes: Map<string, Route>;
  hits: string[];
  close(): Promise<void>;
}

// The certificates' directories, removed when the test process ends (the stacks that trust a certificate may
// outlive the server that presented it).
const certificateDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of certificateDirs) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away self-signed certificate (openssl) for 127.0.0.1, localhost and images.test. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cgs-https-'));
  certificateDirs.add(dir);
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:images.test',
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** A local HTTPS server with a throw-away self-signed certificate (openssl) for 127.0.0.1 and localhost. */
export async function startLocalHttps(): Promise<LocalHttps> {
  const { key, cert } = selfSignedCertificate();
  const routes = new Map<string, Route>();
  const hits: string[] = [];
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    hits.push(req.url ?? '');
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status ?? 200, route.headers ?? {});
    res.end(route.body ?? Buffer.alloc(0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (p) => `https://127.0.0.1:${port}${p}`,
    caFile: cert,
    routes,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
