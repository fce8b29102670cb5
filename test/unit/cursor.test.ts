import { createCursorCodec } from '../../lib/cursor';

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
