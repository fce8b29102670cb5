create table accounts (
  id text primary key,
  name text not null,
  balance integer not null default 0 check (balance >= 0),
  created_at timestamptz not null default now()
);

create table api_keys (
  id text primary key,
  account_id text not null references accounts (id),
  key_hash text not null unique,
  display_prefix text not null,
  name text,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index api_keys_account on api_keys (account_id);

-- One row per billable attempt: the request record of GET /v1/requests/{id}.
create table requests (
  id text primary key,
  account_id text not null references accounts (id),
  operation text not null,
  resource_id text not null,
  idempotency_key text not null,
  request_hash text not null,
  input jsonb not null,
  credits integer not null check (credits >= 0),
  status text not null default 'pending' check (status in ('pending', 'completed', 'partial', 'failed')),
  http_status integer,
  -- Stored as text, not jsonb, so that a replay is byte-identical to the first answer.
  response_body text,
  error jsonb,
  credits_charged integer not null default 0,
  credits_refunded integer not null default 0,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  expires_at timestamptz not null
);
create index requests_account_recent on requests (account_id, created_at desc, id desc);
create index requests_expiry on requests (expires_at);

-- Which attempt an Idempotency-Key currently answers with. A 5xx attempt is replaced by the next one.
create table idempotency_keys (
  account_id text not null references accounts (id),
  key text not null,
  request_hash text not null,
  request_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (account_id, key)
);
create index idempotency_keys_expiry on idempotency_keys (expires_at);

-- Money moves only through this table. entry_key makes every grant, debit and refund happen once.
create table ledger_entries (
  id bigserial primary key,
  account_id text not null references accounts (id),
  kind text not null check (kind in ('grant', 'debit', 'refund')),
  credits integer not null check (credits > 0),
  request_id text,
  part text,
  entry_key text not null unique,
  balance_after integer not null check (balance_after >= 0),
  note text,
  created_at timestamptz not null default now()
);
create index ledger_entries_request on ledger_entries (request_id);

create table brand_profiles (
  id text primary key,
  account_id text not null references accounts (id),
  name text not null,
  industry text,
  description text not null default '',
  summary text,
  website text,
  primary_color text,
  secondary_color text,
  accent_color text,
  brand_strength text not null default 'balanced' check (brand_strength in ('subtle', 'balanced', 'strong')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index brand_profiles_account on brand_profiles (account_id, created_at, id);
