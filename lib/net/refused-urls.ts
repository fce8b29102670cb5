/** URLs a fetch must never reach (the service's own media), compared in canonical form, not as strings. */
export interface RefusedUrls {
  refuses(url: URL): boolean;
}

interface Canonical {
  host: string;
  ports: ReadonlySet<string>;
  /** Decoded, dot-segment-normalised, lowercased; '' is the whole host. No trailing slash. */
  path: string;
}

const defaultPort = (url: URL) => (url.protocol === 'http:' ? '80' : '443');

/** Decodes every valid %XX, repeatedly, leaving malformed escapes as they are. */
function percentDecoded(text: string): string {
  for (let round = 0; round < 4 && text.includes('%'); round++) {
    const next = text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    });
    if (next === text) break;
    text = next;
  }
  return text;
}

/**
 * The path as the most lenient server could read it: decoded, backslashes as slashes, empty and `.` segments
 * dropped, `..` applied, lowercased (Express routes ignore case). Over-reading only refuses more.
 */
function canonicalPath(pathname: string): string {
  const segments: string[] = [];
  for (const segment of percentDecoded(pathname).replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.map((s) => `/${s}`).join('');
}

/** The host as the connection would use it: WHATWG lowercases and turns IDN into ASCII; trailing dots go. */
const canonicalHost = (url: URL) => url.hostname.replace(/\.+$/, '');

function canonical(base: string): Canonical {
  const url = new URL(base);
  // A base on its scheme's default port stands for the host on either default port (http and https).
  const ports = url.port ? [url.port] : ['80', '443'];
  return { host: canonicalHost(url), ports: new Set(ports), path: canonicalPath(url.pathname) };
}

/**
 * Refuses every URL whose host, port and path fall under one of the bases (absolute URLs; a base's path is a
 * prefix of whole segments). It compares what the connection would use: the parsed host and port and the
 * decoded path, so case, a trailing dot, IDN spellings, `:443`, `%6D` or `/x/../` change nothing.
 */
export function refusedUrls(bases: readonly string[]): RefusedUrls {
  const refused = bases.map(canonical);
  return {
    refuses(url) {
      const host = canonicalHost(url);
      const port = url.port || defaultPort(url);
      const path = canonicalPath(url.pathname);
      return refused.some(
        (r) =>
          r.host === host &&
          r.ports.has(port) &&
          (r.path === '' || path === r.path || path.startsWith(`${r.path}/`)),
      );
    },
  };
}
