import { COPY_DIALECTS, PLATFORMS, type CopyDialect } from '../contract/enums';
import type { Sql } from '../db/client';
import { DIALECT_MARKERS, phraseBankFor } from '../providers/text/lexicon';
import { buildCopyBrief, copyRequestSchema } from '../contract/copy';
import { sentencesOf } from '../providers/text/brief-model';
import { composerFactWords } from '../providers/text/facts-composer';
import { guardCopy } from '../providers/text/quality-guard';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';
import { BRIEFS, dialectBody, markersIn, protectedTokens } from './helpers/dialect-body';

jest.setTimeout(180_000);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(() => sql.end({ timeout: 5 }));

test('through the API, every Arabic variant carries its variety in the body, on all thirteen platforms, with the brief’s numbers, names and links unchanged', async () => {
  const { key } = await newAccount(sql, 1000);
  const failures: string[] = [];
  const cells = COPY_DIALECTS.flatMap((dialect) => PLATFORMS.map((platform) => ({ dialect, platform })));
  for (const [n, { dialect, platform }] of cells.entries()) {
    const description = BRIEFS[n % BRIEFS.length]!;
    const res = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey('dialect'),
      body: { description, dialect, platform },
    });
    expect(res.status).toBe(201);
    const bank = phraseBankFor(dialect as CopyDialect);
    const alien = Object.values(DIALECT_MARKERS)
      .filter((family) => !family.dialects.includes(dialect))
      .flatMap((family) => family.markers);
    // The whole answer through the quality guard: no pasted run of the brief, no word three times, and no near-twins
    // counted on the copy's own words (the brief's sentences it quotes are facts every variant says, decision 023).
    // A brief of three sentences or fewer is said whole in each variant, which then differ in their order and call
    // only: twins are counted on longer briefs (a known limit, decision 023).
    const copyBrief = buildCopyBrief(copyRequestSchema.parse({ description, dialect, platform }), null);
    const answer = guardCopy(
      { description, output_language: 'ar', dialect, type: 'ad_copy' },
      (res.body.variants as { content: string }[]).map((v) => v.content),
      composerFactWords(copyBrief),
    );
    if (sentencesOf(description).length <= 3)
      answer.findings = answer.findings.filter((f) => !/share more than half/u.test(f));
    for (const finding of answer.findings) failures.push(`${dialect}/${platform}: ${finding}`);
    for (const v of res.body.variants as { content: string; call_to_action: string | null }[]) {
      const where = `${dialect}/${platform}: «${v.content.replace(/\n/g, ' / ')}»`;
      const body = dialectBody(v.content, platform, v.call_to_action, bank.reply_prompt);
      // The variety's markers as the quality guard reads them (Modern Standard Arabic: none of any dialect).
      const own = guardCopy({ description, output_language: 'ar', dialect, type: 'ad_copy' }, [body]);
      if (own.ownMarkers[0] === false) failures.push(`no ${dialect} word in the body of ${where}`);
      const foreign = markersIn(v.content, alien);
      if (foreign.length > 0) failures.push(`${foreign.join(', ')} in ${where}`);
      for (const token of protectedTokens(v.content))
        if (!description.includes(token)) failures.push(`${token}, not the brief's, in ${where}`);
    }
  }
  expect(failures).toEqual([]);
});

test('through the API, a landing page of a three-sentence brief is several lines with the offer; a chat variant is short', async () => {
  const { key } = await newAccount(sql, 100);
  const description = BRIEFS[2]!;
  const ask = async (platform: string) => {
    const res = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey('shape'),
      body: { description, dialect: 'saudi', platform },
    });
    expect(res.status).toBe(201);
    return (res.body.variants as { content: string }[]).map((v) => v.content);
  };
  const page = await ask('website_landing_page');
  const chat = await ask('chat_business');
  for (const text of page) {
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    // The offer in the variety's words with the partner's prices exactly: the new one against the old one.
    expect(lines.some((l) => l.includes('199 ريال') && l.includes('299'))).toBe(true);
  }
  for (const text of chat) expect(text.split('\n').length).toBeLessThanOrEqual(5);
  const mean = (texts: string[]) => texts.reduce((n, t) => n + t.length, 0) / texts.length;
  expect(mean(chat)).toBeLessThan(mean(page) + 40);
});
