-- Messaging-template drafts (POST /v1/messaging-template-drafts), outcome reports, platform settings and the
-- platform evidence the refund-verification workflow weighs.
create table template_drafts (
  id text primary key,
  account_id text not null references accounts (id),
  -- The billable request that created the draft: its debit is what a verified rejection refunds.
  request_id text not null,
  name text not null,
  category text not null,
  language_code text not null,
  platform_payload jsonb not null,
  payload_hash text not null,
  cost integer not null check (cost >= 0),
  body text not null,
  refund_state text not null default 'NONE'
    check (refund_state in ('NONE', 'PENDING_VERIFICATION', 'REFUNDED', 'DENIED', 'EXPIRED')),
  refund_balance_after integer,
  refund_reason text,
  -- Fixed by the first qualifying report: the platform's id of the submitted template.
  platform_template_id text,
  last_outcome jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index template_drafts_account on template_drafts (account_id, created_at desc);
create index template_drafts_platform_id on template_drafts (account_id, platform_template_id);
create index template_drafts_refund on template_drafts (refund_state) where refund_state <> 'NONE';

-- Partner reports: unverified, deduplicated by (draft, provider_event_id) and by Idempotency-Key.
create table template_outcomes (
  id text primary key,
  draft_id text not null references template_drafts (id) on delete cascade,
  account_id text not null references accounts (id),
  provider_event_id text not null,
  idempotency_key text not null,
  request_hash text not null,
  outcome text not null,
  platform_template_id text not null,
  unchanged boolean not null,
  candidate boolean not null,
  -- The answer, as text so that a repeated report gets the same bytes.
  body text not null,
  created_at timestamptz not null default now(),
  unique (draft_id, provider_event_id),
  unique (account_id, idempotency_key)
);

-- Per-account platform settings: secrets encrypted with SECRETS_KEY (AES-256-GCM), never returned.
create table platform_settings (
  account_id text primary key references accounts (id),
  hook_id text not null unique,
  app_secret text,
  verify_token text,
  access_token text,
  updated_at timestamptz not null default now()
);

-- Verified webhook changes, deduplicated (the platform redelivers for days). Kept even when no draft matches
-- yet: evidence that arrives before the partner's report is used when the report comes.
create table platform_events (
  id bigserial primary key,
  account_id text not null references accounts (id),
  dedupe_key text not null,
  platform_template_id text not null,
  event text not null,
  template_name text,
  template_language text,
  reason text,
  received_at timestamptz not null default now(),
  unique (account_id, dedupe_key)
);
create index platform_events_template on platform_events (account_id, platform_template_id);
