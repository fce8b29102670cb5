import { referenceKey } from '../contract/admin-text';
import { ServiceError } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import {
  canonicalTemplateId,
  type PlatformPayload,
  type RefundState,
  type RefundVerificationArgs,
  type TemplateOutcomeRequest,
} from '../contract/templates';
import { isId, newId } from '../lib/ids';
import type { Sql, Tx } from './client';
import { rejectedBefore } from './platform';
import { emitEvent, type DeliveryStart } from './webhooks';

export interface DraftRow {
  id: string;
  account_id: string;
  request_id: string;
  name: string;
  category: string;
  language_code: string;
  platform_payload: PlatformPayload;
  payload_hash: string;
  cost: number;
  body: string;
  refund_state: RefundState;
  refund_balance_after: number | null;
  refund_reason: string | null;
  platform_template_id: string | null;
  last_outcome: Record<string, unknown> | null;
  created_at: Date;
  expires_at: Date;
  refund_requested_at: Date | null;
  refund_workflow_started_at: Date | null;
}

const RETENTION = `${LIMITS.request_retention_days} days`;

/** Once per draft id: a retried activity finds the row it wrote. */
export async function insertDraft(
  sql: Sql,
  d: Pick<
    DraftRow,
    | 'id'
    | 'account_id'
    | 'request_id'
    | 'name'
    | 'category'
    | 'language_code'
    | 'platform_payload'
    | 'payload_hash'
    | 'cost'
    | 'body'
  >,
): Promise<DraftRow> {
  const [row] = await sql<DraftRow[]>`
    insert into template_drafts (id, account_id, request_id, name, category, language_code, platform_payload,
                                 payload_hash, cost, body, expires_at)
    values (${d.id}, ${d.account_id}, ${d.request_id}, ${d.name}, ${d.category}, ${d.language_code},
            ${sql.json(d.platform_payload as never)}, ${d.payload_hash}, ${d.cost}, ${d.body}, now() + ${RETENTION}::interval)
    on conflict (id) do update set id = excluded.id
    returning *`;
  return row!;
}

/** A draft of the account still within its retention: an expired draft is gone for the partner (404). */
export async function findOwnedDraft(sql: Sql, accountId: string, id: string): Promise<DraftRow | undefined> {
  if (!isId('wtd', id)) return undefined;
  const [row] = await sql<DraftRow[]>`
    select * from template_drafts where id = ${id} and account_id = ${accountId} and expires_at > now()`;
  return row;
}

/** The input of the draft's refund-verification workflow, from its row. */
export function refundArgs(draft: DraftRow): RefundVerificationArgs {
  return {
    draftId: draft.id,
    accountId: draft.account_id,
    platformTemplateId: draft.platform_template_id!,
    templateName: draft.platform_payload.name,
    templateLanguage: draft.platform_payload.language,
    payloadHash: draft.payload_hash,
    draftCreatedAt: draft.created_at.toISOString(),
  };
}

export async function findDraft(sql: Sql, id: string): Promise<DraftRow | undefined> {
  const [row] = await sql<DraftRow[]>`select * from template_drafts where id = ${id}`;
  return row;
}

export interface OutcomeAnswer {
  body: string;
  /** The report made (or found) the draft a refund candidate still awaiting verification. */
  pendingVerification: boolean;
  draft: DraftRow;
  /** The webhook deliveries this report's events wrote (none on a replay). */
  deliveries: DeliveryStart[];
}

/**
 * Stores one partner report, unverified, in the caller's transaction. A repeated Idempotency-Key or
 * provider_event_id with the same body answers the stored bytes; with another body, 409. A report claims its
 * platform template id for the draft: an id another draft already claimed, of this account or any other, is
 * refused (409 platform_template_id_claimed, nothing stored), so one rejected template can make one draft a
 * candidate. The first REJECTED report whose hash matches the draft's makes the draft a refund candidate
 * (PENDING_VERIFICATION) and fixes the platform template id, unless the service knew the template as rejected
 * before the draft existed (decision 030): then the answer says why it is not a candidate. A report never moves
 * credits.
 */
export async function recordOutcome(
  tx: Tx,
  draft: DraftRow,
  report: TemplateOutcomeRequest,
  idempotencyKey: string,
  requestHash: string,
): Promise<OutcomeAnswer> {
  const [locked] = await tx<DraftRow[]>`select * from template_drafts where id = ${draft.id} for update`;
  const [seen] = await tx<{ request_hash: string; body: string }[]>`
    select request_hash, body from template_outcomes
    where (account_id = ${draft.account_id} and idempotency_key = ${idempotencyKey})
       or (draft_id = ${draft.id} and provider_event_id = ${report.provider_event_id})
    limit 1`;
  if (seen) {
    if (seen.request_hash !== requestHash) {
      throw new ServiceError(
        'idempotency_key_reused',
        'This Idempotency-Key or provider_event_id was already reported with a different body.',
      );
    }
    return {
      body: seen.body,
      pendingVerification: locked!.refund_state === 'PENDING_VERIFICATION',
      draft: locked!,
      deliveries: [],
    };
  }
  if ((await claimTemplate(tx, draft, report.platform_template_id)) !== draft.id) {
    throw new ServiceError(
      'platform_template_id_claimed',
      `Platform template ${report.platform_template_id} was already reported for another draft; one platform template belongs to one draft.`,
    );
  }
  const unchanged = report.submitted_payload_hash.toLowerCase() === locked!.payload_hash;
  const rejectedUnchanged = report.outcome === 'REJECTED' && unchanged;
  const predates =
    rejectedUnchanged &&
    locked!.refund_state === 'NONE' &&
    (await rejectedBefore(tx, draft.account_id, report.platform_template_id, locked!.created_at));
  const candidate = rejectedUnchanged && !predates;
  const becomesCandidate = candidate && locked!.refund_state === 'NONE';
  if (becomesCandidate) {
    await tx`
      update template_drafts set refund_state = 'PENDING_VERIFICATION', platform_template_id = ${report.platform_template_id},
        refund_requested_at = now()
      where id = ${draft.id}`;
  }
  const lastOutcome = {
    outcome: report.outcome,
    platform_template_id: report.platform_template_id,
    provider_event_id: report.provider_event_id,
    category: report.category,
    reason: report.reason ?? null,
    occurred_at: report.occurred_at,
    unchanged,
    verified: false,
  };
  const [current] = await tx<DraftRow[]>`
    update template_drafts set last_outcome = ${tx.json(lastOutcome as never)},
      refund_reason = coalesce(${predates ? rejectedBeforeReason(report.platform_template_id) : null}::text, refund_reason)
    where id = ${draft.id} returning *`;
  const body = {
    object: 'whatsapp_template_outcome',
    id: newId('wto'),
    draft_id: draft.id,
    outcome: report.outcome,
    platform_template_id: report.platform_template_id,
    provider_event_id: report.provider_event_id,
    unchanged,
    category: report.category,
    verified: false,
    refund: { ...refundView(current!, candidate), reason: current!.refund_reason },
    created_at: new Date().toISOString(),
  };
  const text = JSON.stringify(body);
  await tx`
    insert into template_outcomes (id, draft_id, account_id, provider_event_id, idempotency_key, request_hash,
                                   outcome, platform_template_id, unchanged, candidate, body)
    values (${body.id}, ${draft.id}, ${draft.account_id}, ${report.provider_event_id}, ${idempotencyKey},
            ${requestHash}, ${report.outcome}, ${report.platform_template_id}, ${unchanged}, ${candidate},
            ${text})`;
  const deliveries = [
    ...(await emitEvent(tx, {
      accountId: draft.account_id,
      type: 'template_outcome.recorded',
      subjectId: draft.id,
      data: body,
    })),
    ...(becomesCandidate ? await refundEvent(tx, current!) : []),
  ];
  return {
    body: text,
    pendingVerification: current!.refund_state === 'PENDING_VERIFICATION',
    draft: current!,
    deliveries,
  };
}

/** GET /v1/messaging-template-drafts/{id}: the draft, its last reported outcome and its refund; refund events' data. */
export function draftView(row: DraftRow) {
  return {
    id: row.id,
    object: 'whatsapp_template_draft',
    request_id: row.request_id,
    status: 'UNSUBMITTED',
    platform_payload: row.platform_payload,
    payload_hash: row.payload_hash,
    last_reported_outcome: row.last_outcome,
    refund: { ...refundView(row, row.refund_state !== 'NONE'), reason: row.refund_reason },
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

/** The refund object of section 2.10, from the draft's refund state. */
export function refundView(draft: DraftRow, candidate: boolean) {
  const state = draft.refund_state;
  return {
    candidate,
    eligible: state === 'REFUNDED',
    status: state,
    credits: state === 'NONE' && !candidate ? 0 : draft.cost,
    balance_after: state === 'REFUNDED' ? draft.refund_balance_after : null,
    verification_required: state === 'PENDING_VERIFICATION',
  };
}

const REFUND_EVENTS = {
  PENDING_VERIFICATION: 'refund.pending_verification',
  REFUNDED: 'refund.refunded',
  DENIED: 'refund.denied',
  EXPIRED: 'refund.expired',
} as const satisfies Record<Exclude<RefundState, 'NONE'>, string>;

/** The draft's refund event, carrying the draft as the API serves it (REFUNDED: with the balance after). */
const refundEvent = (tx: Tx, row: DraftRow) =>
  emitEvent(tx, {
    accountId: row.account_id,
    type: REFUND_EVENTS[row.refund_state as Exclude<RefundState, 'NONE'>],
    subjectId: row.id,
    data: draftView(row),
  });

/**
 * Closes a pending candidacy, with its refund event in the same transaction. Returns the deliveries to start,
 * or null when the draft was no longer pending (a replayed activity after the first move changes nothing).
 */
export async function setRefundState(
  tx: Tx,
  draftId: string,
  state: Exclude<RefundState, 'NONE' | 'PENDING_VERIFICATION'>,
  reason: string,
  balanceAfter: number | null = null,
): Promise<DeliveryStart[] | null> {
  const [moved] = await tx<DraftRow[]>`
    update template_drafts set refund_state = ${state}, refund_reason = ${reason},
      refund_balance_after = coalesce(${balanceAfter}, refund_balance_after),
      last_outcome = case when ${state} = 'REFUNDED' and last_outcome is not null
                          then jsonb_set(last_outcome, '{verified}', 'true') else last_outcome end
    where id = ${draftId} and refund_state = 'PENDING_VERIFICATION'
    returning *`;
  return moved ? refundEvent(tx, moved) : null;
}

export async function listRefunds(sql: Sql, filter: { accountId?: string; state?: RefundState }) {
  return sql<
    Pick<
      DraftRow,
      'id' | 'account_id' | 'refund_state' | 'cost' | 'platform_template_id' | 'refund_reason' | 'created_at'
    >[]
  >`
    select id, account_id, refund_state, cost, platform_template_id, refund_reason, created_at from template_drafts
    where refund_state <> 'NONE'
      ${filter.accountId ? sql`and account_id = ${filter.accountId}` : sql``}
      ${filter.state ? sql`and refund_state = ${filter.state}` : sql``}
    order by created_at desc limit 500`;
}

/** Drafts of the account awaiting verification for any of these platform template ids. */
export async function pendingDraftsForTemplates(
  sql: Sql,
  accountId: string,
  platformTemplateIds: string[],
): Promise<DraftRow[]> {
  return sql<DraftRow[]>`
    select * from template_drafts
    where account_id = ${accountId} and platform_template_id = any(${platformTemplateIds})
      and refund_state = 'PENDING_VERIFICATION'`;
}

/** The outbox: the draft's refund workflow is known to run. */
export async function markRefundWorkflowsStarted(sql: Sql, draftIds: string[]): Promise<void> {
  if (draftIds.length === 0) return;
  await sql`
    update template_drafts set refund_workflow_started_at = now()
    where id = any(${draftIds}) and refund_workflow_started_at is null`;
}

/**
 * Takes a trigger for each draft's verification for the stored change chosen to wake it, while the verification has
 * any left of `perVerification`, and answers the drafts to signal (decision 031): those that took one now, and those
 * that took one for this very change before (a delivery retried after its signal failed sends it again, taking
 * nothing). A change older than the last one taken wakes nothing: a newer one already did.
 */
export async function takeTriggers(
  sql: Sql,
  chosen: Array<{ draftId: string; eventId: string }>,
  perVerification: number,
): Promise<Set<string>> {
  if (chosen.length === 0) return new Set();
  // The select reads the rows as they were before the update (one snapshot for the whole statement).
  const rows = await sql<{ id: string }[]>`
    with chosen as (
      select * from unnest(${chosen.map((c) => c.draftId)}::text[], ${chosen.map((c) => c.eventId)}::bigint[])
        as c (draft_id, event_id)
    ),
    taken as (
      update template_drafts d
      set refund_triggers_sent = d.refund_triggers_sent + 1, refund_last_trigger_event = c.event_id
      from chosen c
      where d.id = c.draft_id and d.refund_triggers_sent < ${perVerification}
        and (d.refund_last_trigger_event is null or d.refund_last_trigger_event < c.event_id)
      returning d.id
    )
    select id from taken
    union
    select d.id from template_drafts d join chosen c on d.id = c.draft_id where d.refund_last_trigger_event = c.event_id`;
  return new Set(rows.map((r) => r.id));
}

/** Candidacies whose workflow start was never confirmed (a crash between the report's commit and the start). */
export async function unstartedRefunds(sql: Sql, olderThanMs: number, limit: number): Promise<DraftRow[]> {
  return sql<DraftRow[]>`
    select * from template_drafts
    where refund_state = 'PENDING_VERIFICATION' and refund_workflow_started_at is null
      and refund_requested_at < now() - ${olderThanMs} * interval '1 millisecond'
    order by refund_requested_at limit ${limit}`;
}

/**
 * One platform template belongs to one draft, across accounts (decision 030): claims the template id, as the
 * platform knows it, for the draft, and returns the draft that holds it (another one: the claim was taken). A
 * concurrent claim for another draft waits for this transaction and finds it.
 */
export async function claimTemplate(
  tx: Tx,
  draft: Pick<DraftRow, 'id' | 'account_id'>,
  platformTemplateId: string,
): Promise<string> {
  const [claim] = await tx<{ draft_id: string }[]>`
    insert into platform_template_claims (account_id, platform_template_id, draft_id)
    values (${draft.account_id}, ${canonicalTemplateId(platformTemplateId)}, ${draft.id})
    on conflict (platform_template_id) do update set draft_id = platform_template_claims.draft_id
    returning draft_id`;
  return claim!.draft_id;
}

/** Why a report of a template the platform had rejected before the draft existed makes no candidate. */
export const rejectedBeforeReason = (platformTemplateId: string) =>
  `not a refund candidate: platform template ${platformTemplateId} was already known as rejected before this draft was created, so it is not this draft's submission`;

/** The draft's row, locked for the rest of the transaction: the one door's first step (refunds/settle.ts). */
export async function lockDraft(tx: Tx, id: string): Promise<DraftRow | undefined> {
  const [row] = await tx<DraftRow[]>`select * from template_drafts where id = ${id} for update`;
  return row;
}

/**
 * One piece of evidence settles one draft, across accounts: claims the evidence (its canonical key) for the draft
 * in the refund's transaction. False when the same evidence already settled another draft (a retry for the same
 * draft is true).
 */
export async function claimEvidence(
  tx: Tx,
  draft: Pick<DraftRow, 'id' | 'account_id'>,
  evidenceKey: string,
  detail: string,
): Promise<boolean> {
  const [row] = await tx<{ draft_id: string }[]>`
    insert into refund_evidence (account_id, evidence_key, draft_id, detail)
    values (${draft.account_id}, ${evidenceKey}, ${draft.id}, ${detail})
    on conflict (evidence_key) do update set evidence_key = refund_evidence.evidence_key
    returning draft_id`;
  return row!.draft_id === draft.id;
}

/**
 * The key evidence is claimed under, however the workflow spelled it (decision 030): an administrator's reference
 * folded (`referenceKey`: case, Unicode form, whitespace and punctuation), a status read keyed by the template id
 * as the platform knows it. Old runs' keys and retried activities come through the same fold.
 */
export function canonicalEvidenceKey(key: string): string {
  const [, kind, rest] = /^(administrator|status_read):(.*)$/s.exec(key) ?? [];
  if (kind === 'administrator') return `administrator:${referenceKey(rest!)}`;
  if (kind === 'status_read') return `status_read:${canonicalTemplateId(rest!)}`;
  return key;
}

/** The draft that evidence (its canonical key) already settled, of any account; null when none. */
export async function evidenceSettled(sql: Sql | Tx, evidenceKey: string): Promise<string | null> {
  const [row] = await sql<{ draft_id: string }[]>`
    select draft_id from refund_evidence where evidence_key = ${evidenceKey}`;
  return row?.draft_id ?? null;
}

/**
 * Retention: drafts past their 30 days go with their reports, claims and evidence, except a candidacy still
 * awaiting verification (its workflow decides or expires it within 30 days of the report, then it goes).
 */
export async function purgeExpiredDrafts(sql: Sql): Promise<number> {
  const gone = await sql`
    delete from template_drafts
    where expires_at <= now() and refund_state <> 'PENDING_VERIFICATION'
    returning id`;
  return gone.length;
}
