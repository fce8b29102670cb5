import { z } from 'zod';
import type { PlatformPayload, TemplateComponent } from '../contract/templates';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';

/** The hash partners recompute: SHA-256 of the RFC 8785 (JCS) canonical JSON of the payload. */
export function payloadHash(payload: PlatformPayload): string {
  return sha256Hex(canonicalJson(payload));
}

/** What the status read found: the template as the platform holds it, or why it could not be read. */
export type PlatformRead =
  | { kind: 'template'; status: string; name: string | null; language: string | null; contentHash: string }
  | { kind: 'unavailable'; reason: string };

export interface GraphSettings {
  baseUrl: string;
  version: string;
  timeoutMs: number;
}

// The Graph API's message template, as far as the read needs it. Components are hashed as the platform holds
// them, whatever their shape: a component this service never writes still changes the content.
const graphTemplate = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  language: z.string().optional(),
  status: z.string(),
  category: z.string().optional(),
  components: z.array(z.unknown()).optional(),
});

function heldAs(t: z.infer<typeof graphTemplate>): PlatformRead {
  const held: PlatformPayload = {
    name: t.name ?? '',
    language: t.language ?? '',
    category: t.category ?? '',
    components: (t.components ?? []) as TemplateComponent[],
  };
  return {
    kind: 'template',
    status: t.status,
    name: t.name ?? null,
    language: t.language ?? null,
    contentHash: payloadHash(held),
  };
}

/**
 * GET /{version}/{template id} with the account's own token (DECISIONS evidence 2). Every failure (unreachable,
 * non-2xx, an answer that is not a template) is a read that found nothing: the workflow notes it and reads again.
 */
export async function readTemplate(
  graph: GraphSettings,
  accessToken: string,
  platformTemplateId: string,
): Promise<PlatformRead> {
  const url =
    `${graph.baseUrl}/${graph.version}/${encodeURIComponent(platformTemplateId)}` +
    '?fields=id,name,language,status,category,components';
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(graph.timeoutMs),
    });
    if (!res.ok) return { kind: 'unavailable', reason: `the platform answered HTTP ${res.status}` };
    return heldAs(graphTemplate.parse(await res.json()));
  } catch (err) {
    return { kind: 'unavailable', reason: (err as Error).message };
  }
}
