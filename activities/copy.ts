import { buildCopyBrief, buildCopyResult, type CopyRequest, type CopyResult } from '../contract/copy';
import { ServiceError } from '../contract/errors';
import { problemFrom } from '../contract/failures';
import { billingSaga, whole, type SagaOutcome } from '../contract/billing-saga';
import type { Sql, Tx } from '../db/client';
import { debitOnce, refundOnce } from '../db/ledger';
import {
  completeRequest,
  failRequest,
  problemBody,
  recordQualityFindings,
  type Terminal,
} from '../db/requests';
import type { Commit } from '../db/commit';
import type { Metrics } from '../lib/metrics';
import { findOwnedBrandProfile } from '../db/brand-profiles';
import { checkVariants } from '../providers/text/checks';
import { guardCopy } from '../providers/text/quality-guard';
import { briefModel, factWords } from '../providers/text/brief-model';
import { guardTruth } from '../providers/text/truth-guard';
import { IncompleteOutputError, type RepairHint, type TextProvider } from '../providers/text/types';
import type { Charge } from './ledger';
import { toFailure, translated } from './failure';
import { heartbeating } from './heartbeat';

export interface GenerateCopyInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: CopyRequest;
  usage: Charge;
}

/** What the one-transaction local path needs of the workflow's arguments (BillableArgs<CopyRequest>). */
export interface SettleCopyInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  credits: number;
  input: CopyRequest;
}

/** How the local copy saga ended; `body` is absent when an earlier attempt had stored the answer. */
export type SettledCopy = SagaOutcome;

export function createCopyActivities({
  sql,
  text,
  metrics,
  commit,
}: {
  sql: Sql;
  text: TextProvider;
  metrics?: Metrics | null;
  commit: Commit;
}) {
  async function attempt(brief: ReturnType<typeof buildCopyBrief>, repair?: RepairHint) {
    try {
      const checked = checkVariants(brief, await heartbeating(() => text.composeCopy(brief, repair)));
      // The quality guard judges networked providers here, with its findings in their one repair round; the
      // local composer writes to the guard itself and its tests hold it to it.
      if (!checked.ok || text.name === 'local') return checked;
      const contents = checked.variants.map((v) => v.content);
      const model = briefModel(brief);
      // The quality guard and the truth guard: what the brief does not say is not said (decision 022).
      const findings = [
        ...guardCopy(brief, contents, factWords(brief, model)).findings,
        ...guardTruth(brief, contents, model).findings,
      ];
      return findings.length === 0 ? checked : { ok: false as const, findings };
    } catch (err) {
      if (err instanceof IncompleteOutputError) return { ok: false as const, findings: [err.message] };
      throw err;
    }
  }

  /** Composes, checks, repairs once, and returns the complete receipt body. */
  async function receipt(db: Sql | Tx, input: GenerateCopyInput): Promise<CopyResult> {
    const { request } = input;
    const brand = request.brand_profile_id
      ? await findOwnedBrandProfile(db, input.accountId, request.brand_profile_id)
      : null;
    if (request.brand_profile_id && !brand) throw new ServiceError('not_found', 'No such brand profile.');
    const brief = buildCopyBrief(
      request,
      brand ? { name: brand.name, description: brand.description } : null,
    );
    let outcome = await attempt(brief);
    if (!outcome.ok) {
      const first = outcome.findings;
      outcome = await attempt(brief, { findings: first });
      // Repaired: the record keeps what the first answer got wrong.
      if (outcome.ok) await recordQualityFindings(db, input.requestId, first);
    }
    if (!outcome.ok) {
      throw new ServiceError(
        'content_rejected',
        `The copy did not pass the content checks after one repair attempt: ${outcome.findings.join('; ')}.`,
      );
    }
    return buildCopyResult({
      id: input.resourceId,
      requestId: input.requestId,
      request,
      brief,
      variants: outcome.variants,
      recommendedIndex: 0,
      engineVersion: text.engineVersion,
      usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
    });
  }

  return {
    generateCopy: (input: GenerateCopyInput): Promise<CopyResult> => translated(() => receipt(sql, input)),

    /**
     * The whole saga of a copy request with the in-process composer, in one database transaction: debit, compose
     * and check, store the receipt; or, when the request itself fails (no credits, a brand profile that is gone,
     * copy that fails its checks), refund and store the problem. The records are the multi-step saga's, written
     * at once: a worker or database that dies midway leaves nothing, and the retried activity starts clean. Only
     * a failure of the transaction itself (the database away) escapes, to be retried.
     */
    settleCopyLocally: async (args: SettleCopyInput): Promise<SettledCopy> => {
      // What the committed transaction wrote, counted once it commits (a retry finds them written).
      const moved = {
        debited: 0,
        refunded: 0,
        outcome: null as string | null,
        operation: null as string | null,
      };
      const settled = await commit((tx, emit) => {
        Object.assign(moved, { debited: 0, refunded: 0, outcome: null, operation: null });
        // The body goes back only when this call's write stored it: a retry finds the record terminal and the
        // API reads what the first attempt stored, never a second composition of it.
        const wrote = (outcome: string, stored: string) => (done: Terminal | null) => {
          moved.operation = done?.operation ?? null;
          emit(done?.deliveries ?? []);
          moved.outcome = outcome;
          return done ? stored : null;
        };
        return billingSaga(
          args,
          {
            debit: async (move) => {
              const { charge, written } = await debitOnce(tx, move);
              if (written) moved.debited = charge.credits;
              return charge;
            },
            refund: async (move) => {
              const { charge, written } = await refundOnce(tx, move);
              if (written) moved.refunded = charge.credits;
              return charge;
            },
            store: async ({ status, httpStatus, body }) => {
              const stored = JSON.stringify(body);
              return wrote(
                status,
                stored,
              )(await completeRequest(tx, args.requestId, status, httpStatus, stored));
            },
            fail: async (problem) =>
              wrote('failed', problemBody(problem))(await failRequest(tx, args.requestId, problem)),
            // Anything that breaks is the request's failure, stored with its refund. Should the database be what
            // broke, those writes fail too (the transaction is aborted) and the transaction is retried whole.
            problemOf: (err) => problemFrom(toFailure(err), args.requestId),
          },
          async (charge) =>
            whole({
              httpStatus: 201,
              body: await receipt(tx, {
                requestId: args.requestId,
                accountId: args.accountId,
                resourceId: args.resourceId,
                request: args.input,
                usage: charge,
              }),
            }),
        );
      });
      if (moved.debited) metrics?.creditsDebited.inc({ part: 'main' }, moved.debited);
      if (moved.refunded) metrics?.creditsRefunded.inc({ part: 'main' }, moved.refunded);
      if (moved.operation && moved.outcome)
        metrics?.workflowOutcomes.inc({ operation: moved.operation, outcome: moved.outcome });
      return settled;
    },
  };
}
