-- Every stored media object, so that retention can delete it with its request record.
create table media_objects (
  key text primary key,
  account_id text not null references accounts (id),
  request_id text,
  store text not null check (store in ('local', 'gcs')),
  content_type text not null,
  bytes integer not null check (bytes >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index media_objects_expiry on media_objects (expires_at);
