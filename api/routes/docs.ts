import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { ROUTE_TABLE } from '../../contract/routes';
import { routerFor } from '../route-table';

const ASSETS = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Campaign Generation Service · API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<style>body{margin:0} .swagger-ui .info .renderedMarkdown pre{direction:ltr}</style>
</head>
<body>
<div id="reference"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`;

/**
 * The examples in the document (the README's walk-through) are written for the default address,
 * `${CGS_API_URL:-http://localhost:8080}`. The page shows them with the address they work at: PUBLIC_BASE_URL (the
 * document's server) when it names a host of its own, else the address this page was reached at, which is the
 * one to use with the default `http://localhost:$PORT` on any port (and from another machine).
 */
const INIT = `function docsBase(server, origin) {
  var loopback = /^https?:\\/\\/(localhost|127\\.0\\.0\\.1|\\[::1\\])(:\\d+)?\\/?$/;
  return (!server || loopback.test(server) ? origin : server).replace(/\\/$/, '');
}
function withBase(text, base) {
  return text
    .split('\${CGS_API_URL:-http://localhost:8080}').join(base)
    .split('http://localhost:8080').join(base);
}
function render(source) {
  window.ui = SwaggerUIBundle(Object.assign({
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  }, source));
}
window.addEventListener('load', function () {
  fetch('${ROUTE_TABLE.openApiDocument.path}')
    .then(function (res) { return res.json(); })
    .then(function (spec) {
      var base = docsBase(spec.servers && spec.servers[0] && spec.servers[0].url, window.location.origin);
      spec.servers = [{ url: base }];
      if (spec.info && spec.info.description) spec.info.description = withBase(spec.info.description, base);
      render({ spec: spec });
    })
    // The document as served, examples unchanged, rather than no page.
    .catch(function () { render({ url: '${ROUTE_TABLE.openApiDocument.path}' }); });
});`;

/**
 * /docs: the OpenAPI reference rendered by Swagger UI (npm swagger-ui-dist, served from the package, no CDN),
 * from the OpenAPI document, whose description carries the README's curl walk-through.
 */
export function createDocsRouter(): Router {
  const router = routerFor(
    {
      docs: (_req, res) => {
        res.type('text/html').send(PAGE);
      },
      docsScript: (_req, res) => {
        res.type('text/javascript').send(INIT);
      },
    },
    '',
  );
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
