import { createSql } from '../db/client';
import { migrate } from '../db/migrate';
import { loadConfig } from '../lib/config';

/** Applies pending migrations to DATABASE_URL (the production compose runs this before the API starts). */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  const sql = createSql(config.databaseUrl, 1);
  try {
    const applied = await migrate(sql);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
