import { z } from 'zod';
import { buildCopyBrief, copyRequestSchema } from '../contract/copy';
import { resolveDialect } from '../contract/dialects';
import { preflight } from '../contract/template-preflight';
import type {
  PlatformPayload,
  RefundState,
  TemplateComponent,
  TemplateDraftRequest,
  TemplateDraftResult,
} from '../contract/templates';
import type { Sql } from '../db/client';
import type { Commit } from '../db/commit';
import { refundOnce } from '../db/ledger';
import type { Metrics } from '../lib/metrics';
import {
  changeOf,
  eventsForTemplate,
  markEventsDelivered,
  settingsByAccount,
  undeliveredEvents,
  type PlatformEvent,
} from '../db/platform';
import {
  claimEvidence,
  findDraft,
  insertDraft,
  markRefundWorkflowsStarted,
  pendingDraftsForTemplates,
  refundArgs,
  setRefundState,
  unstartedRefunds,
  type DraftRow,
} from '../db/templates';
import type { RefundVerificationArgs } from '../contract/templates';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';
import type { SecretBox } from '../lib/secrets';
import { buildTemplateBody, templateVoice } from '../providers/text/template-body';
import type { TextProvider } from '../providers/text/types';
import { translated } from './failure';
import { heartbeating } from './heartbeat';
import type { Charge } from './ledger';

export interface GenerateTemplateDraftInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: TemplateDraftRequest;
  usage: Charge;
  /** A campaign's draft is built from its first copy variant instead of being written again. */
  core?: string;
}

// The reconciler leaves the API this long to finish its own start or signal before it steps in.
const RECONCILE_AFTER_MS = 15_000;
const RECONCILE_BATCH = 200;

export interface RefundReconcileWork {
  unstarted: RefundVerificationArgs[];
  undelivered: Array<{ id: string; draftId: string | null; trigger: PlatformEvent }>;
}

export interface TemplateDeps {
  sql: Sql;
  text: TextProvider;
  secrets: SecretBox | null;
  metaGraph: { baseUrl: string; version: string };
  timeoutMs: number;
  metrics?: Metrics | null;
  commit: Commit;
}

/** The hash partners recompute: SHA-256 of the RFC 8785 (JCS) canonical JSON of the payload. */
export function payloadHash(payload: PlatformPayload): string {
  return sha256Hex(canonicalJson(payload));
}

/** What the status read found: the template as the platform holds it, or why it could not be read. */
export type PlatformRead =
  | { kind: 'template'; status: string; name: string | null; language: string | null; contentHash: string }
  | { kind: 'unavailable'; reason: string };

const graphTemplate = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  language: z.string().optional(),
  status: z.string(),
  category: z.string().optional(),
  components: z.array(z.unknown()).optional(),
});

export function createTemplateActivities(deps: TemplateDeps) {
  const { sql, text } = deps;

  /** MARKETING bodies are written by the text provider; UTILITY bodies carry the partner's purpose as given. */
  async function messageCore(request: TemplateDraftRequest): Promise<string> {
    if (request.category === 'UTILITY') return request.purpose;
    const brief = buildCopyBrief(
      copyRequestSchema.parse({
        description: request.purpose,
        output_language: request.output_language,
        ...(request.dialect ? { dialect: request.dialect } : {}),
        ...(request.market ? { market: request.market } : {}),
        platform: 'chat_business',
        count: 1,
        max_characters: 600,
      }),
      null,
    );
    const [first] = await heartbeating(() => text.composeCopy(brief));
    // Hashtags belong to social posts, not to a chat template.
    return (first?.content ?? request.purpose)
      .split('\n')
      .filter((line) => !/^\s*(#\S+\s*)+$/u.test(line))
      .join('\n')
      .trim();
  }

  return {
    generateTemplateDraft: (input: GenerateTemplateDraftInput) =>
      translated(async () => {
        const { request } = input;
        const { dialect, dialect_source } = resolveDialect(
          request.output_language,
          request.dialect,
          request.market,
        );
        const { body, examples, footer } = buildTemplateBody(
          request,
          templateVoice(dialect),
          input.core ?? (await messageCore(request)),
        );
        const components: TemplateComponent[] = [
          ...(request.header
            ? [{ type: 'HEADER' as const, format: 'TEXT' as const, text: request.header }]
            : []),
          {
            type: 'BODY',
            text: body,
            ...(examples.length > 0 ? { example: { body_text: [examples] } } : {}),
          },
          ...(footer ? [{ type: 'FOOTER' as const, text: footer }] : []),
          ...(request.buttons.length > 0
            ? [
                {
                  type: 'BUTTONS' as const,
                  buttons: request.buttons.map((b) =>
                    b.type === 'URL'
                      ? { type: b.type, text: b.text, url: b.url }
                      : { type: b.type, text: b.text },
                  ),
                },
              ]
            : []),
        ];
        const platformPayload: PlatformPayload = {
          name: request.name,
          language: request.language_code,
          category: request.category,
          components,
        };
        const hash = payloadHash(platformPayload);
        const compliance = preflight({
          payload: platformPayload,
          examples,
          optInContext: request.opt_in_context ?? null,
        });
        const row = await insertDraft(sql, {
          id: input.resourceId,
          account_id: input.accountId,
          request_id: input.requestId,
          name: request.name,
          category: request.category,
          language_code: request.language_code,
          platform_payload: platformPayload,
          payload_hash: hash,
          cost: input.usage.credits,
          body,
        });
        const result: TemplateDraftResult = {
          id: row.id,
          object: 'whatsapp_template_draft',
          request_id: input.requestId,
          status: 'UNSUBMITTED',
          output_language: request.output_language,
          market: request.market ?? null,
          dialect,
          dialect_source,
          external_customer_id: request.external_customer_id ?? null,
          platform_payload: platformPayload,
          payload_hash: hash,
          compliance: { ...compliance, final_decision_owner: 'PLATFORM' },
          engine_version: request.category === 'MARKETING' ? text.engineVersion : 'template-frames-1',
          usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
          created_at: row.created_at.toISOString(),
        };
        return result;
      }),

    /** Signed webhook changes for the template since the draft was made, stored before the workflow listened. */
    platformEvidence: (input: {
      accountId: string;
      platformTemplateId: string;
      since?: string | null;
    }): Promise<PlatformEvent[]> =>
      eventsForTemplate(
        sql,
        input.accountId,
        input.platformTemplateId,
        input.since ? new Date(input.since) : null,
      ),

    /**
     * The reconciler's work list: candidacies whose workflow start was never confirmed, and stored webhook changes
     * that never reached their workflow, each with the draft it is for (or none: nothing awaits it).
     */
    refundsToReconcile: async (): Promise<RefundReconcileWork> => {
      const unstarted = await unstartedRefunds(sql, RECONCILE_AFTER_MS, RECONCILE_BATCH);
      const events = await undeliveredEvents(sql, RECONCILE_AFTER_MS, RECONCILE_BATCH);
      // The waiting drafts of each account, in one query per account rather than one per change.
      const drafts = new Map<string, DraftRow>();
      for (const accountId of new Set(events.map((e) => e.accountId))) {
        const ids = events.filter((e) => e.accountId === accountId).map((e) => e.platformTemplateId);
        for (const d of await pendingDraftsForTemplates(sql, accountId, ids))
          drafts.set(`${accountId}|${d.platform_template_id}`, d);
      }
      const undelivered = events.map((e) => {
        const draft = drafts.get(`${e.accountId}|${e.platformTemplateId}`);
        return {
          id: e.id,
          draftId: draft && draft.created_at <= e.receivedAt ? draft.id : null,
          trigger: changeOf(e),
        };
      });
      return { unstarted: unstarted.map(refundArgs), undelivered };
    },
    markRefundWorkflowsStarted: (draftIds: string[]) => markRefundWorkflowsStarted(sql, draftIds),
    markPlatformEventsDelivered: (ids: string[]) => markEventsDelivered(sql, ids),

    /** The template as the platform holds it, read with the account's own token (DECISIONS evidence 2). */
    readPlatformTemplate: async (input: {
      accountId: string;
      platformTemplateId: string;
    }): Promise<PlatformRead> => {
      if (!deps.secrets) return { kind: 'unavailable', reason: 'SECRETS_KEY is not configured' };
      const settings = await settingsByAccount(sql, deps.secrets, input.accountId);
      if (!settings?.accessToken)
        return { kind: 'unavailable', reason: 'no platform access token is configured' };
      const url =
        `${deps.metaGraph.baseUrl}/${deps.metaGraph.version}/${encodeURIComponent(input.platformTemplateId)}` +
        '?fields=id,name,language,status,category,components';
      try {
        const res = await fetch(url, {
          headers: { authorization: `Bearer ${settings.accessToken}` },
          signal: AbortSignal.timeout(deps.timeoutMs),
        });
        if (!res.ok) return { kind: 'unavailable', reason: `the platform answered HTTP ${res.status}` };
        const t = graphTemplate.parse(await res.json());
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
      } catch (err) {
        return { kind: 'unavailable', reason: (err as Error).message };
      }
    },

    /**
     * Refunds the draft's cost once (ledger part template_refund) and marks the draft REFUNDED, in one transaction
     * with the evidence's claim: evidence that already settled another draft of the account refunds nothing.
     */
    settleTemplateRefund: (input: {
      draftId: string;
      evidenceKey?: string;
      evidence: string;
    }): Promise<{ kind: 'refunded'; balanceAfter: number } | { kind: 'evidence_used' }> =>
      translated(async () => {
        const draft = await findDraft(sql, input.draftId);
        if (!draft) throw new Error(`draft ${input.draftId} is gone`);
        const settled = await deps.commit(async (tx, emit) => {
          const evidenceKey = input.evidenceKey ?? `legacy:${draft.id}`;
          if (!(await claimEvidence(tx, draft, evidenceKey, input.evidence.slice(0, 500))))
            return { kind: 'evidence_used' as const };
          const { charge, written } = await refundOnce(tx, {
            accountId: draft.account_id,
            requestId: draft.request_id,
            part: 'template_refund',
            credits: draft.cost,
            note: input.evidence.slice(0, 500),
          });
          const moved = await setRefundState(tx, draft.id, 'REFUNDED', input.evidence, charge.balance_after);
          if (moved) emit(moved);
          return { kind: 'refunded' as const, charge, written, moved: moved !== null };
        });
        if (settled.kind === 'evidence_used') return settled;
        if (settled.written)
          deps.metrics?.creditsRefunded.inc({ part: 'template_refund' }, settled.charge.credits);
        if (settled.moved) deps.metrics?.refundVerifications.inc({ state: 'REFUNDED' });
        return { kind: 'refunded', balanceAfter: settled.charge.balance_after };
      }),

    closeTemplateRefund: async (input: {
      draftId: string;
      state: Extract<RefundState, 'DENIED' | 'EXPIRED'>;
      reason: string;
    }) => {
      const moved = await deps.commit(async (tx, emit) => {
        const deliveries = await setRefundState(tx, input.draftId, input.state, input.reason);
        if (deliveries) emit(deliveries);
        return deliveries !== null;
      });
      if (moved) deps.metrics?.refundVerifications.inc({ state: input.state });
    },
  };
}
