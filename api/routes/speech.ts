import type { Router } from 'express';
import { CREDIT_COSTS } from '../../contract/pricing';
import { ROUTE_TABLE } from '../../contract/routes';
import type { BillableRunner } from '../claim-and-run';
import { billableHandler, routerFor } from '../route-table';

export function createSpeechRouter(deps: { runBillable: BillableRunner }): Router {
  return routerFor({
    speechGeneration: billableHandler(deps.runBillable, ROUTE_TABLE.speechGeneration, async (input) => ({
      credits: CREDIT_COSTS.speech,
      input,
    })),
  });
}
