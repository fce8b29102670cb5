import type { Router } from 'express';
import { buildOpenApi } from '../../contract/openapi';
import { routerFor } from '../route-table';

/** GET /v1/openapi.json: the OpenAPI 3.1 document, built once from the validators' schemas (public). */
export function createOpenApiRouter(publicBaseUrl: string, walkthrough: string | null): Router {
  const document = JSON.stringify(buildOpenApi(publicBaseUrl.replace(/\/$/, ''), walkthrough));
  return routerFor({
    openApiDocument: (_req, res) => {
      res.type('application/json').send(document);
    },
  });
}
