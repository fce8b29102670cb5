-- Owned temporary images imported from a URL (POST /v1/ad-library/uploads). Unattached ones expire in 24 h.
create table uploads (
  id text primary key,
  account_id text not null references accounts (id),
  request_id text not null,
  role text not null check (role in ('reference', 'logo')),
  media_key text not null,
  content_type text not null,
  bytes integer not null,
  width integer not null,
  height integer not null,
  sha256 text not null,
  source_url text not null,
  attached_at timestamptz,
  discarded_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index uploads_account on uploads (account_id, created_at);
create index uploads_expiry on uploads (expires_at) where attached_at is null;
