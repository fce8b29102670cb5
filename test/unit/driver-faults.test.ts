import { isDatabaseSocketFault } from '../../lib/driver-faults';

const URL = 'postgres://cgs:secret@127.0.0.1:42103/cgs';
const socketError = (fields: Record<string, unknown>) =>
  Object.assign(new Error('connect ECONNREFUSED'), fields);

describe('a stray database socket error', () => {
  it('is a bare refused, reset or timed-out connection to our database, and nothing else', () => {
    expect(
      isDatabaseSocketFault(socketError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 42103 }), URL),
    ).toBe(true);
    expect(
      isDatabaseSocketFault(
        socketError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 42103 }),
        'postgres://u@localhost:42103/db',
      ),
    ).toBe(true);
    // Another host or port (a provider, a webhook endpoint), another kind of error, or a query's own error: no.
    expect(
      isDatabaseSocketFault(socketError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 443 }), URL),
    ).toBe(false);
    expect(
      isDatabaseSocketFault(socketError({ code: 'ECONNREFUSED', address: '10.0.0.9', port: 42103 }), URL),
    ).toBe(false);
    expect(
      isDatabaseSocketFault(socketError({ code: 'EACCES', address: '127.0.0.1', port: 42103 }), URL),
    ).toBe(false);
    expect(
      isDatabaseSocketFault(
        socketError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 42103, query: 'select 1' }),
        URL,
      ),
    ).toBe(false);
    expect(isDatabaseSocketFault(new TypeError('x is undefined'), URL)).toBe(false);
    expect(isDatabaseSocketFault('ECONNREFUSED', URL)).toBe(false);
    expect(
      isDatabaseSocketFault(
        socketError({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 42103 }),
        'nonsense',
      ),
    ).toBe(false);
  });
});
