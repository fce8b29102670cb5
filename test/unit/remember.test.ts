import { rememberedByString } from '../../contract/remember';
import { normalizeForMatch } from '../../contract/normalize';
import { guardWords } from '../../providers/text/words';

function counted() {
  const calls: string[] = [];
  const f = rememberedByString(
    (text) => {
      calls.push(text);
      return text.toUpperCase();
    },
    { maxLength: 5, maxChars: 8 },
  );
  return { f, calls };
}

describe('a string function remembered', () => {
  it('answers what the function answers, computing each string once', () => {
    const { f, calls } = counted();
    expect([f('ab'), f('ab'), f('cd')]).toEqual(['AB', 'AB', 'CD']);
    expect(calls).toEqual(['ab', 'cd']);
  });

  it('keeps no string longer than its bound', () => {
    const { f, calls } = counted();
    expect([f('abcdef'), f('abcdef')]).toEqual(['ABCDEF', 'ABCDEF']);
    expect(calls).toEqual(['abcdef', 'abcdef']);
  });

  it('starts again once it keeps more characters than its bound', () => {
    const { f, calls } = counted();
    for (const s of ['aaaa', 'bbbb', 'cccc', 'aaaa']) f(s);
    // aaaa and bbbb fill the 8 characters; cccc starts the memory again, so aaaa is computed again.
    expect(calls).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
  });

  it('gives the guards a list of their own: changing it changes nothing remembered', () => {
    const first = guardWords('قهوة مختصة في الرياض');
    first.push('changed');
    expect(guardWords('قهوة مختصة في الرياض')).toEqual(['قهوة', 'مختصة', 'في', 'الرياض']);
  });

  it('normalizes as before: NFKC, no Arabic marks or tatweel, lower case, one space', () => {
    expect(normalizeForMatch('  Ｃａｆé  ﻗَﻬـﻮة\n\tKSA ')).toBe('café قهوة ksa');
    expect(normalizeForMatch('  Ｃａｆé  ﻗَﻬـﻮة\n\tKSA ')).toBe('café قهوة ksa');
  });
});
