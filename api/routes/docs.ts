import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { methodNotAllowed } from '../errors';

const ASSETS = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Campaign Generation Service · API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<style>body{margin:0} .swagger-ui .info .markdown pre{direction:ltr}</style>
</head>
<body>
<div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/v1/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});`;

/**
 * /docs: the OpenAPI reference rendered by Swagger UI (npm swagger-ui-dist, served from the package, no CDN),
 * from /v1/openapi.json, whose description carries the README's curl walk-through.
 */
export function createDocsRouter(): Router {
  const router = Router();
  router
    .route('/docs')
    .get((_req, res) => {
      res.type('text/html').send(PAGE);
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/docs/init.js')
    .get((_req, res) => {
      res.type('text/javascript').send(INIT);
    })
    .all(methodNotAllowed('GET'));
  router.use('/docs/assets', express.static(ASSETS, { index: false, fallthrough: true, maxAge: '1d' }));
  return router;
}

/** The README's walk-through block (the curl examples), or null where the README is not shipped. */
export function readmeWalkthrough(readmePath: string): string | null {
  let text: string;
  try {
    text = readFileSync(readmePath, 'utf8');
  } catch {
    return null;
  }
  const section = text.split(/^## /m).find((s) => s.startsWith('Walk-through'));
  const block = section && /```sh\n([\s\S]*?)```/.exec(section);
  return block ? block[1]! : null;
}
