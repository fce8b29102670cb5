import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { seedAdCatalog } from './ad-library';
import type { Sql } from './client';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies plain SQL migrations in name order, each once, under an advisory lock so parallel starts agree. */
export async function migrate(sql: Sql): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727274)`;
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    const done = new Set(
      (await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
    // The ad-library catalog is data kept in the repository: loaded (again) whenever its files change.
    await seedAdCatalog(tx);
  });
  return applied;
}
