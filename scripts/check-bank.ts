// Validates one variety's phrase bank: `node --import tsx scripts/check-bank.ts providers/text/banks/saudi.json`.
// Prints schema errors, line counts, foreign-marker hits and lines that repeat a word three times.
import { readFileSync } from 'node:fs';
import { varietyBank } from '../providers/text/banks/schema';
import markers from '../providers/text/lexicon/markers.json';

const file = process.argv[2]!;
const data = JSON.parse(readFileSync(file, 'utf8'));
const parsed = varietyBank.safeParse(data);
if (!parsed.success) {
  for (const issue of parsed.error.issues.slice(0, 40))
    console.log(`SCHEMA ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const bank = parsed.data;
const lines: string[] = [];
const walk = (v: unknown) => {
  if (typeof v === 'string') lines.push(v);
  else if (Array.isArray(v)) v.forEach(walk);
  else if (v && typeof v === 'object') Object.values(v).forEach(walk);
};
walk(bank.common);
walk(bank.verticals);
const EDGE = '[\\p{L}\\p{N}]';
const has = (text: string, m: string) => new RegExp(`(?<!${EDGE})(?:[وفبل])?${m}(?!${EDGE})`, 'u').test(text);
const families = (markers as { families: Record<string, { dialects: string[]; markers: string[] }> })
  .families;
const foreign = Object.values(families)
  .filter((f) => !f.dialects.includes(bank.variety))
  .flatMap((f) => f.markers);
let problems = 0;
for (const l of lines) {
  const bad = foreign.filter((m) => has(l, m));
  if (bad.length) {
    problems++;
    console.log(`FOREIGN MARKER ${bad.join(',')}: ${l}`);
  }
  const words = l
    .replace(/\{\w+\}/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const thrice = [...counts].filter(([, n]) => n >= 3);
  if (thrice.length) {
    problems++;
    console.log(`WORD 3x ${thrice.map(([w]) => w).join(',')}: ${l}`);
  }
}
const own = bank.markers;
const withOwn =
  bank.variety === 'english' || bank.variety === 'classical'
    ? lines.length
    : lines.filter((l) => own.some((m) => has(l, m))).length;
console.log(
  `${bank.variety}: ${lines.length} lines, ${withOwn} carry one of its markers (${((100 * withOwn) / lines.length).toFixed(0)}%), ${problems} problems`,
);
process.exit(problems ? 1 : 0);
