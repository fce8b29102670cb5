/**
 * Checks a truth bank (providers/text/truth/<variety>.json): its shape (a failure), and the audit of its lines: each
 * line is claim-free or makes a claim of the truth guard's lexicon, and a claim line is gated (the composer writes
 * it only when the brief makes a claim of that class: a "free delivery" frame only for a brief with free delivery).
 * Prints the gated lines by class. Usage: npx tsx scripts/check-truth-bank.ts saudi [--list]
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
const gated = new Map<string, number>();
let lines = 0;
const walk = (value: unknown, path: string) => {
  if (typeof value === 'string') {
    if (
      path.includes('/forbidden') ||
      path.endsWith('/notes') ||
      path.endsWith('/noun') ||
      path === '/variety'
    )
      return;
    lines += 1;
    for (const { claim, word } of claimWordsIn(value.replace(/\{\w+\}/gu, ' '))) {
      gated.set(claim, (gated.get(claim) ?? 0) + 1);
      if (process.argv.includes('--list')) console.log(`gated on ${claim} ("${word}") at ${path}: ${value}`);
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}/${i}`));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`);
};
walk(raw, '');
console.log(
  `${lines} line forms; gated on a claim the brief must make: ${[...gated].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
);
console.log(problems === 0 ? 'OK' : `${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
