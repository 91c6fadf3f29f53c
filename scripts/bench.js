// `npm run bench`: anonymous page views against a production server, compared with a minimal
// static server serving the same bytes; the server's memory after 10,000 mixed requests; and the
// figures of bench:leads and bench:pages. Prints a table and writes docs/performance.md.
// Usage: npm run bench [-- --duration 10 --connections 50]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from './build-if-stale.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const PAGES = ['/', '/services', '/services/window-installation'];

buildIfStale({ quiet: true });
const dataDir = path.join(root, 'data/bench');
rmSync(dataDir, { recursive: true, force: true });
const server = await startProductionServer({
  env: { DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`, LEAD_RATE_LIMIT: '100000000' },
});

function run(url, extra = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...extra });
}

/** The reference: Node's own HTTP server answering with a buffer it holds, nothing else. */
function startStaticServer(body, type) {
  return new Promise((resolve) => {
    const staticServer = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
      res.end(body);
    });
    staticServer.listen(0, '127.0.0.1', () => resolve(staticServer));
  });
}

const pageRows = [];
for (const page of PAGES) {
  const sample = await fetch(server.url + page);
  const body = Buffer.from(await sample.arrayBuffer());
  const staticServer = await startStaticServer(body, sample.headers.get('content-type') ?? 'text/html');
  const reference = await run(`http://127.0.0.1:${staticServer.address().port}/`);
  staticServer.close();
  const ours = await run(server.url + page);
  pageRows.push({
    page,
    bytes: body.length,
    ours: ours.requests.average,
    reference: reference.requests.average,
    ratio: ours.requests.average / reference.requests.average,
    p99: ours.latency.p99,
    errors: ours.errors + ours.non2xx,
  });
}

// Memory: 10,000 requests mixing cached pages, rendered pages, assets, API posts and misses.
let n = 0;
const mixed = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/services/window-repair' },
  { method: 'GET', path: '/contact' },
  { method: 'GET', path: '/services/weatherproofing?tab=pricing' },
  { method: 'GET', path: '/no-such-page' },
  { method: 'GET', path: '/sitemap.xml' },
  {
    method: 'POST',
    path: '/api/contact-messages',
    headers: { 'content-type': 'application/json' },
    setupRequest(request) {
      n++;
      request.body = JSON.stringify({ name: `Bench ${n}`, email: `bench.${n}@example.com`, subject: 'other', message: 'Memory benchmark' });
      return request;
    },
  },
];
await autocannon({ url: server.url, connections: 20, amount: 10_000, requests: mixed });
const rssKb = Number(readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
await server.stop();

const leads = spawnSync(process.execPath, [path.join(root, 'scripts/bench-leads.js')], { cwd: root, encoding: 'utf8' });
const lighthouse = existsSync(path.join(root, 'docs/lighthouse.md')) ? readFileSync(path.join(root, 'docs/lighthouse.md'), 'utf8') : '';

const lines = [];
lines.push(`Anonymous page views: autocannon, ${CONNECTIONS} connections, ${DURATION} s per run, against a production server;`);
lines.push('the reference is a minimal node:http server answering with the same bytes from memory.');
lines.push('');
lines.push('| page | bytes | ours req/s | reference req/s | ratio | p99 (ms) | errors |');
lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of pageRows) {
  lines.push(`| ${row.page} | ${row.bytes} | ${row.ours.toFixed(0)} | ${row.reference.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.p99} | ${row.errors} |`);
}
lines.push('');
lines.push(`Memory: server RSS after 10,000 mixed requests: ${(rssKb / 1024).toFixed(1)} MB (target < 200 MB).`);
const table = lines.join('\n');
console.log(table);
console.log('\nLead submissions (npm run bench:leads):');
console.log(leads.stdout.trim());

const doc = [
  '# Performance',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on this project's machines (2 cores, Node ${process.version}) with \`npm run bench\`.`,
  'Targets: page throughput at least 0.5 of the static reference with p99 under 50 ms; RSS under 200 MB;',
  'at least 1,000 stored leads/s on SQLite with p99 under 100 ms and 0 errors.',
  '',
  '## Pages',
  '',
  table,
  '',
  '## Lead submissions',
  '',
  'Command: `npm run bench:leads` (PostgreSQL: `npm run bench:leads -- --database postgres://…`).',
  '',
  '```',
  leads.stdout.trim(),
  '```',
  '',
  '## Lighthouse',
  '',
  lighthouse ? 'From `npm run bench:pages`, see [lighthouse.md](lighthouse.md).' : 'Run `npm run bench:pages`.',
  '',
].join('\n');
// Sections other benchmarks record by hand (e.g. "Staff alerts" from bench:alerts) are kept.
const ownSections = new Set(['Pages', 'Lead submissions', 'Lighthouse']);
const previous = existsSync(path.join(root, 'docs/performance.md')) ? readFileSync(path.join(root, 'docs/performance.md'), 'utf8') : '';
const kept = previous
  .split(/^(?=## )/m)
  .slice(1)
  .filter((section) => !ownSections.has(section.split('\n')[0].slice(3).trim()));
writeFileSync(path.join(root, 'docs/performance.md'), [doc, ...kept.map((section) => section.trimEnd() + '\n')].join('\n'));
console.log('\nWrote docs/performance.md');
