-- How many triggers the service has sent a draft's refund verification (decision 031): at most
-- TRIGGERS_PER_VERIFICATION (workflows/refund-messages.ts), so that a verification's history stays bounded whatever
-- the partner's hook delivers.
alter table template_drafts add column refund_triggers_sent integer not null default 0;
