import { Router } from 'express';
import { CREDIT_COSTS } from '../../contract/pricing';
import { speechRequestSchema } from '../../contract/speech';
import { requireScope } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

export function createSpeechRouter(deps: { runBillable: BillableRunner }): Router {
  const router = Router();
  router
    .route('/speech-generations')
    .post(requireScope('speech:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const input = parseOrThrow(speechRequestSchema, req.body);
      await deps.runBillable(req, res, {
        operation: 'speech',
        credits: CREDIT_COSTS.speech,
        input,
        idempotencyKey,
      });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
