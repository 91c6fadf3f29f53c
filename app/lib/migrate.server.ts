import { type Kysely, type Migration, type MigrationProvider, type MigrationResult, Migrator } from 'kysely';

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

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db: db.withoutPlugins(), provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}
