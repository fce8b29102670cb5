import { Router } from 'express';
import { buildOpenApi } from '../../contract/openapi';
import { methodNotAllowed } from '../errors';

/** GET /v1/openapi.json: the OpenAPI 3.1 document, built once from the validators' schemas (public). */
export function createOpenApiRouter(publicBaseUrl: string, walkthrough: string | null): Router {
  const router = Router();
  const document = JSON.stringify(buildOpenApi(publicBaseUrl.replace(/\/$/, ''), walkthrough));
  router
    .route('/openapi.json')
    .get((_req, res) => {
      res.type('application/json').send(document);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
