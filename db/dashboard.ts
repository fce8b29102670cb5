import type { RefundState } from '../contract/templates';
import type { Sql } from './client';

export interface DashboardUserRow {
  id: string;
  account_id: string;
  email: string;
  name: string | null;
  password_hash: string;
  created_at: Date;
  disabled_at: Date | null;
}

export interface SessionUser {
  user_id: string;
  email: string;
  name: string | null;
  account_id: string;
  account_name: string;
}

export async function insertDashboardUser(
  sql: Sql,
  user: { id: string; accountId: string; email: string; name: string | null; passwordHash: string },
): Promise<DashboardUserRow | undefined> {
  const [row] = await sql<DashboardUserRow[]>`
    insert into dashboard_users (id, account_id, email, name, password_hash)
    values (${user.id}, ${user.accountId}, ${user.email}, ${user.name}, ${user.passwordHash})
    on conflict do nothing
    returning *`;
  return row;
}

export async function findDashboardUserByEmail(
  sql: Sql,
  email: string,
): Promise<DashboardUserRow | undefined> {
  const [row] = await sql<DashboardUserRow[]>`
    select * from dashboard_users where lower(email) = lower(${email}) and disabled_at is null`;
  return row;
}

export async function listDashboardUsers(sql: Sql, accountId: string | null) {
  return sql<Omit<DashboardUserRow, 'password_hash'>[]>`
    select id, account_id, email, name, created_at, disabled_at from dashboard_users
    where ${accountId === null ? sql`true` : sql`account_id = ${accountId}`}
    order by created_at, id`;
}

/** Disables a user and ends their sessions at once. */
export async function disableDashboardUser(sql: Sql, email: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      update dashboard_users set disabled_at = now() where lower(email) = lower(${email}) and disabled_at is null
      returning id`;
    if (!row) return false;
    await tx`delete from dashboard_sessions where user_id = ${row.id}`;
    return true;
  });
}

/** A new password ends every session of the user. */
export async function setDashboardPassword(sql: Sql, email: string, passwordHash: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      update dashboard_users set password_hash = ${passwordHash} where lower(email) = lower(${email}) returning id`;
    if (!row) return false;
    await tx`delete from dashboard_sessions where user_id = ${row.id}`;
    return true;
  });
}

export async function insertSession(sql: Sql, tokenHash: string, userId: string, ttlSeconds: number) {
  await sql`
    insert into dashboard_sessions (token_hash, user_id, expires_at)
    values (${tokenHash}, ${userId}, now() + make_interval(secs => ${ttlSeconds}))`;
}

/**
 * The signed-in user of a live session, touching it: sessions end at their absolute expiry or after `idleSeconds`
 * without a page, and never for a disabled user.
 */
export async function touchSession(
  sql: Sql,
  tokenHash: string,
  idleSeconds: number,
): Promise<SessionUser | undefined> {
  const [row] = await sql<SessionUser[]>`
    update dashboard_sessions s set last_seen_at = now()
    from dashboard_users u join accounts a on a.id = u.account_id
    where s.token_hash = ${tokenHash} and u.id = s.user_id and u.disabled_at is null
      and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
    returning u.id as user_id, u.email, u.name, u.account_id, a.name as account_name`;
  return row;
}

export async function deleteSession(sql: Sql, tokenHash: string): Promise<void> {
  await sql`delete from dashboard_sessions where token_hash = ${tokenHash}`;
}

/**
 * Failures per bucket, each in its own window, without the rows of `attempt` (the attempt asking): how many, and
 * the ages in seconds of the oldest and newest, by the database's clock. Rows written before attempts were tagged
 * have no attempt and always count.
 */
export async function loginFailures(
  sql: Sql,
  windows: Array<{ bucket: string; seconds: number }>,
  attempt: string,
): Promise<Map<string, { count: number; oldestAge: number; newestAge: number }>> {
  const rows = await sql<{ bucket: string; count: number; oldest_age: number; newest_age: number }[]>`
    select f.bucket, count(*)::int as count,
      extract(epoch from now() - min(f.at))::float8 as oldest_age,
      extract(epoch from now() - max(f.at))::float8 as newest_age
    from unnest(${windows.map((w) => w.bucket)}::text[], ${windows.map((w) => w.seconds)}::int[])
      as w(bucket, seconds)
    join dashboard_login_failures f on f.bucket = w.bucket and f.at > now() - make_interval(secs => w.seconds)
    where f.attempt is distinct from ${attempt}
    group by f.bucket`;
  return new Map(
    rows.map((r) => [r.bucket, { count: r.count, oldestAge: r.oldest_age, newestAge: r.newest_age }]),
  );
}

/** Counts an attempt as a failure in each bucket before its password is checked (see api/dashboard/login.ts). */
export async function recordLoginAttempt(sql: Sql, attempt: string, buckets: string[]): Promise<void> {
  await sql`
    insert into dashboard_login_failures (bucket, attempt) select unnest(${buckets}::text[]), ${attempt}`;
}

/** Takes an attempt's rows back (it was refused unchecked), and with `clear` every failure of that bucket. */
export async function forgetLoginAttempt(
  sql: Sql,
  attempt: string,
  buckets: string[],
  clear: string | null = null,
): Promise<void> {
  await sql`
    delete from dashboard_login_failures
    where bucket = any(${buckets}) and (attempt = ${attempt} or bucket = ${clear})`;
}

/** Retention: ended sessions and failures older than a day. */
export async function purgeDashboardRecords(sql: Sql): Promise<number> {
  const sessions = await sql`delete from dashboard_sessions where expires_at <= now() returning 1`;
  const failures =
    await sql`delete from dashboard_login_failures where at < now() - interval '1 day' returning 1`;
  return sessions.length + failures.length;
}

export interface DailyCredits {
  day: string;
  debited: number;
  refunded: number;
}

/** Credits debited and refunded per UTC day over the last `days` days, oldest first, days without moves as 0. */
export async function creditsPerDay(sql: Sql, accountId: string, days: number): Promise<DailyCredits[]> {
  return sql<DailyCredits[]>`
    with days as (
      select generate_series((now() at time zone 'UTC')::date - ${days - 1}::int, (now() at time zone 'UTC')::date,
        interval '1 day')::date as day
    ), moves as (
      select (created_at at time zone 'UTC')::date as day,
        sum(credits) filter (where kind = 'debit')::int as debited,
        sum(credits) filter (where kind = 'refund')::int as refunded
      from ledger_entries
      where account_id = ${accountId}
        and created_at >= ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC'
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(moves.debited, 0) as debited,
      coalesce(moves.refunded, 0) as refunded
    from days left join moves using (day)
    order by days.day`;
}

export interface DraftSummary {
  id: string;
  name: string;
  category: string;
  language_code: string;
  body: string;
  cost: number;
  refund_state: RefundState;
  refund_reason: string | null;
  platform_template_id: string | null;
  request_id: string;
  created_at: Date;
}

export async function listDraftSummaries(
  sql: Sql,
  accountId: string,
  limit: number,
): Promise<DraftSummary[]> {
  return sql<DraftSummary[]>`
    select id, name, category, language_code, body, cost, refund_state, refund_reason, platform_template_id,
      request_id, created_at
    from template_drafts where account_id = ${accountId} and expires_at > now()
    order by created_at desc, id desc limit ${limit}`;
}
