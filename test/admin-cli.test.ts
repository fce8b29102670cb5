import { call, uniqueKey } from './helpers/client';
import { admin } from './helpers/admin';

describe('npm run admin', () => {
  it('creates an account and a scoped key, grants credits, shows the balance and revokes the key', async () => {
    const account = await admin('accounts', 'create', '--name', 'CLI partner', '--credits', '7');
    expect(account).toMatchObject({ name: 'CLI partner', balance: 7 });
    expect(account.id).toMatch(/^acct_/);

    const created = await admin(
      'keys',
      'create',
      '--account',
      account.id,
      '--scopes',
      'copy:write,usage:read',
      '--name',
      'ci',
    );
    expect(created.key).toMatch(/^cgs_live_[0-9A-Za-z]{38}$/);
    expect(created.scopes).toEqual(['copy:write', 'usage:read']);
    expect(created.display_prefix).toBe(created.key.slice(0, 12));

    const listed = await admin('keys', 'list', '--account', account.id);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const usage = await call('GET', '/v1/usage', { key: created.key });
    expect(usage.status).toBe(200);
    expect(usage.body.balance).toBe(7);

    expect(await admin('credits', 'grant', '--account', account.id, '--credits', '5')).toMatchObject({
      balance: 12,
    });
    expect(await admin('balance', '--account', account.id)).toEqual({ account_id: account.id, balance: 12 });

    const copy = await call('POST', '/v1/copy-generations', {
      key: created.key,
      idempotencyKey: uniqueKey(),
      body: { description: 'تمور فاخرة من القصيم، توصيل خلال يومين.' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.usage.balance_after).toBe(10);

    await admin('keys', 'revoke', '--key-id', created.id);
    expect((await call('GET', '/v1/usage', { key: created.key })).status).toBe(401);
  });
});
