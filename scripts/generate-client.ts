import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApi } from '../contract/openapi';
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

/** The TypeScript types of the document, as openapi-typescript writes them (into `dir`). */
export function generateClientTypes(dir: string): string {
  const spec = path.join(dir, 'openapi.json');
  const out = path.join(dir, 'schema.d.ts');
  writeFileSync(spec, `${JSON.stringify(buildOpenApi('http://localhost:8080'), null, 2)}\n`);
  execFileSync(OPENAPI_TYPESCRIPT, [spec, '-o', out], { stdio: 'pipe' });
  return readFileSync(out, 'utf8');
}

// `npm run client:generate`: regenerates clients/typescript/openapi.json and schema.d.ts from the contract.
if (require.main === module) {
  generateClientTypes(CLIENT_DIR);
  console.log(`Wrote ${path.relative(ROOT, CLIENT_DIR)}/openapi.json and schema.d.ts`);
}

export function freshClientTypes(): string {
  return generateClientTypes(mkdtempSync(path.join(tmpdir(), 'cgs-client-')));
}
