import type { Router } from 'express';
import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import { findRequest, requestView } from '../../db/requests';
import type { AuthContext } from '../auth';
import { routerFor } from '../route-table';

export function createRequestsRouter(deps: { sql: Sql }): Router {
  return routerFor({
    requestRecord: async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const id = req.params.request_id as string;
      const row = await findRequest(deps.sql, accountId, id);
      if (!row) throw new ServiceError('not_found', 'No request with this id.');
      res.json(requestView(row));
    },
  });
}
