-- Sign-in lockout per (e-mail, client address) (decision 012). The buckets stay text (`pair:<client> <email>`,
-- `client:<client>`, `email:<email>`); each attempt is written before its password is checked, tagged with a
-- random id, so that attempts sent at once count each other, and a refused or successful attempt removes its own
-- rows. Rows from before this migration have no attempt and count as failures until retention purges them.
alter table dashboard_login_failures add column attempt text;
