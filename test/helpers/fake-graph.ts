import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the messaging platform's Graph API, speaking its wire format for the one read the service makes:
 * `GET /{version}/{template_id}?fields=id,name,language,status,category,components` with the account's bearer token.
 * A template answers only to the token it was set with (another account's token reads nothing, as on the
 * platform); an unknown id is the platform's 400 "Unsupported get request".
 *
 * The test files set templates through a control path, since the server lives in jest's global setup:
 * `PUT /_control/templates/{id}` with `{ token, template: { name, language, status, category, components } }`, and
 * `GET /_control/reads/{id}` counts the reads of that id so far.
 */
export interface FakeGraph {
  url: string;
  close(): Promise<void>;
}

interface Held {
  token: string;
  template: Record<string, unknown>;
}

const unsupported = (id: string) => ({
  error: {
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
    fbtrace_id: 'AbCdEfGhIjKlMnOp',
  },
});

export async function startFakeGraph(): Promise<FakeGraph> {
  const templates = new Map<string, Held>();
  const reads = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://graph.local');
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const control = /^\/_control\/(templates|reads)\/(\d{1,100})$/.exec(url.pathname);
      if (control) {
        const id = control[2]!;
        if (control[1] === 'reads') return send(200, { reads: reads.get(id) ?? 0 });
        if (req.method === 'PUT') {
          templates.set(id, JSON.parse(raw) as Held);
          return send(200, { ok: true });
        }
        templates.delete(id);
        return send(200, { ok: true });
      }
      const read = /^\/v\d+\.\d+\/(\d{1,100})$/.exec(url.pathname);
      if (!read || req.method !== 'GET') return send(400, unsupported(url.pathname));
      const id = read[1]!;
      reads.set(id, (reads.get(id) ?? 0) + 1);
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token)
        return send(400, {
          error: {
            message: 'An access token is required to request this resource.',
            type: 'OAuthException',
            code: 104,
          },
        });
      const held = templates.get(id);
      if (!held || held.token !== token) return send(400, unsupported(id));
      const fields = (url.searchParams.get('fields') ?? 'id').split(',');
      const full: Record<string, unknown> = { id, ...held.template };
      send(200, Object.fromEntries(fields.filter((f) => f in full).map((f) => [f, full[f]])));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** From a test file: what the platform holds for a template id, readable with `token`. */
export async function holdTemplate(
  graphUrl: string,
  id: string,
  token: string,
  template: { name: string; language: string; status: string; category: string; components: unknown[] },
): Promise<void> {
  const res = await fetch(`${graphUrl}/_control/templates/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, template }),
  });
  if (!res.ok) throw new Error(`fake graph: ${res.status}`);
}

/** From a test file: how often the service read this template id. */
export async function templateReads(graphUrl: string, id: string): Promise<number> {
  return ((await (await fetch(`${graphUrl}/_control/reads/${id}`)).json()) as { reads: number }).reads;
}

/** The platform holds a draft's content (or an edit of it) as template `id` in `status`, read with `token`. */
export function holdDraft(
  graphUrl: string,
  id: string,
  token: string,
  draft: { platform_payload: { name: string; language: string; category: string; components: unknown[] } },
  status: string,
  edit: Partial<{ name: string }> = {},
): Promise<void> {
  const { name, language, category, components } = draft.platform_payload;
  return holdTemplate(graphUrl, id, token, { name, language, category, components, ...edit, status });
}
