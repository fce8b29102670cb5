import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { ServiceError } from '../../contract/errors';
import { nonPublicReason, onLocalNetwork } from './address';
import type { RefusedUrls } from './refused-urls';

/** blocked: refused by policy; unreachable: the partner's origin could not be reached or answered an error. */
export type FetchFailure = 'blocked' | 'too_large' | 'unreachable' | 'bad_response';

export class SafeFetchError extends Error {
  constructor(
    readonly kind: FetchFailure,
    message: string,
    /** The origin's HTTP status when it answered with an error. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** URLs that must never be fetched (the service's own media). */
  refusedUrls: RefusedUrls;
  /** Test only: "host:port" pairs allowed although they are not public. Empty in production. */
  allowHosts: ReadonlySet<string>;
  /**
   * Development only (WEBHOOK_ALLOW_PRIVATE_ENDPOINTS): localhost, loopback and private addresses are allowed
   * (link-local and the other non-public ranges are not).
   */
  allowLocalNetwork?: boolean;
  /** Test only: an extra CA certificate (PEM) for the local HTTPS server. */
  ca?: string;
  /** Schemes allowed (default https only; website context also reads http). */
  schemes?: ReadonlyArray<'https:' | 'http:'>;
  /** The User-Agent and Accept headers sent (defaults name the uploads fetcher). */
  userAgent?: string;
  accept?: string;
  /** The resolver (default: the system's, every address). */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });

/** The problem a partner sees for a refused or failed fetch of the `url` field. */
export function fetchProblem(err: SafeFetchError): ServiceError {
  const field = [{ pointer: '/url', detail: err.message }];
  if (err.kind === 'too_large')
    return new ServiceError('payload_too_large', `The image ${err.message}.`, field);
  // The partner's URL is at fault, not a provider: a 4xx that is stored and replayed like any other.
  if (err.kind === 'unreachable')
    return new ServiceError('source_unreachable', `The URL could not be fetched: ${err.message}.`, field);
  return new ServiceError('invalid_request', `The URL ${err.message}.`, field);
}

/**
 * Whether the URL has a userinfo part (an `@` in its authority), even an empty one: the URL parser drops
 * `https://@host` and `https://:@host` without a trace, so the text is read as the parser would (leading
 * controls and spaces, tabs and newlines ignored; any run of slashes or backslashes after a scheme).
 * A reference without a scheme counts only from `//`.
 */
export function carriesUserinfo(raw: string): boolean {
  let start = 0;
  while (start < raw.length && raw.charCodeAt(start) <= 0x20) start++;
  const text = raw.slice(start).replace(/[\t\n\r]/g, '');
  const authority = /^(?:[a-z][a-z\d+.-]*:[/\\]*|[/\\]{2})([^/\\?#]*)/i.exec(text)?.[1];
  return authority?.includes('@') ?? false;
}

/**
 * Checks what can be checked without DNS: https only, no credentials (not even an empty `@`), no loopback or
 * private IP literal (in any spelling the URL parser normalises: decimal, octal, hex, IPv4-mapped), no
 * localhost, not our own media.
 */
export function vetUrl(
  raw: string,
  options: Pick<SafeFetchOptions, 'refusedUrls' | 'allowHosts' | 'schemes' | 'allowLocalNetwork'>,
  /** What a relative `raw` (a redirect's Location) resolves against. */
  base?: URL,
): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('blocked', 'is not a valid URL');
  }
  const schemes = options.schemes ?? ['https:'];
  if (!(schemes as readonly string[]).includes(url.protocol))
    throw new SafeFetchError(
      'blocked',
      schemes.length === 1 ? 'must be an https URL' : 'must be an http or https URL',
    );
  if (url.username || url.password || carriesUserinfo(raw))
    throw new SafeFetchError('blocked', 'must not carry credentials');
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  const allowed = options.allowHosts.has(`${host}:${url.port || defaultPort(url)}`);
  const localhost = host === 'localhost' || host.endsWith('.localhost');
  if (!allowed && localhost && !options.allowLocalNetwork) {
    throw new SafeFetchError('blocked', 'points at localhost');
  }
  if (isIP(host) && !allowed && !(options.allowLocalNetwork && onLocalNetwork(host))) {
    const reason = nonPublicReason(host);
    if (reason) throw new SafeFetchError('blocked', `points at a non-public address (${reason})`);
  }
  if (options.refusedUrls.refuses(url)) {
    throw new SafeFetchError('blocked', "points at this service's own media");
  }
  return url;
}

const defaultPort = (url: URL) => (url.protocol === 'http:' ? '80' : '443');

/** Resolves once and refuses unless every address is public: the connection then goes to that address only. */
async function pinnedAddress(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allowHosts.has(`${host.toLowerCase()}:${url.port || defaultPort(url)}`);
  if (isIP(host)) return { address: host, family: isIP(host) };
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const why = code === 'EAI_AGAIN' ? 'a temporary DNS failure' : 'no such name';
    throw new SafeFetchError(
      'unreachable',
      `DNS lookup of ${host} failed (${why}${code ? `, ${code}` : ''})`,
    );
  }
  for (const a of addresses) {
    const reason = nonPublicReason(a.address);
    if (reason && !allowed && !(options.allowLocalNetwork && onLocalNetwork(a.address)))
      throw new SafeFetchError('blocked', `resolves to a non-public address (${reason})`);
  }
  if (addresses.length === 0)
    throw new SafeFetchError('unreachable', `DNS lookup of ${host} found no address`);
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

/** What went wrong on the way to the origin, in words a partner can act on. */
function connectionFailure(err: Error, url: URL, options: SafeFetchOptions, signal: AbortSignal): string {
  const code = (err as { code?: string }).code ?? '';
  const origin = `${url.hostname}:${url.port || defaultPort(url)}`;
  if (signal.aborted) return `timed out after ${options.timeoutMs / 1000} s`;
  if (code === 'ECONNREFUSED') return `the connection to ${origin} was refused`;
  if (code === 'ECONNRESET') return `the connection to ${origin} was reset`;
  if (code === 'ETIMEDOUT') return `the connection to ${origin} timed out`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${origin} is unreachable (${code})`;
  if (/CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO/.test(code)) {
    return `the TLS handshake with ${origin} failed (${code}: ${err.message})`;
  }
  return `the connection to ${origin} failed (${code || err.message})`;
}

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
  contentType?: string;
}

/** A POST (a webhook delivery): its body and headers; every answer is returned, none followed or refused. */
interface Post {
  body: string;
  headers: Record<string, string>;
}

function request(
  url: URL,
  pinned: { address: string; family: number },
  options: SafeFetchOptions,
  signal: AbortSignal,
  post?: Post,
): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || defaultPort(url),
        path: `${url.pathname}${url.search}`,
        method: post ? 'POST' : 'GET',
        // DNS pinning: whatever the name resolves to now, the socket goes to the address we vetted.
        lookup: (_hostname, opts, callback) =>
          // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily): answer in that shape.
          (opts as { all?: boolean }).all
            ? (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
                null,
                [pinned],
              )
            : callback(null, pinned.address, pinned.family),
        ...(secure ? { servername: isIP(host) ? undefined : host } : {}),
        headers: {
          // A webhook's answer is kept as sent (truncated), never decoded.
          ...(post ? {} : { 'accept-encoding': 'gzip, deflate, br' }),
          'user-agent': options.userAgent ?? 'campaign-generation-service/uploads',
          ...(options.accept ? { accept: options.accept } : {}),
          ...(post ? { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) } : {}),
        },
        ...(secure && options.ca ? { ca: [...tls.rootCertificates, options.ca] } : {}),
        signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (post) return readCapped(res, options.maxBytes, status, resolve, reject);
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new SafeFetchError('unreachable', `the origin answered HTTP ${status}`, status));
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
      else reject(new SafeFetchError('unreachable', connectionFailure(err, url, options, signal)));
    });
    req.end(post?.body);
  });
}

/** Any answer, its body as sent (not decoded) and cut at the cap: what a webhook delivery keeps of it. */
function readCapped(
  res: http.IncomingMessage,
  maxBytes: number,
  status: number,
  resolve: (hop: Hop) => void,
  reject: (err: Error) => void,
): void {
  const chunks: Buffer[] = [];
  let total = 0;
  const done = () =>
    resolve({ status, body: Buffer.concat(chunks), contentType: res.headers['content-type'] });
  res.on('data', (chunk: Buffer) => {
    if (total >= maxBytes) return;
    chunks.push(chunk.subarray(0, maxBytes - total));
    total += chunk.length;
    if (total >= maxBytes) {
      res.destroy();
      done();
    }
  });
  res.on('end', done);
  res.on('error', (err) => reject(new SafeFetchError('bad_response', err.message)));
}

/** GET an https URL with every hop vetted and DNS-pinned, a total time limit and a decoded byte cap. */
export async function safeFetch(
  raw: string,
  options: SafeFetchOptions,
): Promise<{ body: Buffer; finalUrl: string; contentType: string | undefined }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = vetUrl(raw, options);
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const pinned = await pinnedAddress(url, options);
    const answer = await request(url, pinned, options, signal);
    if (answer.body) return { body: answer.body, finalUrl: url.href, contentType: answer.contentType };
    url = vetUrl(answer.location!, options, url);
  }
  throw new SafeFetchError('bad_response', `more than ${options.maxRedirects} redirects`);
}

/**
 * POSTs to a public https URL, vetted and DNS-pinned like a fetch, within the time limit; every redirect is
 * refused (its status is the answer). Returns the endpoint's status and the start of its body.
 */
export async function safePost(
  raw: string,
  post: Post,
  options: SafeFetchOptions,
): Promise<{ status: number; body: Buffer }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const url = vetUrl(raw, options);
  const pinned = await pinnedAddress(url, options);
  const answer = await request(url, pinned, options, signal, post);
  return { status: answer.status, body: answer.body ?? Buffer.alloc(0) };
}
