import { Router } from 'express';
import { z } from 'zod';
import { ServiceError } from '../../contract/errors';
import { uploadRequestSchema } from '../../contract/uploads';
import type { Sql } from '../../db/client';
import { discardUpload, findOwnedUpload } from '../../db/uploads';
import type { RefusedUrls } from '../../lib/net/refused-urls';
import { fetchProblem, SafeFetchError, vetUrl } from '../../lib/net/safe-fetch';
import { requireScope, type AuthContext } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

export interface UploadRouteDeps {
  sql: Sql;
  runBillable: BillableRunner;
  uploads: { allowHosts: ReadonlySet<string>; refusedUrls: RefusedUrls };
}

const discardQuery = z.strictObject({ storage_id: z.string().min(1).max(100) });

export function createUploadsRouter(deps: UploadRouteDeps): Router {
  const router = Router();
  router
    .route('/ad-library/uploads')
    .post(requireScope('ad-library:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const input = parseOrThrow(uploadRequestSchema, req.body);
      // What needs no DNS is refused here, before anything is recorded; the worker re-checks every hop.
      try {
        vetUrl(input.url, deps.uploads);
      } catch (err) {
        throw err instanceof SafeFetchError ? fetchProblem(err) : err;
      }
      await deps.runBillable(req, res, { operation: 'upload', credits: 0, input, idempotencyKey });
    })
    .delete(requireScope('ad-library:write'), async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const { storage_id } = parseOrThrow(discardQuery, req.query, 'query');
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
    })
    .all(methodNotAllowed('POST', 'DELETE'));
  return router;
}
