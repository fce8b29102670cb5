-- Search by tiers (db/ad-library.ts): a brief's industry and style words are read against this small vocabulary
-- and become indexed conditions, so a search never ranks every ad that shares a common word.
create table ad_vocabulary (
  kind text not null check (kind in ('industry', 'style')),
  value text not null,
  document tsvector not null,
  primary key (kind, value)
);
create index ad_vocabulary_document on ad_vocabulary using gin (document);

-- The ranking column of the first search design; tiers rank with search_all on a few rows instead.
alter table ad_catalog drop column search_intent;
-- The ad's own texts alone: which words a row matched in its text, for the rationale, without re-parsing it.
alter table ad_catalog add column search_text tsvector generated always as (cgs_ad_document(text_en, text_ar)) stored;
create index ad_catalog_sector on ad_catalog (sector, id);

-- A new vocabulary needs the seed to run again.
delete from ad_catalog_versions;

-- Contracts are answered as stored: json keeps their key order (the detail endpoint builds the same object).
alter table ad_preparations alter column contract type json using contract::json;
