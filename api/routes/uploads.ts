import type { Router } from 'express';
import { ServiceError } from '../../contract/errors';
import { ROUTE_TABLE } from '../../contract/routes';
import type { Sql } from '../../db/client';
import { discardUpload, findOwnedUpload } from '../../db/uploads';
import type { RefusedUrls } from '../../lib/net/refused-urls';
import { fetchProblem, SafeFetchError, vetUrl } from '../../lib/net/safe-fetch';
import type { AuthContext } from '../auth';
import type { BillableRunner } from '../claim-and-run';
import { billableHandler, routerFor } from '../route-table';
import { parseOrThrow } from '../validation';

export interface UploadRouteDeps {
  sql: Sql;
  runBillable: BillableRunner;
  uploads: { allowHosts: ReadonlySet<string>; refusedUrls: RefusedUrls };
}

export function createUploadsRouter(deps: UploadRouteDeps): Router {
  return routerFor({
    upload: billableHandler(deps.runBillable, ROUTE_TABLE.upload, async (input) => {
      // What needs no DNS is refused here, before anything is recorded; the worker re-checks every hop.
      try {
        vetUrl(input.url, deps.uploads);
      } catch (err) {
        throw err instanceof SafeFetchError ? fetchProblem(err) : err;
      }
      return { credits: 0, input };
    }),
    uploadDiscard: async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const { storage_id } = parseOrThrow(ROUTE_TABLE.uploadDiscard.query, req.query, 'query');
      const upload = await findOwnedUpload(deps.sql, accountId, storage_id);
      // Unknown and foreign ids get the same answer (sections 5.5 and 7.5): nothing about another account leaks.
      if (!upload) throw new ServiceError('not_found', 'No upload with this storage_id.');
      const attached = upload.attached_at !== null;
      if (!attached) await discardUpload(deps.sql, upload);
      res.json({
        object: 'upload_deletion',
        storage_id,
        deleted: !attached,
        reason: attached ? 'attached' : null,
      });
    },
  });
}
