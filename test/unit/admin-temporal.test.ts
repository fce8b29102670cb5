import { loadConfig } from '../../lib/config';
import { adminTemporalAddress } from '../../scripts/admin-temporal';

describe('the Temporal the admin CLI signals (refunds verify|deny, webhooks test)', () => {
  const address = (env: Record<string, string>) => adminTemporalAddress(loadConfig(env));

  it('is TEMPORAL_ADDRESS when set, whatever DEV_TEMPORAL_PORT says', () => {
    expect(address({ TEMPORAL_ADDRESS: 'temporal:7233' })).toBe('temporal:7233');
    expect(address({ TEMPORAL_ADDRESS: 'temporal.internal:443', DEV_TEMPORAL_PORT: '17233' })).toBe(
      'temporal.internal:443',
    );
  });

  it('is the dev server DEV_TEMPORAL_PORT moved, on the address npm run dev prints, without TEMPORAL_ADDRESS', () => {
    expect(address({ DEV_TEMPORAL_PORT: '17233' })).toBe('127.0.0.1:17233');
    // docker compose passes `${VAR:-}` as empty: empty is unset.
    expect(address({ TEMPORAL_ADDRESS: '', DEV_TEMPORAL_PORT: '17233' })).toBe('127.0.0.1:17233');
  });

  it('is the default without either', () => {
    expect(address({})).toBe('localhost:7233');
    expect(address({ TEMPORAL_ADDRESS: '', DEV_TEMPORAL_PORT: '' })).toBe('localhost:7233');
  });
});
