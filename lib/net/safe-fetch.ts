import { lookup } from 'node:dns/promises';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { ServiceError } from '../../contract/errors';
import { nonPublicReason } from './address';

export type FetchFailure = 'blocked' | 'too_large' | 'unavailable' | 'bad_response';

export class SafeFetchError extends Error {
  constructor(
    readonly kind: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** URL prefixes that must never be fetched (the service's own media). */
  refusedPrefixes: string[];
  /** Test only: "host:port" pairs allowed although they are not public. Empty in production. */
  allowHosts: ReadonlySet<string>;
  /** Test only: an extra CA certificate (PEM) for the local HTTPS server. */
  ca?: string;
  /** The resolver (default: the system's, every address). */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });

/** The problem a partner sees for a refused or failed fetch of the `url` field. */
export function fetchProblem(err: SafeFetchError): ServiceError {
  const field = [{ pointer: '/url', detail: err.message }];
  if (err.kind === 'too_large')
    return new ServiceError('payload_too_large', `The image ${err.message}.`, field);
  if (err.kind === 'unavailable') {
    return new ServiceError('provider_unavailable', `The URL could not be fetched: ${err.message}.`);
  }
  return new ServiceError('invalid_request', `The URL ${err.message}.`, field);
}

/**
 * Checks what can be checked without DNS: https only, no credentials, no loopback or private IP literal (in
 * any spelling the URL parser normalises: decimal, octal, hex, IPv4-mapped), no localhost, not our own media.
 */
export function vetUrl(raw: string, options: Pick<SafeFetchOptions, 'refusedPrefixes' | 'allowHosts'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('blocked', 'is not a valid URL');
  }
  if (url.protocol !== 'https:') throw new SafeFetchError('blocked', 'must be an https URL');
  if (url.username || url.password) throw new SafeFetchError('blocked', 'must not carry credentials');
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const allowed = options.allowHosts.has(`${host}:${url.port || '443'}`);
  if (!allowed && (host === 'localhost' || host.endsWith('.localhost'))) {
    throw new SafeFetchError('blocked', 'points at localhost');
  }
  if (isIP(host) && !allowed) {
    const reason = nonPublicReason(host);
    if (reason) throw new SafeFetchError('blocked', `points at a non-public address (${reason})`);
  }
  if (options.refusedPrefixes.some((prefix) => raw.startsWith(prefix) || url.href.startsWith(prefix))) {
    throw new SafeFetchError('blocked', "points at this service's own media");
  }
  return url;
}

/** Resolves once and refuses unless every address is public: the connection then goes to that address only. */
async function pinnedAddress(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allowHosts.has(`${host.toLowerCase()}:${url.port || '443'}`);
  if (isIP(host)) return { address: host, family: isIP(host) };
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch {
    throw new SafeFetchError('unavailable', `could not resolve ${host}`);
  }
  for (const a of addresses) {
    const reason = nonPublicReason(a.address);
    if (reason && !allowed)
      throw new SafeFetchError('blocked', `resolves to a non-public address (${reason})`);
  }
  if (addresses.length === 0) throw new SafeFetchError('unavailable', `no address for ${host}`);
  return addresses[0]!;
}

function decoded(stream: Readable, encoding: string | undefined): Readable {
  switch ((encoding ?? 'identity').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return stream.pipe(createGunzip());
    case 'deflate':
      return stream.pipe(createInflate());
    case 'br':
      return stream.pipe(createBrotliDecompress());
    case 'identity':
      return stream;
    default:
      throw new SafeFetchError('bad_response', `unsupported content encoding ${encoding}`);
  }
}

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
  contentType?: string;
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const req = https.request(
      {
        protocol: 'https:',
        hostname: host,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        // DNS pinning: whatever the name resolves to now, the socket goes to the address we vetted.
        lookup: (_hostname, opts, callback) =>
          // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily): answer in that shape.
          (opts as { all?: boolean }).all
            ? (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
                null,
                [pinned],
              )
            : callback(null, pinned.address, pinned.family),
        servername: isIP(host) ? undefined : host,
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'campaign-generation-service/uploads',
        },
        ca: options.ca ? [...tls.rootCertificates, options.ca] : undefined,
        signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(
            new SafeFetchError(
              status >= 500 ? 'unavailable' : 'bad_response',
              `the server answered ${status}`,
            ),
          );
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (declared > options.maxBytes) {
          res.destroy();
          return reject(new SafeFetchError('too_large', `is larger than ${options.maxBytes} bytes`));
        }
        let body: Readable;
        try {
          body = decoded(res, res.headers['content-encoding']);
        } catch (err) {
          res.destroy();
          return reject(err);
        }
        const chunks: Buffer[] = [];
        let total = 0;
        body.on('data', (chunk: Buffer) => {
          // Counted after decoding: a small gzip body cannot smuggle a large file past the cap.
          total += chunk.length;
          if (total > options.maxBytes) {
            res.destroy();
            body.destroy();
            reject(new SafeFetchError('too_large', `is larger than ${options.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        body.on('end', () =>
          resolve({ status, body: Buffer.concat(chunks), contentType: res.headers['content-type'] }),
        );
        body.on('error', (err) => reject(new SafeFetchError('bad_response', err.message)));
      },
    );
    req.on('error', (err) => {
      if (err instanceof SafeFetchError) reject(err);
      else reject(new SafeFetchError('unavailable', signal.aborted ? 'timed out' : err.message));
    });
    req.end();
  });
}

/** GET an https URL with every hop vetted and DNS-pinned, a total time limit and a decoded byte cap. */
export async function safeFetch(
  raw: string,
  options: SafeFetchOptions,
): Promise<{ body: Buffer; finalUrl: string }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = vetUrl(raw, options);
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const pinned = await pinnedAddress(url, options);
    const answer = await request(url, pinned, options, signal);
    if (answer.body) return { body: answer.body, finalUrl: url.href };
    url = vetUrl(new URL(answer.location!, url).href, options);
  }
  throw new SafeFetchError('bad_response', `more than ${options.maxRedirects} redirects`);
}
