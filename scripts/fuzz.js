// `npm run test:fuzz`: hostile input against every form action and JSON API route of a production
// server. Expects no response at or above 500, a message in every 4xx, no half-written rows, and
// injected text stored verbatim. Usage: npm run test:fuzz [-- --per-target 2000 --seed 7]
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildIfStale } from './build-if-stale.js';
import { root, startProductionServer } from './lib/production-server.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const PER_TARGET = option('per-target', 2000);
let seed = option('seed', 20261121);

function random() {
  // mulberry32: reproducible runs from a seed.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (items) => items[Math.floor(random() * items.length)];

const INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE quote_requests; --",
  "1' OR '1'='1",
  '=HYPERLINK("http://evil.example","click")',
  '+SUM(1,1)',
  '-2+3',
  '@SUM(A1)',
  '\u0000\u0001\u0007\u001b[31m',
  '\u202e\u200b\ufeff',
  '😀🏠🪟',
  'a'.repeat(5000),
];

function hostileString() {
  const kind = random();
  if (kind < 0.35) return pick(INJECTIONS);
  if (kind < 0.45) return 'x'.repeat(Math.floor(random() * 1024 * 1024));
  if (kind < 0.55) return String.fromCharCode(...Array.from({ length: 40 }, () => Math.floor(random() * 0xffff)));
  return `${pick(['Ana', 'José', 'Zoë', '李', 'O\u2019Brien'])} ${pick(INJECTIONS)}`;
}

function hostileValue() {
  return pick([
    () => hostileString(),
    () => Math.floor(random() * 1e9),
    () => random() < 0.5,
    () => null,
    () => [hostileString()],
    () => ({ nested: hostileString() }),
    () => '',
  ])();
}

const validQuote = {
  firstName: 'Ana',
  lastName: 'Fuzz',
  email: 'fuzz@example.com',
  phone: '305-555-0100',
  address: '1 Test Way',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-repair',
  projectDescription: 'Fuzzed lead',
};
const validContact = { name: 'Ana Fuzz', email: 'fuzz@example.com', subject: 'other', message: 'Fuzzed message' };

function mutate(valid) {
  const body = { ...valid };
  const fields = Object.keys(valid);
  const operations = 1 + Math.floor(random() * 3);
  for (let i = 0; i < operations; i++) {
    const op = random();
    if (op < 0.4) body[pick(fields)] = hostileValue();
    else if (op < 0.6) delete body[pick(fields)];
    else if (op < 0.75) body[`extra_${Math.floor(random() * 100)}`] = hostileValue();
    else body[pick(fields)] = pick(INJECTIONS);
  }
  return body;
}

function nested(depth) {
  let value = '"deep"';
  for (let i = 0; i < depth; i++) value = `{"a":${value}}`;
  return value;
}

/** A raw body for a JSON endpoint: valid objects with hostile values, or bytes that are not JSON. */
function jsonCase(valid) {
  const r = random();
  if (r < 0.55) return { type: 'application/json', body: JSON.stringify(mutate(valid)) };
  if (r < 0.62) return { type: 'application/json', body: nested(1000 + Math.floor(random() * 100_000)) };
  if (r < 0.68) {
    const json = JSON.stringify(valid);
    return { type: 'application/json', body: `${json.slice(0, -1)},"email":"dup@example.com","email":${JSON.stringify(hostileString())}}` };
  }
  if (r < 0.74) return { type: 'application/json', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]) };
  if (r < 0.8) return { type: 'application/json', body: JSON.stringify(mutate(valid)).slice(0, Math.floor(random() * 60)) };
  if (r < 0.86) return { type: pick(['text/plain', 'application/xml', 'multipart/form-data', '']), body: JSON.stringify(valid) };
  if (r < 0.92) return { type: 'application/json', body: JSON.stringify([valid, valid]) };
  return { type: 'application/json', body: JSON.stringify({ ...valid, projectDescription: 'y'.repeat(70 * 1024) }) };
}

/** A raw body for a form action: urlencoded fields, some hostile, sometimes malformed. */
function formCase(valid) {
  const r = random();
  if (r < 0.7) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(mutate(valid))) {
      params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
      if (random() < 0.1) params.append(key, hostileString());
    }
    return { type: 'application/x-www-form-urlencoded', body: params.toString() };
  }
  if (r < 0.8) return { type: 'application/x-www-form-urlencoded', body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xc3, 0x28, 0x25, 0x5a, 0x5a, 0x26, 0x3d]) };
  if (r < 0.9) return { type: 'multipart/form-data; boundary=broken', body: '--broken\r\nContent-Disposition: form-data; name="name"\r\n\r\nx' };
  return { type: 'application/x-www-form-urlencoded', body: `name=${'z'.repeat(200_000)}` };
}

const TARGETS = [
  { name: 'POST /api/quote-requests', path: '/api/quote-requests', make: () => jsonCase(validQuote), json: true },
  { name: 'POST /api/contact-messages', path: '/api/contact-messages', make: () => jsonCase(validContact), json: true },
  { name: 'POST /get-quote (form)', path: '/get-quote', make: () => formCase(validQuote), json: false },
  { name: 'POST /contact (form)', path: '/contact', make: () => formCase(validContact), json: false },
];

buildIfStale({ quiet: true });
const dir = path.join(root, 'data/fuzz');
rmSync(dir, { recursive: true, force: true });
const dbFile = path.join(dir, 'app.db');
const server = await startProductionServer({ env: { DATABASE_URL: `file:${dbFile}`, LEAD_RATE_LIMIT: '100000000' } });

const results = [];
const accepted = [];
let failures = 0;
for (const target of TARGETS) {
  const counts = { sent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, silent4xx: 0 };
  for (let i = 0; i < PER_TARGET; i++) {
    const { type, body } = target.make();
    const headers = type ? { 'content-type': type } : {};
    let response;
    let text;
    try {
      response = await fetch(server.url + target.path, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
      text = await response.text();
    } catch (error) {
      failures++;
      counts.unanswered = (counts.unanswered ?? 0) + 1;
      console.error(`${target.name}: no answer (${error.name} ${error.cause?.code ?? error.cause?.message ?? ""}) for ${type} ${String(body).length} bytes: ${String(body).slice(0, 100)}`);
      continue;
    }
    counts.sent++;
    const klass = `${Math.floor(response.status / 100)}xx`;
    counts[klass] = (counts[klass] ?? 0) + 1;
    if (response.status >= 500) {
      failures++;
      if (counts['5xx'] <= 3) console.error(`${target.name}: ${response.status} for ${String(body).slice(0, 120)}`);
    }
    if (response.status >= 400 && response.status < 500) {
      const hasMessage = target.json ? /"(error|message)"\s*:\s*"[^"]+/.test(text) : /(is required|must be|Invalid|Choose a valid|Enter a|could not be read|not valid text|Too many)/.test(text);
      if (!hasMessage) {
        counts.silent4xx++;
        failures++;
        if (counts.silent4xx <= 3) console.error(`${target.name}: ${response.status} without a message: ${text.slice(0, 200)}`);
      }
    }
    if (target.json && response.status === 201) accepted.push({ id: JSON.parse(text).id, body: JSON.parse(String(body)) });
  }
  results.push({ target: target.name, ...counts });
}
await server.stop();

// Every accepted lead is whole, its text is stored exactly as sent, and it has its two emails.
const db = new Database(dbFile, { readonly: true });
let mismatched = 0;
for (const { id, body } of accepted) {
  const quote = db.prepare('select * from quote_requests where id = ?').get(id);
  const contact = db.prepare('select * from contact_messages where id = ?').get(id);
  const row = quote ?? contact;
  if (!row) {
    mismatched++;
    continue;
  }
  const columns = quote
    ? { first_name: 'firstName', last_name: 'lastName', address: 'address', city: 'city', project_description: 'projectDescription' }
    : { name: 'name', message: 'message' };
  for (const [column, field] of Object.entries(columns)) {
    if (row[column] === String(body[field]).trim()) continue;
    mismatched++;
    console.error(`stored ${column} differs: sent ${JSON.stringify(String(body[field]).slice(0, 80))}, stored ${JSON.stringify(String(row[column]).slice(0, 80))}`);
  }
  const emails = db.prepare('select count(*) from outbox where ref_id = ?').pluck().get(id);
  if (!row.spam_reason && emails !== 2) mismatched++;
}
const halfWritten =
  db.prepare("select count(*) from quote_requests where first_name = '' or email = '' or project_description = '' or status is null").pluck().get() +
  db.prepare("select count(*) from contact_messages where name = '' or email = '' or message = '' or status is null").pluck().get();
const orphanEmails = db
  .prepare('select count(*) from outbox where ref_id not in (select id from quote_requests union select id from contact_messages)')
  .pluck()
  .get();
db.close();
failures += mismatched + halfWritten + orphanEmails;

console.log('| target | sent | 2xx | 3xx | 4xx | 5xx | 4xx without message |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r.target} | ${r.sent} | ${r['2xx']} | ${r['3xx']} | ${r['4xx']} | ${r['5xx']} | ${r.silent4xx} |`);
console.log('');
console.log(`accepted through the API and checked: ${accepted.length}; stored differently from sent: ${mismatched}`);
console.log(`half-written rows: ${halfWritten}; emails without a lead: ${orphanEmails}`);
console.log(failures === 0 ? 'PASS' : `FAIL: ${failures} problem(s)`);
process.exit(failures === 0 ? 0 : 1);
