import { type Kysely, type Migration, type MigrationProvider, type MigrationResult, Migrator, sql } from 'kysely';
import { dialectOf } from './db.server';

// Bundled at build time, so migrations ship inside the server build and need no files at run time.
const modules = import.meta.glob<Migration>('../../db/migrations/*.ts', { eager: true });

const provider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const [file, module] of Object.entries(modules)) {
      const name = file.split('/').pop()!.replace(/\.ts$/, '');
      migrations[name] = module;
    }
    return migrations;
  },
};

async function migrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  const plain = db.withoutPlugins();
  // Kysely looks for its own tables in every schema it can see: on PostgreSQL, name ours, or another
  // schema's tables (a second app, a test suite running beside this one) would be taken for them.
  const migrationTableSchema =
    dialectOf(plain) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(plain)).rows[0]?.schema : undefined;
  return new Migrator({ db: plain, provider, migrationTableSchema });
}

function resultsOf({ error, results = [] }: { error?: unknown; results?: MigrationResult[] }): MigrationResult[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  return resultsOf(await (await migrator(db)).migrateToLatest());
}

/** Migrates up (or down) to the named migration: for tests of what a migration does to existing rows. */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<MigrationResult[]> {
  return resultsOf(await (await migrator(db)).migrateTo(name));
}
