alter table brand_profiles
  add column website_icon_available boolean not null default false,
  add column logo_available boolean not null default false,
  add column social_links jsonb not null default '{}'::jsonb;

-- At most 3 per profile (enforced where they are added); content is kept whole, shown up to 1500 characters.
create table brand_profile_resources (
  id text primary key,
  brand_profile_id text not null references brand_profiles (id) on delete cascade,
  title text not null,
  source_type text not null,
  source_url text,
  content text not null,
  created_at timestamptz not null default now()
);
create index brand_profile_resources_profile on brand_profile_resources (brand_profile_id, created_at, id);
