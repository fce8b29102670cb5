import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * An import circle means no file of it can be understood, tested or loaded without all the others. The scanner
 * reads the repo's own source folders the way TypeScript resolves them (type-only imports included: they tie the
 * files together just the same) and names every circle it finds.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_FOLDERS = [
  'api',
  'activities',
  'ad-library',
  'contract',
  'db',
  'lib',
  'mcp',
  'providers',
  'refunds',
  'storage',
  'webhooks',
  'worker',
  'workflows',
  'scripts',
];

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, relative specifiers only.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: `x.ts`, or `x/index.ts` for a folder. */
function resolved(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, path.join(base, 'index.ts')].find(existsSync) ?? null;
}

function importGraph(): Map<string, string[]> {
  const files = SOURCE_FOLDERS.map((f) => path.join(ROOT, f))
    .filter(existsSync)
    .flatMap(sourceFiles);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(SPECIFIER)].map((m) => resolved(file, m[1]!));
      return [file, [...new Set(targets.filter((t): t is string => t !== null))]];
    }),
  );
}

/** Every circle a depth-first walk closes, as the path that walks it (each back edge names one). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push([...trail.slice(trail.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

it('finds no import circle in the source folders', () => {
  const shown = circles(importGraph()).map((c) => c.map((f) => path.relative(ROOT, f)).join(' → '));
  expect(shown).toEqual([]);
});
