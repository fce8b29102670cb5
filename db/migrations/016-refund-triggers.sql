-- How many triggers the service has sent a draft's refund verification (decision 031): at most
-- TRIGGERS_PER_VERIFICATION (workflows/refund-messages.ts), so that a verification's history stays bounded whatever
-- the partner's hook delivers. A trigger is taken once per stored change (the last one taken is kept): a delivery
-- retried after a failure sends its trigger again without taking another.
alter table template_drafts add column refund_triggers_sent integer not null default 0;
alter table template_drafts add column refund_last_trigger_event bigint;
