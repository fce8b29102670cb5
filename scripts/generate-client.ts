import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientDocument, clientOperations } from './client-document';
import { ROOT } from './stack/services';

export const CLIENT_DIR = path.join(ROOT, 'clients', 'typescript');
export const OPENAPI_TYPESCRIPT = path.join(
  ROOT,
  '.tools',
  'openapi-typescript',
  'node_modules',
  '.bin',
  'openapi-typescript',
);

/** The operations by tag, and which take an Idempotency-Key: what clients/typescript/index.ts groups and retries by. */
function operationsModule(doc: Record<string, unknown>): string {
  const rows = clientOperations(doc).map(
    (op) =>
      `  { method: '${op.method}', path: '${op.path}', operationId: '${op.operationId}', tag: '${op.tag}', billable: ${op.billable} },`,
  );
  return [
    '// Written by `npm run client:generate` from the contract (scripts/client-document.ts): do not edit.',
    '',
    'export const OPERATIONS = [',
    ...rows,
    '] as const;',
    '',
  ].join('\n');
}

/** The TypeScript types of the client document, as openapi-typescript writes them, and its operations (into `dir`). */
export function generateClientTypes(dir: string): { types: string; operations: string } {
  const spec = path.join(dir, 'openapi.json');
  const out = path.join(dir, 'schema.d.ts');
  const doc = clientDocument();
  writeFileSync(spec, `${JSON.stringify(doc, null, 2)}\n`);
  execFileSync(
    OPENAPI_TYPESCRIPT,
    [spec, '-o', out, '--default-non-nullable=false', '--root-types', '--root-types-no-schema-prefix'],
    { stdio: 'pipe' },
  );
  const operations = operationsModule(doc);
  writeFileSync(path.join(dir, 'operations.ts'), operations);
  return { types: readFileSync(out, 'utf8'), operations };
}

// `npm run client:generate`: regenerates clients/typescript/openapi.json, schema.d.ts and operations.ts from the
// contract.
if (require.main === module) {
  generateClientTypes(CLIENT_DIR);
  console.log(`Wrote ${path.relative(ROOT, CLIENT_DIR)}/openapi.json, schema.d.ts and operations.ts`);
}

export function freshClientTypes(): { types: string; operations: string } {
  return generateClientTypes(mkdtempSync(path.join(tmpdir(), 'cgs-client-')));
}
