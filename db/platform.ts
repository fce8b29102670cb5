import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../lib/secrets';
import type { Sql } from './client';

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

function opened(row: SettingsRow, box: SecretBox): PlatformSettings {
  const open = (v: string | null) => (v === null ? null : box.open(v));
  return {
    accountId: row.account_id,
    hookId: row.hook_id,
    appSecret: open(row.app_secret),
    verifyToken: open(row.verify_token),
    accessToken: open(row.access_token),
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

export async function settingsByHook(
  sql: Sql,
  box: SecretBox,
  hookId: string,
): Promise<PlatformSettings | undefined> {
  if (!/^hk_[0-9a-f]{32}$/.test(hookId)) return undefined;
  const [row] = await sql<SettingsRow[]>`select * from platform_settings where hook_id = ${hookId}`;
  return row && opened(row, box);
}

export async function settingsByAccount(
  sql: Sql,
  box: SecretBox,
  accountId: string,
): Promise<PlatformSettings | undefined> {
  const [row] = await sql<SettingsRow[]>`select * from platform_settings where account_id = ${accountId}`;
  return row && opened(row, box);
}

export interface PlatformEvent {
  dedupeKey: string;
  platformTemplateId: string;
  event: string;
  templateName: string | null;
  templateLanguage: string | null;
  reason: string | null;
}

/** Stores verified webhook changes once each; returns only those not seen before. */
export async function storePlatformEvents(
  sql: Sql,
  accountId: string,
  events: PlatformEvent[],
): Promise<PlatformEvent[]> {
  if (events.length === 0) return [];
  const rows = events.map((e) => ({
    account_id: accountId,
    dedupe_key: e.dedupeKey,
    platform_template_id: e.platformTemplateId,
    event: e.event,
    template_name: e.templateName,
    template_language: e.templateLanguage,
    reason: e.reason,
  }));
  const inserted = await sql<{ dedupe_key: string }[]>`
    insert into platform_events ${sql(rows)} on conflict (account_id, dedupe_key) do nothing returning dedupe_key`;
  const fresh = new Set(inserted.map((r) => r.dedupe_key));
  return events.filter((e) => fresh.has(e.dedupeKey));
}

export async function eventsForTemplate(
  sql: Sql,
  accountId: string,
  platformTemplateId: string,
): Promise<PlatformEvent[]> {
  const rows = await sql<
    {
      dedupe_key: string;
      platform_template_id: string;
      event: string;
      template_name: string | null;
      template_language: string | null;
      reason: string | null;
    }[]
  >`select dedupe_key, platform_template_id, event, template_name, template_language, reason from platform_events
    where account_id = ${accountId} and platform_template_id = ${platformTemplateId} order by id`;
  return rows.map((r) => ({
    dedupeKey: r.dedupe_key,
    platformTemplateId: r.platform_template_id,
    event: r.event,
    templateName: r.template_name,
    templateLanguage: r.template_language,
    reason: r.reason,
  }));
}
