-- Fixed one-minute windows per API key and bucket, shared by every API instance.
create table rate_limit_windows (
  key_id text not null,
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key_id, bucket, window_start)
);
