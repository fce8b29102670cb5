import { unstorableField } from '../../api/dashboard/form';

const LABELS = { email: 'e-mail address', name: 'name' };

test('a form whose text can all be stored passes, Arabic, emoji and an encoded-looking surrogate included', () => {
  expect(
    unstorableField({ email: 'maha@example.com', name: 'برنامج 🎉', raw: '%ED%A0%80' }, LABELS),
  ).toBeNull();
  expect(unstorableField(undefined, LABELS)).toBeNull();
});

test.each([
  [
    'a NUL in a labelled field',
    { email: 'a\u0000@example.com' },
    'The e-mail address must not contain the NUL character (U+0000).',
  ],
  [
    'a lone surrogate in a labelled field',
    { name: 'key \uD800' },
    'The name must not contain a lone UTF-16 surrogate.',
  ],
  [
    'a NUL in one value of a repeated field',
    { name: ['ok', 'x\u0000'] },
    'The name must not contain the NUL character (U+0000).',
  ],
  [
    'a NUL in a field nobody reads',
    { form_id: '\u0000' },
    'A field must not contain the NUL character (U+0000).',
  ],
  [
    'a lone surrogate in a field name',
    { ['\uDC00']: 'x' },
    'A field must not contain a lone UTF-16 surrogate.',
  ],
  [
    'a NUL in a field called like a prototype property',
    { constructor: '\u0000' },
    'A field must not contain the NUL character (U+0000).',
  ],
])('%s is named in the form’s error', (_label, body, message) => {
  expect(unstorableField(body, LABELS)).toBe(message);
});
