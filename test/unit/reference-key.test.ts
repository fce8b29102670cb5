import { referenceKey } from '../../contract/admin-text';
import { canonicalTemplateId } from '../../contract/templates';
import { canonicalEvidenceKey } from '../../db/templates';

describe('an administrator reference as the "already settled another draft" check compares it', () => {
  it.each([
    ['platform ticket 4411', 'the reference as first typed'],
    ['PLATFORM TICKET 4411', 'upper case'],
    ['Platform Ticket 4411', 'title case'],
    ['platform  ticket 4411', 'two spaces'],
    ['platform\tticket\n4411', 'a tab and a newline'],
    ['  platform ticket 4411  ', 'spaces at the ends'],
    ['platform ticket 4411.', 'a full stop'],
    ['platform ticket #4411', 'a number sign'],
    ['platform-ticket-4411', 'hyphens for spaces'],
    ['"platform ticket 4411"', 'quotes'],
    ['platform ticket: 4411!', 'a colon and an exclamation mark'],
    ['platform\u00a0ticket\u3000 4411', 'a no-break space and an ideographic space'],
    [
      '\uff50\uff4c\uff41\uff54\uff46\uff4f\uff52\uff4d ticket \uff14\uff14\uff11\uff11',
      'full-width letters and digits (NFKC)',
    ],
    ['platform tick\u200bet 4411', 'a zero-width space inside a word'],
    ['platform ti\u00adcket 4411', 'a soft hyphen inside a word'],
    ['platform ticket\u0301 4411', 'a combining mark left over'],
    ['platform ticket \u0664\u0664\u0661\u0661', 'Arabic-Indic digits'],
    ['platform ticket \u06f4\u06f4\u06f1\u06f1', 'Extended Arabic-Indic (Persian) digits'],
    ['platform ticket \u096a\u096a\u0967\u0967', 'Devanagari digits'],
    ['platform ticket 4411\u2026', 'an ellipsis'],
  ])('%j (%s) is "platform ticket 4411"', (typed) => {
    expect(referenceKey(typed)).toBe('platform ticket 4411');
  });

  it('folds case fully (ß as ss, dotted and dotless i alike) and keeps letters of every script', () => {
    expect(referenceKey('STRASSE')).toBe(referenceKey('straße'));
    expect(referenceKey('İSTANBUL ticket')).toBe('istanbul ticket');
    expect(referenceKey('تذكرة المنصة ٤٤١١')).toBe('تذكرة المنصة 4411');
    expect(referenceKey('é')).toBe(referenceKey('e\u0301'));
  });

  it('keeps references that differ in a letter, a digit or where a word breaks apart', () => {
    const distinct = [
      'platform ticket 4411',
      'platform ticket 4412',
      'platform ticket 44 11',
      'platform ticket 441',
      'platform tickets 4411',
      'support ticket 4411',
      'platformticket 4411',
    ].map(referenceKey);
    expect(new Set(distinct).size).toBe(distinct.length);
  });

  it('is idempotent: a folded key folds to itself', () => {
    for (const typed of ['PLATFORM  Ticket 4411.', 'تذكرة ٤٤١١', 'ｔｉｃｋｅｔ ①'])
      expect(referenceKey(referenceKey(typed))).toBe(referenceKey(typed));
  });
});

describe('evidence keys as the refund door claims them', () => {
  it('folds an administrator reference and keys a status read by the template id as the platform knows it', () => {
    expect(canonicalEvidenceKey('administrator:PLATFORM  Ticket 4411.')).toBe(
      'administrator:platform ticket 4411',
    );
    expect(canonicalEvidenceKey('status_read:000123')).toBe('status_read:123');
    expect(canonicalEvidenceKey('status_read:0')).toBe('status_read:0');
    expect(canonicalEvidenceKey('legacy:wtd_x')).toBe('legacy:wtd_x');
  });

  it('reads a template id as a number: leading zeros name the same template', () => {
    expect(canonicalTemplateId('0001689556908129835')).toBe('1689556908129835');
    expect(canonicalTemplateId('000')).toBe('0');
    expect(canonicalTemplateId('1234567890123456789')).toBe('1234567890123456789');
  });
});
