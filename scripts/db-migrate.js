// `npm run db:migrate`: applies pending migrations to DATABASE_URL (default data/app.db).
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';

buildIfStale({ quiet: true });
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
const build = await import(path.resolve('build/server/cli.js'));
const applied = await build.migrateDatabase();
console.log(applied.length ? applied.join('\n') : 'The database is up to date.');
