-- The ad library (section 4.8): our own catalog, searched with PostgreSQL full-text search in English and
-- Arabic; per-account preparations, the daily prepare allowance and the generation history (saved snippets).

-- Arabic spellings that mean the same word: hamza carriers and alef forms to bare alef, alef maqsura to yeh,
-- taa marbuta to heh; diacritics and tatweel removed; Arabic-Indic digits to ASCII. Used on documents and
-- queries alike, so "مدرسة" finds "مدرسه" and "أسعار" finds "اسعار".
create function cgs_ar_normalize(t text) returns text
language sql immutable parallel safe strict as $$
  select translate(
    regexp_replace(t, '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'أإآٱٲٳىةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااااييهوي01234567890123456789')
$$;

-- One document in both languages: the English stemmer on English text, the Arabic one on normalized Arabic.
create function cgs_ad_document(en text, ar text) returns tsvector
language sql immutable parallel safe as $$
  select to_tsvector('english', coalesce(en, '')) || to_tsvector('arabic', cgs_ar_normalize(coalesce(ar, '')))
$$;

-- A word of a query in both stemmers (either may match); AND and OR of such terms over a whole query.
create function cgs_ad_term(word text) returns tsquery
language sql immutable parallel safe strict as $$
  select plainto_tsquery('english', word) || plainto_tsquery('arabic', cgs_ar_normalize(word))
$$;
create aggregate cgs_tsquery_and(tsquery) (sfunc = tsquery_and, stype = tsquery);
create aggregate cgs_tsquery_or(tsquery) (sfunc = tsquery_or, stype = tsquery);

create table ad_catalog (
  id text primary key,
  slug text not null unique,
  industry text not null,
  sector text not null,
  style text not null,
  hook_type text not null,
  offer_type text not null,
  framework text not null,
  tone text not null,
  platforms text[] not null,
  tags_en text[] not null,
  tags_ar text[] not null,
  content jsonb not null,
  layout jsonb not null,
  metadata_en text not null,
  metadata_ar text not null,
  industry_terms_en text not null,
  industry_terms_ar text not null,
  style_terms_en text not null,
  style_terms_ar text not null,
  text_en text not null,
  text_ar text not null,
  -- Metadata alone (labels, tags, the industry's everyday words): what q's related fallback and brief match.
  search_meta tsvector generated always as (
    setweight(cgs_ad_document(industry_terms_en, industry_terms_ar), 'A') ||
    setweight(cgs_ad_document(metadata_en, metadata_ar), 'B')) stored,
  -- Everything a word can match: metadata and the ad's own texts in both languages.
  search_all tsvector generated always as (
    setweight(cgs_ad_document(industry_terms_en, industry_terms_ar), 'A') ||
    setweight(cgs_ad_document(metadata_en, metadata_ar), 'B') ||
    setweight(cgs_ad_document(text_en, text_ar), 'C')) stored,
  -- Only what the industry and the style are called: the brief's strongest signals.
  search_intent tsvector generated always as (
    setweight(cgs_ad_document(industry_terms_en, industry_terms_ar), 'A') ||
    setweight(cgs_ad_document(style_terms_en, style_terms_ar), 'B')) stored
);
create index ad_catalog_search_meta on ad_catalog using gin (search_meta);
create index ad_catalog_search_all on ad_catalog using gin (search_all);
create index ad_catalog_filters on ad_catalog (sector, style, id);
create index ad_catalog_style on ad_catalog (style, id);

-- Which catalog files the table was loaded from: the seed reloads only when they change.
create table ad_catalog_versions (
  checksum text primary key,
  ads integer not null,
  loaded_at timestamptz not null default now()
);

-- A caller's analysis of an ad: missing (no row), pending, ready or failed.
create table ad_preparations (
  account_id text not null references accounts (id),
  ad_id text not null references ad_catalog (id),
  status text not null check (status in ('pending', 'ready', 'failed')),
  request_id text not null,
  contract jsonb,
  error jsonb,
  prepared_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (account_id, ad_id)
);

-- The prepare allowance (50 a day per account, DECISIONS.md "Limits"), counted per UTC day.
create table ad_prepare_allowance (
  account_id text not null references accounts (id),
  day date not null,
  used integer not null,
  primary key (account_id, day)
);

-- Generation history: each ad-library generation's saved snippet, written with its terminal request.
create table ad_generations (
  id text primary key,
  account_id text not null references accounts (id),
  request_id text not null unique,
  ad_id text not null references ad_catalog (id),
  locale text not null,
  aspect_ratio text not null,
  template_fields jsonb not null,
  image jsonb not null,
  original_image jsonb,
  logo_composition jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index ad_generations_account on ad_generations (account_id, created_at desc);
