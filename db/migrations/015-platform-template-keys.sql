-- Evidence keyed as the platform knows it (decision 030).

-- When the platform dates a status change (the delivery entry's `time`); null for changes stored before.
alter table platform_events add column occurred_at timestamptz;

-- A template id is the platform's number: "0123" and "123" are one template. One platform template belongs to one
-- draft across accounts: where two accounts claimed the same template, the earliest claim keeps it.
-- The old key goes first: one account may hold both "0123" and "123", which the re-keying makes one.
alter table platform_template_claims drop constraint platform_template_claims_pkey;
update platform_template_claims set platform_template_id = regexp_replace(platform_template_id, '^0+(?=\d)', '')
where platform_template_id ~ '^0+\d';
delete from platform_template_claims c
using platform_template_claims e
where e.platform_template_id = c.platform_template_id
  and (e.claimed_at, e.draft_id) < (c.claimed_at, c.draft_id);
alter table platform_template_claims add primary key (platform_template_id);

-- One piece of evidence settles one draft across accounts, compared canonically. Administrator references typed in
-- ASCII are folded here as the service folds them now (lower case, every run of other characters one space, none
-- at the ends); others keep their key as typed. Where two rows now share a key, the earliest keeps it and the
-- others, refunds already made, stay as records under a key no evidence can have ('#' never survives the fold).
alter table refund_evidence drop constraint refund_evidence_pkey;
update refund_evidence
set evidence_key = 'administrator:' || trim(regexp_replace(lower(substr(evidence_key, 15)), '[^a-z0-9]+', ' ', 'g'))
where evidence_key like 'administrator:%' and evidence_key ~ '^[\x01-\x7f]*$';
update refund_evidence set evidence_key = regexp_replace(evidence_key, '^status_read:0+(?=\d)', 'status_read:')
where evidence_key ~ '^status_read:0+\d';
update refund_evidence r set evidence_key = r.evidence_key || '#before-015:' || r.draft_id
where exists (
  select 1 from refund_evidence e
  where e.evidence_key = r.evidence_key and (e.settled_at, e.draft_id) < (r.settled_at, r.draft_id)
);
alter table refund_evidence add primary key (evidence_key);
