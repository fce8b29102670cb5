import { cursorPositionSchema, createPaginator } from '../../api/pagination';
import { ServiceError } from '../../contract/errors';
import { createCursorCodec } from '../../lib/cursor';
import { newId } from '../../lib/ids';

describe('usage cursors', () => {
  const codec = createCursorCodec('s'.repeat(32), 'usage');
  const position = { t: '2026-11-21T10:00:00.123456Z', id: 'req_x' };

  it('round-trip for their own account only', () => {
    const cursor = codec.encode('acct_a', position);
    expect(codec.decode('acct_a', cursor)).toEqual(position);
    expect(codec.decode('acct_b', cursor)).toBeNull();
  });

  it('reject tampering with the payload, the signature, or another secret or list', () => {
    const cursor = codec.encode('acct_a', position);
    const [payload, signature] = cursor.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...position, id: 'req_y' })).toString('base64url');
    expect(codec.decode('acct_a', `${forged}.${signature}`)).toBeNull();
    expect(codec.decode('acct_a', `${payload}.${signature.slice(1)}`)).toBeNull();
    expect(codec.decode('acct_a', `${cursor}.extra`)).toBeNull();
    expect(codec.decode('acct_a', 'garbage')).toBeNull();
    expect(createCursorCodec('t'.repeat(32), 'usage').decode('acct_a', cursor)).toBeNull();
    expect(createCursorCodec('s'.repeat(32), 'brands').decode('acct_a', cursor)).toBeNull();
  });
});

describe('cursor positions', () => {
  const codec = createCursorCodec('s'.repeat(32), 'usage');
  const paginator = createPaginator(codec, { min: 1, max: 100, default: 20 });
  const id = newId('req');
  const parses = (position: Record<string, unknown>) => cursorPositionSchema.safeParse(position).success;

  it('accept what the list queries write: microseconds or fewer digits, any id of lib/ids.ts', () => {
    for (const t of ['2026-11-21T10:00:00.123456Z', '2026-11-21T10:00:00Z', '2000-01-01T00:00:00.0Z'])
      expect({ t, ok: parses({ t, id }) }).toEqual({ t, ok: true });
    for (const other of [newId('brp'), newId('ad'), newId('acct')])
      expect(parses({ t: '2026-01-01T00:00:00Z', id: other })).toBe(true);
    const cursor = codec.encode('acct_a', { t: '2028-02-29T23:59:59.999999Z', id });
    expect(paginator.parse('acct_a', { cursor, limit: '5' })).toEqual({
      limit: 5,
      after: { created_at: '2028-02-29T23:59:59.999999Z', id },
    });
  });

  it.each([
    ['not-a-time', { t: 'not-a-time', id }],
    ['the year 9999999', { t: '9999999-01-01T00:00:00Z', id }],
    ['the year 10000', { t: '10000-01-01T00:00:00Z', id }],
    ['a year before any row', { t: '1999-12-31T23:59:59Z', id }],
    ['a year past the range', { t: '3000-01-01T00:00:00Z', id }],
    ['30 February', { t: '2026-02-30T00:00:00Z', id }],
    ['29 February of a common year', { t: '2027-02-29T00:00:00Z', id }],
    ['hour 24', { t: '2026-01-01T24:00:00Z', id }],
    ['second 60', { t: '2026-01-01T23:59:60Z', id }],
    ['a zone offset', { t: '2026-01-01T00:00:00+03:00', id }],
    ['no zone', { t: '2026-01-01T00:00:00', id }],
    ['seven fraction digits', { t: '2026-01-01T00:00:00.1234567Z', id }],
    ['a date only', { t: '2026-01-01', id }],
    ['Arabic-Indic digits', { t: '٢٠٢٦-01-01T00:00:00Z', id }],
    ['a trailing newline', { t: '2026-01-01T00:00:00Z\n', id }],
    ['SQL', { t: "2026-01-01T00:00:00Z'; drop table requests; --", id }],
    ['a number for the time', { t: 1_700_000_000_000, id }],
    ['an id with NUL', { t: '2026-01-01T00:00:00Z', id: `${id.slice(0, -1)}\u0000` }],
    ['an id of another alphabet', { t: '2026-01-01T00:00:00Z', id: `req_${'A'.repeat(26)}` }],
    ['an id too long', { t: '2026-01-01T00:00:00Z', id: `${id}a` }],
    ['an empty id', { t: '2026-01-01T00:00:00Z', id: '' }],
    ['a missing id', { t: '2026-01-01T00:00:00Z' }],
    ['a key more', { t: '2026-01-01T00:00:00Z', id, x: 1 }],
  ])('refuse %s, and a signed cursor holding it is a 400 naming /cursor', (_label, position) => {
    expect(parses(position)).toBe(false);
    const cursor = codec.encode('acct_a', position as Record<string, string | number>);
    expect(codec.decode('acct_a', cursor)).toEqual(position);
    let thrown: unknown;
    try {
      paginator.parse('acct_a', { cursor });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ServiceError);
    expect(thrown).toMatchObject({ code: 'invalid_request', status: 400, errors: [{ pointer: '/cursor' }] });
  });
});
