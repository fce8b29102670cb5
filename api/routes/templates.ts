import type { Client } from '@temporalio/client';
import type { Router } from 'express';
import { ServiceError } from '../../contract/errors';
import { CREDIT_COSTS } from '../../contract/pricing';
import { ROUTE_TABLE } from '../../contract/routes';
import type { Sql } from '../../db/client';
import type { Commit } from '../../db/commit';
import { draftView, findOwnedDraft, recordOutcome } from '../../db/templates';
import { canonicalJson, sha256Hex } from '../../lib/canonical-json';
import type { AuthContext } from '../auth';
import type { BillableRunner } from '../claim-and-run';
import { readIdempotencyKey } from '../idempotency-key';
import type { Config } from '../../lib/config';
import { crashPoint } from '../crash-point';
import { startVerification } from '../../refunds/delivery';
import { billableHandler, routerFor } from '../route-table';
import { parseOrThrow } from '../validation';

export interface TemplateRouteDeps {
  sql: Sql;
  temporal: Client;
  taskQueue: string;
  runBillable: BillableRunner;
  config: Pick<Config, 'faultInjection'>;
  commit: Commit;
}

export function createTemplatesRouter(deps: TemplateRouteDeps): Router {
  const owned = async (accountId: string, id: string) => {
    const row = await findOwnedDraft(deps.sql, accountId, id);
    if (!row) throw new ServiceError('not_found', 'No template draft with this id.');
    return row;
  };

  return routerFor({
    templateDraft: billableHandler(deps.runBillable, ROUTE_TABLE.templateDraft, async (input) => ({
      credits: CREDIT_COSTS.template_draft,
      input,
    })),
    templateDraftState: async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      res.json(draftView(await owned(accountId, req.params.draft_id as string)));
    },
    // Billable in that it takes an Idempotency-Key, but it starts no operation: the report is stored here.
    templateOutcome: async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const report = parseOrThrow(ROUTE_TABLE.templateOutcome.body, req.body);
      const { accountId } = res.locals.auth as AuthContext;
      const draft = await owned(accountId, req.params.draft_id as string);
      const requestHash = sha256Hex(`template_outcome\n${draft.id}\n${canonicalJson(req.body)}`);
      const answer = await deps.commit(async (tx, emit) => {
        const recorded = await recordOutcome(tx, draft, report, idempotencyKey, requestHash);
        emit(recorded.deliveries);
        return recorded;
      });
      crashPoint(deps.config, 'after-outcome-stored');
      // Every qualifying report (first or repeated) makes sure the one verification workflow runs.
      if (answer.pendingVerification) await startVerification(deps, answer.draft);
      res.status(200).type('application/json').send(answer.body);
    },
  });
}
