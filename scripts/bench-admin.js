// `npm run bench:admin`: seeds 100,000 leads into a fresh database and prints how long the back
// office's list, search and dashboard queries take on the server (median and slowest of several
// runs), with the query plans. SQLite by default; PostgreSQL when given a URL.
// With --against <commit>, that commit's dashboard queries (its TypeScript modules, checked out
// beside this one by scripts/lib/reference-build.js) run on the same seeded database, taking turns
// with this checkout's, and both medians are printed side by side.
// Usage: npm run bench:admin [-- --leads 100000 --runs 15 --database postgres://… --against <commit> --keep-reference]
// Exits 1 when a median is over the 50 ms target.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createServer } from 'vite';
import { createBenchSchema } from './lib/bench-schema.js';
import { root } from './lib/production-server.js';
import { prepareReferenceBuild } from './lib/reference-build.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const LEADS = Number(option('leads', 100_000));
const RUNS = Number(option('runs', 15));
const TARGET_MS = 50;
const postgresUrl = option('database', undefined);
const against = option('against', undefined);
const KEEP_REFERENCE = args.includes('--keep-reference');

// The application's TypeScript modules, loaded as the server loads them (no build needed).
const moduleServer = (checkout) =>
  createServer({
    root: checkout,
    configFile: false,
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
const vite = await moduleServer(root);
const load = (file) => vite.ssrLoadModule(path.join(root, file));
const { openDatabase } = await load('app/lib/db.server.ts');
const { migrateToLatest } = await load('app/lib/migrate.server.ts');
const { seedLeads } = await load('app/features/leads/demo/seed-leads.server.ts');
const { writeSampleConversations } = await load('app/features/assistant/chat-sessions.server.ts');
const { listLeads, explainListLeads } = await load('app/features/leads/inbox/leads.server.ts');
const { loadDashboard } = await load('app/features/leads/reporting/dashboard.server.ts');
const { defaultListQuery } = await load('app/features/leads/inbox/list-query.ts');

let schema;
let databaseUrl;
if (postgresUrl) {
  ({ schema, url: databaseUrl } = await createBenchSchema(postgresUrl, 'bench_admin'));
} else {
  const dir = path.join(root, 'data/bench-admin');
  rmSync(dir, { recursive: true, force: true });
  databaseUrl = `file:${path.join(dir, 'app.db')}`;
}

/**
 * The dashboard of `against` beside this checkout's on the same database: they take turns, RUNS
 * times each, so the machine's other load falls on both alike.
 */
async function compareDashboards(db, loadDashboard) {
  const reference = prepareReferenceBuild(against, { build: false });
  const referenceVite = await moduleServer(reference.checkout);
  try {
    // Where the commit keeps the dashboard's queries (the leads feature was split into folders on 2026-11-27).
    const file = ['app/features/leads/reporting/dashboard.server.ts', 'app/features/leads/dashboard.server.ts']
      .map((name) => path.join(reference.checkout, name))
      .find((name) => existsSync(name));
    const { loadDashboard: referenceDashboard } = await referenceVite.ssrLoadModule(file);
    const builds = [
      { label: `reference ${reference.short}`, run: referenceDashboard, times: [] },
      { label: 'this checkout', run: loadDashboard, times: [] },
    ];
    for (const build of builds) await build.run(db);
    for (let i = 0; i < RUNS; i++) {
      for (const build of builds) {
        const started = performance.now();
        await build.run(db);
        build.times.push(performance.now() - started);
      }
    }
    const medians = builds.map((build) => {
      const sorted = [...build.times].sort((a, b) => a - b);
      return { label: build.label, median: sorted[Math.floor(sorted.length / 2)], fastest: sorted[0] };
    });
    console.log(`\nDashboard, ${RUNS} turns each on the same ${LEADS.toLocaleString('en-US')} leads (${handle.dialect}):`);
    for (const { label, median, fastest } of medians) console.log(`  ${label.padEnd(18)} median ${median.toFixed(1)} ms, fastest ${fastest.toFixed(1)} ms`);
    console.log(`  ratio (this checkout / reference, medians): ${(medians[1].median / medians[0].median).toFixed(2)}`);
  } finally {
    await referenceVite.close();
    if (!KEEP_REFERENCE) reference.remove();
  }
}

const handle = openDatabase(databaseUrl);
let failed = false;
try {
  await migrateToLatest(handle.db);
  const started = performance.now();
  const seeded = await seedLeads(handle.db, {
    count: LEADS,
    writeConversations: writeSampleConversations,
    onProgress: (done) => process.stdout.write(`\rSeeding ${handle.dialect}: ${done.toLocaleString('en-US')} / ${LEADS.toLocaleString('en-US')}`),
  });
  // A live database has been vacuumed and analyzed by now (autovacuum on PostgreSQL): do the same,
  // so the planner has statistics and PostgreSQL's index-only scans need not visit the table.
  const { sql } = await import('kysely');
  await (handle.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(handle.db);
  console.log(
    `\rSeeded ${LEADS.toLocaleString('en-US')} leads on ${handle.dialect} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${seeded.quoteRequests} quote requests, ${seeded.contactMessages} contact messages, ${seeded.chatbotContacts} chatbot contacts)\n`,
  );

  // Real values to look for: a surname, one lead's whole email, and one lead's phone digits.
  const sample = await handle.db
    .selectFrom('quoteRequests')
    .select(['email', 'phone'])
    .orderBy('createdAt', 'desc')
    .offset(777)
    .limit(1)
    .executeTakeFirstOrThrow();
  const q = (overrides) => ({ ...defaultListQuery, ...overrides });
  const cases = [
    ['quotes: inbox, page 1', () => listLeads(handle.db, 'quote-requests', q({}))],
    ['quotes: inbox, page 200', () => listLeads(handle.db, 'quote-requests', q({ page: 200 }))],
    ['quotes: status new, oldest first', () => listLeads(handle.db, 'quote-requests', q({ status: 'new', sort: 'oldest' }))],
    ['quotes: spam view', () => listLeads(handle.db, 'quote-requests', q({ view: 'spam' }))],
    ['contacts: inbox, page 1', () => listLeads(handle.db, 'contact-messages', q({}))],
    ['chatbot: status resolved', () => listLeads(handle.db, 'chatbot-contacts', q({ status: 'resolved' }))],
    ['search: surname "ortega"', () => listLeads(handle.db, 'quote-requests', q({ search: 'ortega' }))],
    ['search: "maria garcia" + status', () => listLeads(handle.db, 'quote-requests', q({ search: 'isabella garcia', status: 'new' }))],
    [`search: email ${sample.email}`, () => listLeads(handle.db, 'quote-requests', q({ search: sample.email }))],
    [`search: phone ${sample.phone.replace(/\D/g, '')}`, () => listLeads(handle.db, 'quote-requests', q({ search: sample.phone.replace(/\D/g, '') }))],
    ['search: contacts "lopez"', () => listLeads(handle.db, 'contact-messages', q({ search: 'lopez' }))],
    ['dashboard: counts, 12-week chart, referrals', () => loadDashboard(handle.db)],
  ];

  const rows = [];
  for (const [name, run] of cases) {
    await run();
    const times = [];
    let result;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      result = await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const found = result && 'total' in result ? result.total.toLocaleString('en-US') : '';
    const over = median > TARGET_MS;
    failed ||= over;
    rows.push({ query: name, 'median ms': median.toFixed(2), 'slowest ms': times.at(-1).toFixed(2), matches: found, target: over ? 'OVER' : 'ok' });
  }
  console.table(rows);

  const plans = [
    ['quotes: inbox, page 1', q({})],
    ['quotes: status new', q({ status: 'new' })],
    ['search: surname "ortega"', q({ search: 'ortega' })],
  ];
  for (const [name, query] of plans) {
    console.log(`\nEXPLAIN ${name}:\n  ${(await explainListLeads(handle.db, 'quote-requests', query)).join('\n  ')}`);
  }
  if (against) await compareDashboards(handle.db, loadDashboard);
  console.log(`\nTarget: every median under ${TARGET_MS} ms: ${failed ? 'NOT MET' : 'met'}.`);
} finally {
  await handle.close();
  await vite.close();
  if (schema) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}
process.exit(failed ? 1 : 0);
