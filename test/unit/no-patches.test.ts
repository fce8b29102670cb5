import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Upgrades go by worker versioning (decision 028): a request's workflow is pinned to the build that started it, and
 * a change to the commands of the long waits (refunds, webhook deliveries) ships as a new workflow type. No workflow
 * branches on a patch marker.
 */
const DIR = path.resolve(__dirname, '..', '..', 'workflows');
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

it.each(readdirSync(DIR).filter((f) => f.endsWith('.ts')))('%s calls no patch API', (file) => {
  const code = withoutComments(readFileSync(path.join(DIR, file), 'utf8'));
  expect(code).not.toMatch(/\b(patched|deprecatePatch)\b/);
});
