-- Rate-limit windows live a minute and are written on every request: unlogged, their writes make no WAL, so a
-- request's count costs no WAL flush at commit. After a PostgreSQL crash (not a clean restart) the table starts
-- empty, which forgives at most one minute of counts; standbys do not carry it either (decision 014).
alter table rate_limit_windows set unlogged;
