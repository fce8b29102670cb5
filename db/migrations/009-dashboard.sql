-- The developer dashboard (/dashboard): its users, their sessions and failed sign-ins; when a key was last used.

-- People who sign in to an account's dashboard. Created by the admin CLI; the password is an scrypt hash.
create table dashboard_users (
  id text primary key,
  account_id text not null references accounts (id),
  email text not null,
  name text,
  password_hash text not null,
  created_at timestamptz not null default now(),
  disabled_at timestamptz
);
create unique index dashboard_users_email on dashboard_users (lower(email));

-- A session is known by the SHA-256 of its cookie: a copy of this table signs nobody in.
create table dashboard_sessions (
  token_hash text primary key,
  user_id text not null references dashboard_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index dashboard_sessions_user on dashboard_sessions (user_id);
create index dashboard_sessions_expiry on dashboard_sessions (expires_at);

-- Failed sign-ins by bucket (an e-mail address or a client address), counted over a sliding window.
create table dashboard_login_failures (
  bucket text not null,
  at timestamptz not null default now()
);
create index dashboard_login_failures_bucket on dashboard_login_failures (bucket, at);

alter table api_keys add column last_used_at timestamptz;
-- The create form's one-time id: a form posted twice (a reload, a double click) makes one key, shown once.
alter table api_keys add column created_by_form text unique;

-- The usage chart reads an account's ledger by day.
create index ledger_entries_account_time on ledger_entries (account_id, created_at);
