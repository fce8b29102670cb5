-- What the quality guard found in a networked provider's first answer, repaired in its one repair round
-- (decision 016): kept on the request record and shown by GET /v1/requests/{id}.
alter table requests add column quality_findings jsonb;
