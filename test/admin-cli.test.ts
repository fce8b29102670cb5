import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Sql } from '../db/client';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { adminFails, admin, adminWith } from './helpers/admin';
import { balanceOf, call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { readStack } from './helpers/stack-file';
import { temporalCli } from './helpers/temporal-cli';
import { denySignal, refundWorkflowId } from '../workflows/refund-messages';
import { createDraft, platformAccount, rejection, reportOutcome, UTILITY_DRAFT } from './helpers/templates';

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

describe('npm run admin -- webhooks', () => {
  let sql: Sql;
  beforeAll(() => {
    sql = testSql();
  });
  afterAll(() => sql.end({ timeout: 5 }));
  const sealedSecret = async (id: string) =>
    createSecretBox(parseSecretsKey(readStack().secretsKey)).open(
      (
        await sql<{ secret_sealed: string }[]>`select secret_sealed from webhook_endpoints where id = ${id}`
      )[0]!.secret_sealed,
    );

  it('adds an endpoint and prints its secret once, lists, rotates, disables with a reason, enables and removes it', async () => {
    const account = await admin('accounts', 'create', '--name', 'Webhook partner');
    const added = await admin(
      'webhooks',
      'add',
      '--account',
      account.id,
      '--url',
      'https://hooks.example.com/cli',
      '--events',
      'request.completed, refund.refunded',
      '--description',
      'Order system',
    );
    expect(added).toMatchObject({
      account_id: account.id,
      url: 'https://hooks.example.com/cli',
      event_types: ['refund.refunded', 'request.completed'],
      description: 'Order system',
      status: 'active',
    });
    expect(added.id).toMatch(/^whe_/);
    expect(added.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(added.secret_sealed).toBeUndefined();
    expect(await sealedSecret(added.id)).toBe(added.secret);

    const listed = await admin('webhooks', 'list', '--account', account.id);
    expect(listed).toEqual([expect.objectContaining({ id: added.id, status: 'active' })]);
    expect(JSON.stringify(listed)).not.toContain(added.secret);
    expect(listed[0].secret_sealed).toBeUndefined();
    expect((await admin('webhooks', 'list')).map((e: { id: string }) => e.id)).toContain(added.id);

    const rotated = await admin('webhooks', 'rotate', added.id);
    expect(rotated).toMatchObject({ id: added.id });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(added.secret);
    expect(await sealedSecret(added.id)).toBe(rotated.secret);

    expect(await admin('webhooks', 'disable', added.id, '--reason', 'Moving to a new host.')).toMatchObject({
      id: added.id,
      status: 'disabled',
      disabled_reason: 'Disabled by an operator: Moving to a new host.',
    });
    expect(await admin('webhooks', 'enable', added.id)).toMatchObject({
      status: 'active',
      disabled_reason: null,
      disabled_at: null,
    });
    expect(await admin('webhooks', 'disable', added.id)).toMatchObject({
      disabled_reason: 'Disabled by an operator.',
    });
    expect(await admin('webhooks', 'remove', added.id)).toEqual({ id: added.id, removed: true });
    expect(await admin('webhooks', 'list', '--account', account.id)).toEqual([]);
  });

  it('refuses what it cannot do with one clear line and a non-zero exit, storing nothing', async () => {
    const account = await admin('accounts', 'create', '--name', 'Webhook refusals');
    const add = (...args: string[]) =>
      adminFails('webhooks', 'add', '--account', account.id, '--events', 'request.completed', ...args);
    const refusals: Array<[() => Promise<{ code: number; stderr: string }>, string]> = [
      [
        () =>
          adminFails(
            'webhooks',
            'add',
            '--url',
            'https://hooks.example.com/in',
            '--events',
            'request.completed',
          ),
        '--account is required',
      ],
      [
        () =>
          adminFails(
            'webhooks',
            'add',
            '--account',
            'acct_aaaaaaaaaaaaaaaaaaaaaaaaaa',
            '--url',
            'https://a.example',
          ),
        'No account acct_aaaaaaaaaaaaaaaaaaaaaaaaaa',
      ],
      [() => add('--url', 'http://hooks.example.com/in'), 'The endpoint URL must be an https URL.'],
      [() => add('--url', 'https://localhost/in'), 'The endpoint URL points at localhost.'],
      [() => add(), '--url: An endpoint URL is required.'],
      [
        () => adminFails('webhooks', 'add', '--account', account.id, '--url', 'https://hooks.example.com/in'),
        '--events: Choose at least one event type.',
      ],
      [
        () => add('--url', 'https://hooks.example.com/in', '--events', 'request.done'),
        'Unknown event types: request.done (known: request.completed,',
      ],
      [() => adminFails('webhooks', 'rotate'), 'webhooks rotate needs an endpoint id (whe_...)'],
      [
        () => adminFails('webhooks', 'rotate', 'whe_aaaaaaaaaaaaaaaaaaaaaaaaaa'),
        'No webhook endpoint whe_aaaaaaaaaaaaaaaaaaaaaaaaaa',
      ],
      [() => adminFails('webhooks', 'enable', 'not-an-id'), 'No webhook endpoint not-an-id'],
      [() => adminFails('webhooks', 'test'), 'webhooks test needs an endpoint id (whe_...)'],
      [
        () => adminFails('webhooks', 'list', '--frobnicate'),
        'Unknown option --frobnicate (npm run admin -- --help lists the options)',
      ],
      [() => adminFails('webhooks', 'add', '--url'), '--url needs a value'],
      [() => adminFails('credits', 'grant', '--account'), '--account needs a value'],
    ];
    // A bad argument is one line, the problem: no usage text after it.
    for (const [refused, message] of refusals) {
      const { code, stderr } = await refused();
      expect({ message, code, lines: stderr.trim().split('\n') }).toEqual({
        message,
        code: 2,
        lines: [expect.stringContaining(message)],
      });
    }
    // Only a command it does not know prints the usage text, after the problem.
    const unknown = await adminFails('webhooks', 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^Unknown command: webhooks frobnicate\n\nUsage: npm run admin -- <command>/,
    );
    expect(unknown.stderr).toContain('webhooks test WHE_ID');
    expect(await admin('webhooks', 'list', '--account', account.id)).toEqual([]);
  });
});

describe('npm run admin beside an npm run dev on moved ports and data', () => {
  let sql: Sql;
  let dir: string;
  beforeAll(() => {
    sql = testSql();
    dir = mkdtempSync(path.join(tmpdir(), 'cgs-admin-beside-dev-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await sql.end({ timeout: 5 });
  });

  it('finds the database and secrets key under DEV_DATA_DIR and signals the Temporal on DEV_TEMPORAL_PORT', async () => {
    const stack = readStack();
    // What `npm run dev` leaves under its data directory; no DATABASE_URL, SECRETS_KEY or TEMPORAL_ADDRESS.
    writeFileSync(path.join(dir, 'database-url'), `${stack.databaseUrl}\n`);
    writeFileSync(path.join(dir, 'secrets-key'), `${stack.secretsKey}\n`);
    const beside = adminWith({
      DATABASE_URL: '',
      SECRETS_KEY: '',
      TEMPORAL_ADDRESS: '',
      DEV_DATA_DIR: dir,
      DEV_TEMPORAL_PORT: stack.temporalAddress.split(':').at(-1)!,
    });

    const p = await platformAccount(sql);
    expect(await beside.admin('platform', 'show', '--account', p.accountId)).toMatchObject({
      hook_id: p.hookId,
      app_secret_set: true,
    });
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT);
    const templateId = `18${Date.now()}`;
    expect((await reportOutcome(p.key, draft.id, rejection(templateId, draft.payload_hash))).status).toBe(
      200,
    );
    // The refund workflow starts after the report's commit: the signal needs it running.
    const connection = await Connection.connect({ address: stack.temporalAddress });
    try {
      const handle = new Client({ connection }).workflow.getHandle(refundWorkflowId(draft.id));
      await until('the refund workflow', () =>
        handle.describe().then(
          (d) => d.status.name === 'RUNNING',
          () => false,
        ),
      );
    } finally {
      await connection.close();
    }

    expect(
      await beside.admin(
        'refunds',
        'deny',
        '--draft',
        draft.id,
        '--reason',
        'The platform approved it later.',
      ),
    ).toMatchObject({ draft_id: draft.id, signal: denySignal.name });
    const state = async () =>
      (await call('GET', `/v1/messaging-template-drafts/${draft.id}`, { key: p.key })).body.refund.status;
    await until('the denial', async () => (await state()) === 'DENIED');
  });
});

describe('npm run admin -- refunds verify', () => {
  let sql: Sql;
  beforeAll(() => {
    sql = testSql();
  });
  afterAll(() => sql.end({ timeout: 5 }));
  const refundEntries = async (accountId: string) =>
    (
      await sql<{ n: number }[]>`select count(*)::int as n from ledger_entries
      where account_id = ${accountId} and kind = 'refund' and part = 'template_refund'`
    )[0]!.n;
  const refundOf = async (key: string, draftId: string) =>
    (await call('GET', `/v1/messaging-template-drafts/${draftId}`, { key })).body.refund;
  let template = 0;
  const templateId = () => `18${String(Date.now()).slice(-9)}${String(++template).padStart(6, '0')}`;

  it('refuses a reference that settled another draft however it is re-typed (case, spaces, punctuation, Unicode form), of any account; the first keeps its text as typed', async () => {
    const { key, accountId } = await newAccount(sql, 20);
    const other = await newAccount(sql, 20);
    const pending = async (owner: { key: string }) => {
      const { body: draft } = await createDraft(owner.key, UTILITY_DRAFT);
      await reportOutcome(owner.key, draft.id, rejection(templateId(), draft.payload_hash));
      return draft as { id: string };
    };
    const first = await pending({ key });
    const second = await pending({ key });
    const theirs = await pending(other);
    const ticket = `platform ticket ${templateId()}`;

    await admin('refunds', 'verify', '--draft', first.id, '--evidence', ticket);
    await until('the refund', async () => (await refundOf(key, first.id)).status === 'REFUNDED');
    expect((await refundOf(key, first.id)).reason).toBe(`verified: ${ticket}`);
    const [stored] = await sql<{ evidence_key: string; detail: string }[]>`
      select evidence_key, detail from refund_evidence where draft_id = ${first.id}`;
    expect(stored).toEqual({ evidence_key: `administrator:${ticket}`, detail: `verified: ${ticket}` });

    const retyped = [
      ticket.toUpperCase(),
      ticket.replace(' ', '  '),
      `${ticket}.`,
      ` ${ticket.replace('ticket', 'Ticket:')} `,
      ticket.replace(/\d/g, (d) => String.fromCodePoint(0xff10 + Number(d))),
      ticket.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d))),
      ticket.replace('ticket', 'tick\u200bet'),
    ];
    for (const evidence of retyped) {
      for (const draft of [second, theirs]) {
        const refused = await adminFails('refunds', 'verify', '--draft', draft.id, '--evidence', evidence);
        expect(refused.code).toBe(2);
        expect(refused.stderr).toContain(`already settled ${first.id}`);
      }
    }
    // Signalled by hand, past the CLI's check: the refund's door folds the same way and refunds nothing.
    const bySignal = await temporalCli(
      'workflow',
      'signal',
      '--workflow-id',
      `refund:${second.id}`,
      '--name',
      'verify',
      '--input',
      JSON.stringify({ evidence: `${ticket.toUpperCase()}!` }),
    );
    expect(bySignal.code).toBe(0);
    await until('the reuse noted', async () => {
      const result = await temporalCli(
        'workflow',
        'query',
        '--workflow-id',
        `refund:${second.id}`,
        '--type',
        'status',
      );
      return result.stdout.includes('already settled another draft');
    });
    expect((await refundOf(key, second.id)).status).toBe('PENDING_VERIFICATION');
    expect((await refundOf(other.key, theirs.id)).status).toBe('PENDING_VERIFICATION');
    expect(await refundEntries(accountId)).toBe(1);
    expect(await refundEntries(other.accountId)).toBe(0);
    expect(await balanceOf(sql, accountId)).toBe(18);
    expect(await balanceOf(sql, other.accountId)).toBe(18);

    // Another reference settles the second draft.
    await admin('refunds', 'verify', '--draft', second.id, '--evidence', `${ticket} and 1`);
    await until('the second refund', async () => (await refundOf(key, second.id)).status === 'REFUNDED');
    expect(await refundEntries(accountId)).toBe(2);
  });
});
