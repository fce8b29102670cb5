-- Outbound webhooks (Step 15, decision 020): endpoints an account registers, the events its state changes
-- emitted, and one delivery per (event, endpoint) driven by a Temporal workflow.

create table webhook_endpoints (
  id text primary key,
  account_id text not null references accounts (id),
  url text not null,
  event_types text[] not null,
  description text not null default '',
  -- The whsec_ signing secret, sealed with the service's secrets key (like the platform tokens).
  secret_sealed text not null,
  status text not null default 'active' check (status in ('active', 'disabled')),
  -- Why it was disabled, in words for the dashboard: by a person, by a 410, or after 3 days of failures.
  disabled_reason text,
  disabled_at timestamptz,
  -- The first failed attempt since the last success: 3 days of failures disable the endpoint.
  failing_since timestamptz,
  -- The dashboard form that added it: a form posted twice adds one endpoint (and shows one secret).
  created_by_form text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_account on webhook_endpoints (account_id, created_at desc);

-- An event is written in the transaction of the state change it reports, only when an active endpoint of the
-- account subscribes to its type; `data` is the body the API serves for the resource at that moment.
create table webhook_events (
  id text primary key,
  account_id text not null references accounts (id),
  type text not null,
  -- The resource the event is about (a request, a draft, an ad), for the dashboard's request page.
  subject_id text not null,
  data jsonb not null,
  created_at timestamptz not null default now()
);
create index webhook_events_subject on webhook_events (subject_id);
create index webhook_events_created on webhook_events (created_at);

create table webhook_deliveries (
  id text primary key,
  event_id text not null references webhook_events (id) on delete cascade,
  endpoint_id text not null references webhook_endpoints (id) on delete cascade,
  account_id text not null references accounts (id),
  -- The workflow that delivers it; null until its start was confirmed (the dispatch Schedule starts the rest).
  workflow_id text not null,
  workflow_started_at timestamptz,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts int not null default 0,
  last_status_code int,
  last_error text,
  -- The endpoint's answer, truncated.
  last_response_body text,
  last_latency_ms int,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  -- Set when the delivery gave up (3 days, a 410, a disabled or removed endpoint).
  finished_at timestamptz,
  created_at timestamptz not null default now()
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);
create index webhook_deliveries_event on webhook_deliveries (event_id);
create index webhook_deliveries_undispatched on webhook_deliveries (created_at) where workflow_started_at is null;
