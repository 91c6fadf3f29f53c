// `npm run db:seed`: the demo customer and its sample orders, in DATABASE_URL (default data/app.db).
// The tasks are in server/cli.ts, built into build/server/cli.js, which loads no HTTP application.
import path from 'node:path';
import { buildIfStale } from './build-if-stale.js';

buildIfStale({ quiet: true });
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
const build = await import(path.resolve('build/server/cli.js'));
try {
  console.log(await build.seedDemoData());
  // `-- --leads N`: also N sample leads for the back office (server/cli.ts).
  const leads = process.argv.indexOf('--leads');
  if (leads >= 0) {
    const count = Number(process.argv[leads + 1]);
    if (!Number.isSafeInteger(count) || count < 1) throw new Error('--leads needs a whole number of leads, e.g. --leads 100000');
    console.log(await build.seedSampleLeads(count));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
