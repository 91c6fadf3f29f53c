// `npm run bench:photos`: quote requests with three 2 MB photos each, posted to a production server
// on SQLite (or `-- --database postgres://…`): requests per second, p50 / p99 / max time to the
// 201, and the server's peak resident memory (VmHWM), beside the same requests without photos sent
// to the same server in the same run as the reference. Checks that every request kept its photos.
// Usage: npm run bench:photos [-- --requests 120 --concurrency 4 --database postgres://…]
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { buildIfStale } from './build-if-stale.js';
import { createBenchSchema } from './lib/bench-schema.js';
import { noisePixels } from './lib/noise-pixels.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const REQUESTS = Number(option('requests', 120));
const CONCURRENCY = Number(option('concurrency', 4));
const PHOTOS = 3;
const TARGET_BYTES = 2 * 1024 * 1024;
const postgresUrl = option('database', undefined);

buildIfStale({ quiet: true });
const dir = path.join(root, 'data/bench-photos');
rmSync(dir, { recursive: true, force: true });

/**
 * A phone-like photo of about 2 MB: 3024 x 2268 (6.9 megapixels) of smooth noise, which compresses
 * and decodes like a photograph rather than a flat colour; the JPEG quality is chosen to land near 2 MB.
 */
async function phonePhoto(seed) {
  const [width, height, scale] = [3024, 2268, 4];
  const small = noisePixels(width / scale, height / scale, seed);
  const base = sharp(small, { raw: { width: width / scale, height: height / scale, channels: 3 } }).resize(width, height);
  const pixels = await base.raw().toBuffer();
  let best;
  for (const quality of [95, 90, 85, 80, 75, 70, 65, 60, 50, 40]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (!best || Math.abs(jpeg.length - TARGET_BYTES) < Math.abs(best.length - TARGET_BYTES)) best = jpeg;
    if (jpeg.length <= TARGET_BYTES) break;
  }
  return best;
}

let databaseUrl = `file:${path.join(dir, 'app.db')}`;
let schema;
if (postgresUrl) {
  ({ schema, url: databaseUrl } = await createBenchSchema(postgresUrl, 'bench_photos'));
}

function fields(label, n) {
  return {
    firstName: 'Bench',
    lastName: `${label} ${n}`,
    email: `bench.${label}.${n}@example.com`,
    phone: '305-555-0100',
    address: '2350 Ponce de Leon Blvd',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: 'Three windows stick and one has a cracked pane.',
    windowCount: '4',
  };
}

/** Posts `count` requests with `concurrency` in flight; returns each one's milliseconds and the wall time. */
async function run(url, count, concurrency, body) {
  const times = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const t0 = performance.now();
        const response = await fetch(`${url}/api/quote-requests`, { method: 'POST', ...body(n) });
        await response.arrayBuffer();
        if (response.status === 201) times.push(performance.now() - t0);
        else failed++;
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, failed };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
/** Peak and current resident memory of a process, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, current: kb('VmRSS') / 1024 };
}

const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => phonePhoto(index + 11)));

/**
 * The machine's ceiling, measured here before the server starts: the same re-encoding the server
 * does (app/features/leads/photos/photos.server.ts: upright, within 2048 px, JPEG 82, and a 400 px
 * thumbnail from that copy), on every core at once, with no HTTP, parsing or database around it.
 */
async function encodingCeiling(photo, count = 30) {
  sharp.concurrency(1);
  sharp.cache(false);
  const encode = async () => {
    const full = await sharp(photo)
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, optimiseCoding: false })
      .toBuffer();
    await sharp(full).resize({ width: 400, height: 400, fit: 'inside' }).jpeg({ quality: 72, optimiseCoding: false }).toBuffer();
  };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      while (next++ < count) await encode();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}
const ceiling = await encodingCeiling(photos[0]);
const server = await startProductionServer({ env: { DATABASE_URL: databaseUrl, LEAD_RATE_LIMIT: '100000000' } });
const atStart = memoryOf(server.child.pid);

const withPhotos = await run(server.url, REQUESTS, CONCURRENCY, (n) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields('photos', n))) form.append(name, value);
  photos.forEach((bytes, index) => form.append('photos', new Blob([bytes], { type: 'image/jpeg' }), `window-${index + 1}.jpg`));
  return { body: form };
});
const afterPhotos = memoryOf(server.child.pid);
const reference = await run(server.url, REQUESTS, CONCURRENCY, (n) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(fields('plain', n)),
}));

let stored;
if (postgresUrl) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  const { rows } = await client.query(
    `select count(*)::int as n from ${schema}.quote_requests q where q.email like 'bench.photos.%' and (select count(*) from ${schema}.quote_request_photos p where p.quote_request_id = q.id) = $1`,
    [PHOTOS],
  );
  stored = rows[0].n;
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
} else {
  const db = new Database(path.join(dir, 'app.db'), { readonly: true });
  stored = db
    .prepare(
      "select count(*) as n from quote_requests q where q.email like 'bench.photos.%' and (select count(*) from quote_request_photos p where p.quote_request_id = q.id) = ?",
    )
    .get(PHOTOS).n;
  db.close();
}
await server.stop();

const megabytes = photos.map((bytes) => (bytes.length / 1024 / 1024).toFixed(2)).join(' + ');
const line = (label, result) =>
  `${label.padEnd(34)} ${(result.times.length / result.seconds).toFixed(1).padStart(7)}/s  p50 ${percentile(result.times, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(
    result.times,
    99,
  )
    .toFixed(0)
    .padStart(5)} ms  max ${result.times.at(-1)?.toFixed(0).padStart(5)} ms  failed ${result.failed}`;
console.log(`database: ${postgresUrl ? 'PostgreSQL' : 'SQLite'}; ${REQUESTS} requests each, ${CONCURRENCY} at a time; photos ${megabytes} MB (3024 x 2268)`);
console.log(line(`with ${PHOTOS} photos`, withPhotos));
console.log(line('reference: the same without photos', reference));
console.log(
  `ceiling: re-encoding alone on ${availableParallelism()} cores does ${ceiling.toFixed(1)} photos/s, ${(ceiling / PHOTOS).toFixed(1)} requests of ${PHOTOS} photos/s`,
);
console.log(`server RSS: ${atStart.current.toFixed(0)} MB at start, peak ${afterPhotos.peak.toFixed(0)} MB during the photo requests`);
console.log(`requests stored with all ${PHOTOS} photos: ${stored} of ${withPhotos.times.length} acknowledged`);

const rate = withPhotos.times.length / withPhotos.seconds;
const p99 = percentile(withPhotos.times, 99);
const missed = [
  rate < 10 ? `${rate.toFixed(1)} requests/s is under 10/s` : '',
  p99 >= 2000 ? `p99 ${p99.toFixed(0)} ms is 2 s or more` : '',
  afterPhotos.peak >= 300 ? `peak RSS ${afterPhotos.peak.toFixed(0)} MB is 300 MB or more` : '',
  stored !== withPhotos.times.length ? 'an acknowledged request is missing photos' : '',
].filter(Boolean);
console.log(missed.length ? `targets missed: ${missed.join('; ')}` : 'targets met: at least 10/s, p99 under 2 s, peak RSS under 300 MB');
process.exit(stored === withPhotos.times.length && withPhotos.failed === 0 ? 0 : 1);
