import { randomBytes } from 'node:crypto';
import type { PlatformStatusChange } from '../contract/platform-status';
import type { SecretBox } from '../lib/secrets';
import { canonicalTemplateId } from '../contract/templates';
import type { Sql, Tx } from './client';

export interface PlatformSettings {
  accountId: string;
  hookId: string;
  appSecret: string | null;
  verifyToken: string | null;
  accessToken: string | null;
}

interface SettingsRow {
  account_id: string;
  hook_id: string;
  app_secret: string | null;
  verify_token: string | null;
  access_token: string | null;
}

const openOrNull = (box: SecretBox, sealed: string | null) => (sealed === null ? null : box.open(sealed));

function opened(row: SettingsRow, box: SecretBox): PlatformSettings {
  return {
    accountId: row.account_id,
    hookId: row.hook_id,
    appSecret: openOrNull(box, row.app_secret),
    verifyToken: openOrNull(box, row.verify_token),
    accessToken: openOrNull(box, row.access_token),
  };
}

/** Sets the secrets given (others kept); the hook id is made once, at random, and never changes. */
export async function upsertPlatformSettings(
  sql: Sql,
  box: SecretBox,
  accountId: string,
  secrets: { appSecret?: string; verifyToken?: string; accessToken?: string },
): Promise<PlatformSettings> {
  const seal = (v: string | undefined) => (v === undefined ? null : box.seal(v));
  const [row] = await sql<SettingsRow[]>`
    insert into platform_settings (account_id, hook_id, app_secret, verify_token, access_token)
    values (${accountId}, ${`hk_${randomBytes(16).toString('hex')}`}, ${seal(secrets.appSecret)},
            ${seal(secrets.verifyToken)}, ${seal(secrets.accessToken)})
    on conflict (account_id) do update set
      app_secret = coalesce(excluded.app_secret, platform_settings.app_secret),
      verify_token = coalesce(excluded.verify_token, platform_settings.verify_token),
      access_token = coalesce(excluded.access_token, platform_settings.access_token),
      updated_at = now()
    returning *`;
  return opened(row!, box);
}

/** The account behind a platform webhook and the one secret its request needs, opened; undefined: no such hook. */
export async function hookSecret(
  sql: Sql,
  box: SecretBox,
  hookId: string,
  secret: 'app_secret' | 'verify_token',
): Promise<{ accountId: string; secret: string | null } | undefined> {
  if (!/^hk_[0-9a-f]{32}$/.test(hookId)) return undefined;
  const [row] = await sql<SettingsRow[]>`select * from platform_settings where hook_id = ${hookId}`;
  return row && { accountId: row.account_id, secret: openOrNull(box, row[secret]) };
}

/** The token the platform's template reads are made with, opened; null when none is configured. */
export async function accessToken(sql: Sql, box: SecretBox, accountId: string): Promise<string | null> {
  const [row] = await sql<Pick<SettingsRow, 'access_token'>[]>`
    select access_token from platform_settings where account_id = ${accountId}`;
  return openOrNull(box, row?.access_token ?? null);
}

export async function settingsByAccount(
  sql: Sql,
  box: SecretBox,
  accountId: string,
): Promise<PlatformSettings | undefined> {
  const [row] = await sql<SettingsRow[]>`select * from platform_settings where account_id = ${accountId}`;
  return row && opened(row, box);
}

/** A stored change (the outbox's row): which account it came for, when, and the change itself. */
export interface StoredStatusChange {
  id: string;
  accountId: string;
  receivedAt: Date;
  change: PlatformStatusChange;
}

interface EventRow {
  id: string;
  account_id: string;
  dedupe_key: string;
  platform_template_id: string;
  event: string;
  template_name: string | null;
  template_language: string | null;
  reason: string | null;
  received_at: Date;
  occurred_at: Date | null;
}

const changeOf = (r: EventRow): PlatformStatusChange => ({
  dedupeKey: r.dedupe_key,
  platformTemplateId: r.platform_template_id,
  event: r.event,
  templateName: r.template_name,
  templateLanguage: r.template_language,
  reason: r.reason,
  occurredAt: r.occurred_at?.toISOString() ?? null,
});

const stored = (r: EventRow): StoredStatusChange => ({
  id: String(r.id),
  accountId: r.account_id,
  receivedAt: r.received_at,
  change: changeOf(r),
});

/**
 * Stores verified status changes once each (the platform redelivers for days). Returns how many were new, and
 * every change of this delivery that has not reached its workflow yet: the new ones, and old ones a crash left
 * between storing and signalling, so a redelivery finishes what the first delivery began.
 */
export async function storeStatusChanges(
  sql: Sql,
  accountId: string,
  changes: PlatformStatusChange[],
): Promise<{ fresh: number; undelivered: StoredStatusChange[] }> {
  if (changes.length === 0) return { fresh: 0, undelivered: [] };
  const rows = changes.map((e) => ({
    account_id: accountId,
    dedupe_key: e.dedupeKey,
    platform_template_id: e.platformTemplateId,
    event: e.event,
    template_name: e.templateName,
    template_language: e.templateLanguage,
    reason: e.reason,
    occurred_at: e.occurredAt ?? null,
  }));
  const inserted = await sql`
    insert into platform_events ${sql(rows)} on conflict (account_id, dedupe_key) do nothing returning id`;
  const undelivered = await sql<EventRow[]>`
    select * from platform_events
    where account_id = ${accountId} and dedupe_key = any(${changes.map((e) => e.dedupeKey)})
      and delivered_at is null
    order by id`;
  return { fresh: inserted.length, undelivered: undelivered.map(stored) };
}

export async function markChangesDelivered(sql: Sql, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update platform_events set delivered_at = now() where id = any(${ids}::bigint[]) and delivered_at is null`;
}

/** Changes a crash left stored but unsignalled, older than the API's own delivery takes. */
export async function undeliveredChanges(
  sql: Sql,
  olderThanMs: number,
  limit: number,
): Promise<StoredStatusChange[]> {
  const rows = await sql<EventRow[]>`
    select * from platform_events
    where delivered_at is null and received_at < now() - ${olderThanMs} * interval '1 millisecond'
    order by id limit ${limit}`;
  return rows.map(stored);
}

/** How many stored changes a refund workflow loads when it starts: they wake one status read however many. */
export const STORED_TRIGGERS_LOADED = 50;

/**
 * Changes for a template received since the draft was made (evidence must post-date the draft): the newest
 * `limit`, oldest first. A flood of them must not become an activity result too large for the workflow's history.
 */
export async function changesForTemplate(
  sql: Sql,
  accountId: string,
  platformTemplateId: string,
  since: Date | null,
  limit = STORED_TRIGGERS_LOADED,
): Promise<PlatformStatusChange[]> {
  const rows = await sql<EventRow[]>`
    select * from (
      select * from platform_events
      where account_id = ${accountId} and platform_template_id = ${platformTemplateId}
        ${since ? sql`and received_at >= ${since}` : sql``}
      order by id desc limit ${limit}
    ) newest
    order by id`;
  return rows.map(changeOf);
}

/** Retention: delivered changes older than the longest refund wait. */
export async function purgeOldPlatformEvents(sql: Sql, days: number): Promise<number> {
  const gone = await sql`
    delete from platform_events
    where delivered_at is not null and received_at < now() - ${days} * interval '1 day'
    returning id`;
  return gone.length;
}

// The platform's clock and ours may disagree by this much: a change it dates this close to a draft's creation is
// not taken as older than the draft.
const PLATFORM_CLOCK_MARGIN = '30 seconds';

/**
 * Whether the service knew the template as rejected before the draft existed: a REJECTED change for it from the
 * draft's own account's hook, received before the draft was made or dated by the platform before it. Such a
 * template cannot have been the draft's submission (decision 030). Only the account's own hook counts: a delivery
 * is signed with the app secret of the partner's own app, so another account's stored changes (and the times they
 * carry) are that partner's claims, and must not take a refund from anyone else.
 */
export async function rejectedBefore(
  sql: Sql | Tx,
  accountId: string,
  platformTemplateId: string,
  draftCreatedAt: Date,
) {
  const [row] = await sql<{ known: boolean }[]>`
    select exists (
      select 1 from platform_events
      where account_id = ${accountId}
        and platform_template_id = ${canonicalTemplateId(platformTemplateId)} and upper(event) = 'REJECTED'
        and (received_at < ${draftCreatedAt}
             or occurred_at < ${draftCreatedAt}::timestamptz - ${PLATFORM_CLOCK_MARGIN}::interval)
    ) as known`;
  return row!.known;
}
