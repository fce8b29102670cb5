import {
  signInBuckets,
  signInWait,
  waitInWords,
  type SignInFailures,
} from '../../api/dashboard/sign-in-limits';

const failures = (count: number, oldestAge: number, newestAge = 0) => ({ count, oldestAge, newestAge });

// Each row: the failures in the windows, and the seconds the next attempt waits (null: it is checked now).
const ROWS: Array<[string, SignInFailures, number | null]> = [
  ['no failures', {}, null],
  ['4 from this address for this e-mail', { pair: failures(4, 60), email: failures(4, 60) }, null],
  ['5 from this address: locked until the oldest is 15 minutes old', { pair: failures(5, 100) }, 800],
  ['the oldest almost out of the window: at least a second', { pair: failures(5, 899.9) }, 1],
  ['49 from this address over many e-mails', { client: failures(49, 10) }, null],
  ['50 from this address over many e-mails', { client: failures(50, 300) }, 600],
  ['10 over every address: the next waits 1 s after the latest', { email: failures(10, 300, 0.5) }, 1],
  ['9 over every address, the latest just now', { email: failures(9, 300, 0) }, null],
  ['11 over every address, the latest 1.5 s ago: 2 s after it', { email: failures(11, 300, 1.5) }, 1],
  ['12 over every address, the latest 5 s ago: 4 s passed', { email: failures(12, 300, 5) }, null],
  ['14 over every address, the latest 3 s ago: 16 s after it', { email: failures(14, 300, 3) }, 13],
  ['40 over every address: never more than a minute', { email: failures(40, 800, 0) }, 60],
  ['2000 over every address: still a minute', { email: failures(2000, 800, 30) }, 30],
  [
    'the owner’s address (no pair failures) during a spread-out guess',
    { pair: undefined, client: failures(1, 5), email: failures(30, 600, 20) },
    40,
  ],
  ['locked twice: the longer wait', { pair: failures(5, 890), email: failures(16, 600, 0) }, 60],
];

test.each(ROWS)('%s', (_label, found, wait) => {
  expect(signInWait(found)).toBe(wait);
});

test('failures are kept per pair, per client address and per e-mail address, whatever its case', () => {
  expect(signInBuckets('Owner@Example.com', '203.0.113.7')).toEqual({
    pair: { bucket: 'pair:203.0.113.7 owner@example.com', seconds: 900 },
    client: { bucket: 'client:203.0.113.7', seconds: 900 },
    email: { bucket: 'email:owner@example.com', seconds: 900 },
  });
});

test('the wait in words', () => {
  expect(waitInWords(1)).toBe('in 1 second');
  expect(waitInWords(59)).toBe('in 59 seconds');
  expect(waitInWords(60)).toBe('in 1 minute');
  expect(waitInWords(800)).toBe('in 14 minutes');
});
