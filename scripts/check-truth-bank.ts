/**
 * Checks a truth bank (providers/text/truth/<variety>.json): its shape, and that no line makes a claim (the
 * claims lexicon of the truth guard) or uses another variety's markers. Usage: npx tsx scripts/check-truth-bank.ts saudi
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { truthBank } from '../providers/text/truth/schema';
import { claimWordsIn } from '../providers/text/claims';

const variety = process.argv[2];
if (!variety) throw new Error('usage: check-truth-bank <variety>');
const raw = JSON.parse(
  readFileSync(join(__dirname, '..', 'providers', 'text', 'truth', `${variety}.json`), 'utf8'),
);
const parsed = truthBank.safeParse(raw);
let problems = 0;
if (!parsed.success) {
  for (const issue of parsed.error.issues.slice(0, 80)) {
    problems += 1;
    console.log(`shape ${issue.path.join('/')}: ${issue.message}`);
  }
}
const walk = (value: unknown, path: string) => {
  if (typeof value === 'string') {
    if (path.includes('/forbidden') || path.endsWith('/notes')) return;
    for (const { claim, word } of claimWordsIn(value)) {
      problems += 1;
      console.log(`claim ${claim} ("${word}") at ${path}: ${value}`);
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}/${i}`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`);
};
walk(raw, '');
console.log(problems === 0 ? 'OK' : `${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
