-- Refunds on evidence the partner cannot forge (decision 015).

-- One platform template id belongs to at most one draft of an account: the first report naming it claims it, and a
-- report naming it for another draft is refused. Claims go with their draft.
create table platform_template_claims (
  account_id text not null references accounts (id),
  platform_template_id text not null,
  draft_id text not null references template_drafts (id) on delete cascade,
  claimed_at timestamptz not null default now(),
  primary key (account_id, platform_template_id)
);
create index platform_template_claims_draft on platform_template_claims (draft_id);
insert into platform_template_claims (account_id, platform_template_id, draft_id, claimed_at)
select distinct on (account_id, platform_template_id) account_id, platform_template_id, id, created_at
from template_drafts where platform_template_id is not null
order by account_id, platform_template_id, created_at
on conflict do nothing;
insert into platform_template_claims (account_id, platform_template_id, draft_id, claimed_at)
select distinct on (o.account_id, o.platform_template_id) o.account_id, o.platform_template_id, o.draft_id, o.created_at
from template_outcomes o
order by o.account_id, o.platform_template_id, o.created_at
on conflict do nothing;

-- The outbox between storing and signalling. A candidacy is stored with the time it began and the time its
-- workflow's start was confirmed; a webhook change with the time it reached its workflow. The reconciler
-- (a Temporal Schedule) finishes whatever a crash left between the two.
alter table template_drafts add column refund_requested_at timestamptz;
alter table template_drafts add column refund_workflow_started_at timestamptz;
update template_drafts set refund_requested_at = created_at where refund_state <> 'NONE';
create index template_drafts_refund_unstarted on template_drafts (refund_requested_at)
  where refund_state = 'PENDING_VERIFICATION' and refund_workflow_started_at is null;
alter table platform_events add column delivered_at timestamptz;
update platform_events set delivered_at = received_at;
create index platform_events_undelivered on platform_events (received_at) where delivered_at is null;

-- One piece of evidence settles one draft: the refund's evidence key (the platform template read, or the
-- administrator's reference) is unique per account, written in the refund's transaction.
create table refund_evidence (
  account_id text not null references accounts (id),
  evidence_key text not null,
  draft_id text not null references template_drafts (id) on delete cascade,
  detail text not null,
  settled_at timestamptz not null default now(),
  primary key (account_id, evidence_key)
);
