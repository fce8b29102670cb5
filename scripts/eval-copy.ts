// npm run eval:copy: the local composer on the evaluation briefs (bench/copy-briefs.ts), every Arabic brief in the
// seven varieties and every English brief, on six platforms; per variety the quality guard's figures, the truth
// guard's (numbers not the brief's or out of their role, claims the brief does not make, other findings: cut names,
// contacts without their channel, fragments, a kind's forbidden words, a female reader in the masculine), the
// cross-business sameness (variants that share a sentence of four words or more, or a run of six words, with copy
// written for another brief), the time a variant takes to compose and check (wall clock and CPU), and a sample to
// read. EVAL_SAMPLES=<n> prints more samples.
import { buildCopyBrief, copyRequestSchema } from '../contract/copy';
import {
  ARABIC_BRIEFS,
  ARABIC_VARIETIES,
  ENGLISH_BRIEFS,
  EVAL_PLATFORMS,
  type EvalBrief,
} from '../bench/copy-briefs';
import { checkVariants } from '../providers/text/checks';
import { composeFromFacts, composerFactWords } from '../providers/text/facts-composer';
import { composeLocally } from '../providers/text/local-composer';

/** The facts composer, the local provider (decision 023); EVAL_ENGINE=slots runs the slot composer it replaced. */
const FACTS = process.env.EVAL_ENGINE !== 'slots';
const compose = FACTS ? composeFromFacts : composeLocally;
import { briefModel } from '../providers/text/brief-model';
import { guardCopy, MAX_BRIEF_RUN } from '../providers/text/quality-guard';
import { guardWords } from '../providers/text/words';
import { guardTruth } from '../providers/text/truth-guard';

interface Tally {
  answers: number;
  variants: number;
  pasted: number;
  twinPairs: number;
  pairs: number;
  repeated: number;
  ownMarkers: number;
  ownMarkersOf: number;
  foreign: number;
  failures: number;
  truthNumbers: number;
  truthClaims: number;
  truthOther: number;
  ms: number;
  cpuMs: number;
  /** Per variant: the brief it answers and its sentences and six-word runs, for cross-business sameness. */
  written: Array<{ brief: string; sentences: string[]; runs: string[] }>;
  truthSamples: string[];
  samples: string[];
}

const SAMPLES = Number(process.env.EVAL_SAMPLES ?? 2);
const tallies = new Map<string, Tally>();
const tally = (key: string): Tally => {
  let t = tallies.get(key);
  if (!t) {
    t = {
      answers: 0,
      variants: 0,
      pasted: 0,
      twinPairs: 0,
      pairs: 0,
      repeated: 0,
      ownMarkers: 0,
      ownMarkersOf: 0,
      foreign: 0,
      failures: 0,
      truthNumbers: 0,
      truthClaims: 0,
      truthOther: 0,
      ms: 0,
      cpuMs: 0,
      written: [],
      truthSamples: [],
      samples: [],
    };
    tallies.set(key, t);
  }
  return t;
};

function run(variety: string, brief: EvalBrief, language: 'ar' | 'en', platform: string) {
  const t = tally(variety);
  const request = copyRequestSchema.parse({
    description: brief.description,
    output_language: language,
    ...(language === 'ar' ? { dialect: variety } : {}),
    platform,
    ...(brief.call_to_action ? { call_to_action: brief.call_to_action } : {}),
  });
  const copyBrief = buildCopyBrief(request, null);
  t.answers += 1;
  let contents: string[];
  try {
    // Timed as a request runs it (compose, then the content checks): wall clock, and CPU, which other work on the
    // machine does not inflate.
    const at = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    const drafts = compose(copyBrief);
    const checked = checkVariants(copyBrief, drafts);
    const used = process.cpuUsage(cpu);
    t.ms += Number(process.hrtime.bigint() - at) / 1e6;
    t.cpuMs += (used.user + used.system) / 1000;
    if (!checked.ok) {
      t.failures += 1;
      t.samples.push(
        `FAILED CHECKS ${platform}: ${checked.findings.join('; ')} ← ${brief.description.slice(0, 60)}`,
      );
      return;
    }
    contents = drafts.map((d) => d.content);
  } catch (err) {
    t.failures += 1;
    t.samples.push(`THREW ${platform}: ${(err as Error).message}`);
    return;
  }
  const model = briefModel(copyBrief);
  // The facts composer's variants may share the brief's facts and the variety's markers (decision 022); the default
  // composer is judged as before.
  const g = guardCopy(copyBrief, contents, FACTS ? composerFactWords(copyBrief) : new Set());
  const truth = guardTruth(copyBrief, contents, model);
  for (const v of truth.perVariant) {
    if (v.numbers.length) t.truthNumbers += 1;
    if (v.claims.length) t.truthClaims += 1;
    if (v.other.length) t.truthOther += 1;
  }
  if (truth.findings.length && t.truthSamples.length < 12)
    t.truthSamples.push(`[${brief.vertical}, ${platform}] ${truth.findings.join('; ')}`);
  for (const content of contents) {
    const sentences = content
      .split(/\n|(?<=[.!?؟])\s+/u)
      .map((x) => guardWords(x).join(' '))
      .filter((x) => x.split(' ').length >= 4);
    const words = guardWords(content);
    const runs = words.slice(5).map((_, k) => words.slice(k, k + 6).join(' '));
    t.written.push({ brief: brief.description, sentences, runs });
  }
  t.variants += contents.length;
  t.pasted += g.briefRuns.filter((n) => n >= MAX_BRIEF_RUN).length;
  t.pairs += (contents.length * (contents.length - 1)) / 2;
  t.twinPairs += g.twinPairs.length;
  t.repeated += g.repeated.filter((r) => r.length > 0).length;
  // "In the body": a page's or post's opening line and closing call (and the chat reply prompt) do not count.
  const bodies = contents.map((c) => {
    const lines = c.split('\n');
    return lines.length >= 3 ? lines.slice(1, -1).join('\n') : c;
  });
  const inBody = guardCopy(copyBrief, bodies).ownMarkers;
  for (const own of inBody) {
    if (own === null) continue;
    t.ownMarkersOf += 1;
    if (own) t.ownMarkers += 1;
  }
  t.foreign += g.foreignMarkers.filter((f) => f.length > 0).length;
  if (t.samples.length < SAMPLES && (platform === 'photo_social' || platform === 'chat_business'))
    t.samples.push(
      `[${brief.vertical}, ${platform}]\n${contents.map((c, i) => `  (${i + 1}) ${c.replace(/\n/g, '\n      ')}`).join('\n')}`,
    );
}

const started = process.hrtime.bigint();
for (const brief of ARABIC_BRIEFS)
  for (const variety of ARABIC_VARIETIES)
    for (const platform of EVAL_PLATFORMS) run(variety, brief, 'ar', platform);
for (const brief of ENGLISH_BRIEFS)
  for (const platform of EVAL_PLATFORMS) run('english', brief, 'en', platform);
const ms = Number(process.hrtime.bigint() - started) / 1e6;

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

/** Variants that share a sentence (four words or more) or a six-word run with a variant of another brief. */
function sameness(t: Tally): number {
  const owners = new Map<string, Set<string>>();
  for (const w of t.written)
    for (const key of [...w.sentences.map((x) => `s:${x}`), ...w.runs.map((x) => `r:${x}`)]) {
      let set = owners.get(key);
      if (!set) owners.set(key, (set = new Set()));
      set.add(w.brief);
    }
  return t.written.filter((w) =>
    [...w.sentences.map((x) => `s:${x}`), ...w.runs.map((x) => `r:${x}`)].some(
      (key) => owners.get(key)!.size > 1,
    ),
  ).length;
}
/** The sentences and runs said for more than one brief, most shared first (EVAL_SHARED=1 prints them). */
function shared(t: Tally): string[] {
  const owners = new Map<string, Set<string>>();
  for (const w of t.written)
    for (const key of [...w.sentences, ...w.runs]) {
      let set = owners.get(key);
      if (!set) owners.set(key, (set = new Set()));
      set.add(w.brief);
    }
  return [...owners]
    .filter(([, set]) => set.size > 1)
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, 8)
    .map(([key, set]) => `${set.size} briefs: ${key}`);
}
if (process.env.EVAL_SHARED)
  for (const [variety, t] of tallies) console.log(`── shared (${variety}) ──\n${shared(t).join('\n')}`);

const rows = [...tallies].map(([variety, t]) => ({
  variety,
  answers: t.answers,
  variants: t.variants,
  pasted: pct(t.pasted, t.variants),
  twins: pct(t.twinPairs, t.pairs),
  repeated: pct(t.repeated, t.variants),
  own: pct(t.ownMarkers, t.ownMarkersOf),
  foreign: pct(t.foreign, t.variants),
  failures: t.failures,
  'changed numbers': pct(t.truthNumbers, t.variants),
  'invented claims': pct(t.truthClaims, t.variants),
  'other truth': pct(t.truthOther, t.variants),
  'cross-business': pct(sameness(t), t.variants),
  'ms/variant': (t.ms / Math.max(1, t.variants)).toFixed(2),
  'CPU ms/variant': (t.cpuMs / Math.max(1, t.variants)).toFixed(2),
}));
console.log(
  `engine: ${FACTS ? 'facts composer (the local provider; EVAL_ENGINE=slots for the slot composer it replaced)' : 'slot composer (EVAL_ENGINE=slots)'}`,
);
console.log(
  `copy evaluation: ${ARABIC_BRIEFS.length} Arabic briefs × ${ARABIC_VARIETIES.length} varieties and ${ENGLISH_BRIEFS.length} English briefs, × ${EVAL_PLATFORMS.length} platforms`,
);
console.log(
  'targets: pasted runs ≤ 5%, near-twin pairs ≤ 5%, repeated words ≤ 2%, own markers in the body ≥ 97%, foreign markers 0%, failures 0;\n' +
    'truth guard findings 0 (changed numbers, invented claims, other), cross-business sameness ≤ 10% per variety\n',
);
console.table(rows);
const all = [...tallies.values()];
const sum = (k: keyof Tally) => all.reduce((a, t) => a + (t[k] as number), 0);
console.log(
  `all: pasted ${pct(sum('pasted'), sum('variants'))}, twins ${pct(sum('twinPairs'), sum('pairs'))}, repeated ${pct(sum('repeated'), sum('variants'))}, own markers ${pct(sum('ownMarkers'), sum('ownMarkersOf'))}, foreign ${pct(sum('foreign'), sum('variants'))}, failures ${sum('failures')}; ${(ms / sum('variants')).toFixed(2)} ms a variant with the guards' reading, ${(sum('ms') / sum('variants')).toFixed(2)} ms (${(sum('cpuMs') / sum('variants')).toFixed(2)} ms CPU) composing and checking it`,
);
console.log(
  `all: truth findings ${sum('truthNumbers') + sum('truthClaims') + sum('truthOther')} (numbers ${sum('truthNumbers')}, claims ${sum('truthClaims')}, other ${sum('truthOther')})`,
);
for (const [variety, t] of tallies) {
  console.log(`\n── ${variety} ──`);
  for (const s of t.truthSamples) console.log(`TRUTH ${s}`);
  for (const s of t.samples) console.log(s);
}
