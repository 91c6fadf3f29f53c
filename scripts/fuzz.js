// `npm run test:fuzz`: hostile input against every form action and API route of a production
// server, and requests `fetch` cannot send. Expects no response at or above 500, a message in
// every 4xx, no redirect off the site, no half-written rows, rejected admin changes leaving the
// lead, the account and the audit log as they were, injected text stored verbatim and shown
// escaped in the back office, no error-level log line and no secret from a query string in the
// log; and, after the run, every finding of issue 13 checked again (docs/security.md).
// Usage: npm run test:fuzz [-- --per-target 2000 --seed 7 --concurrency 6 --only chat --database postgres://…]
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { buildIfStale } from './build-if-stale.js';
import { createFuzzInput, EMAIL_CASES, REDIRECT_CASES } from './lib/fuzz-input.js';
import { redirectTarget, refusalMessages, Session } from './lib/fuzz-http.js';
import { rawRequest } from './lib/fuzz-raw.js';
import { openScratchStore } from './lib/fuzz-store.js';
import { openSealedLinks } from './lib/sealed-links.js';
import { createUploadCase, largePhoto, loadUploadPhotos, UPLOAD_TYPE, uploadBody } from './lib/fuzz-uploads.js';
import { createVerifyCase, loadHostilePdfs, showsOutcome, VERIFY_TYPE, verifyBody } from './lib/fuzz-pdfs.js';
import { freePort, root, startProductionServer } from './lib/production-server.js';
import { signTwilio, startTwilioStandIn, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM } from './lib/twilio-stand-in.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const PER_TARGET = Number(option('per-target', 2000));
const VERIFY_MAX_MB = 4;
const CONCURRENCY = Number(option('concurrency', 6));
const ONLY = option('only', '');
const input = createFuzzInput(Number(option('seed', 20261121)));
const { pick, chance, int, hostileString, jsonCase, formCase, hostileParam, hostileCookie, malformedRequest } = input;

const started = performance.now();
buildIfStale({ quiet: true });
const store = await openScratchStore({ dir: path.join(root, 'data/fuzz'), postgresUrl: option('database', undefined) });
const rows = (sql, ...params) => store.rows(sql, ...params);
const value = async (sql, ...params) => {
  const [row] = await rows(sql, ...params);
  return row ? Object.values(row)[0] : undefined;
};
const count = async (sql, ...params) => Number(await value(sql, ...params));

let server;
// A run that stops on an exception must not leave its server behind.
process.on('exit', () => server?.child.kill());
const OWNER = { email: 'owner@fuzz.test', password: `owner-${randomUUID()}` };
// Known to the fuzz, so it can sign unsubscribe links as the server's automated emails would.
const SESSION_SECRET = randomBytes(32).toString('base64url');
// Texting is configured, against a local stand-in of Twilio, so its webhooks and API are fuzzed past their checks.
const twilio = await startTwilioStandIn();
process.on('exit', () => void twilio.close());
// A port the system chooses (never one of the fixed ports the browser journeys use); chosen first, as Twilio signs PUBLIC_URL.
const serverPort = await freePort();
const TWILIO_PUBLIC_URL = `http://localhost:${serverPort}`;
server = await startProductionServer({
  port: serverPort,
  env: {
    TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
    TWILIO_FROM: TEST_TWILIO_FROM,
    TWILIO_API_URL: twilio.url,
    DATABASE_URL: store.url,
    LEAD_RATE_LIMIT: '100000000',
    AUTH_RATE_LIMIT: '100000000',
    VERIFY_RATE_LIMIT: '100000000',
    BOOKING_RATE_LIMIT: '100000000',
    BOOKING_EMAIL_LIMIT: '100000000',
    BOOKING_DAY_LIMIT: '100000000',
    // /verify reads files up to this size: the case over it is sent often, so it is kept small.
    VERIFY_MAX_MB: String(VERIFY_MAX_MB),
    // Each request names a different client address (X-Forwarded-For), as behind a load balancer,
    // so the per-address limits of the chat and the forms do not answer in place of the routes.
    TRUST_PROXY: 'true',
    SUPERADMIN_EMAIL: OWNER.email,
    SUPERADMIN_PASSWORD: OWNER.password,
    SESSION_SECRET,
    STAFF_NOTIFY_EMAIL: 'office@fuzz.test',
    // Every line, read below rather than printed: the request log is where a secret would leak.
    LOG_LEVEL: 'info',
  },
  stdout: 'pipe',
});

// The server's log: every line kept (to look for secrets at the end), error-level ones counted.
const logLines = [];
const errorLines = [];
createInterface({ input: server.child.stdout }).on('line', (line) => {
  logLines.push(line);
  // Lines that are not JSON are the start-up notice printed for the operator.
  if (line.startsWith('{') && JSON.parse(line).level >= 50) errorLines.push(line);
});
/** Values sent in query strings that must never reach the log (reset and verification tokens). */
const secretsSent = new Set();
/** The site as the server reaches it and as its links name it (PUBLIC_URL's default, http://localhost:$PORT). */
const siteOrigins = new Set([new URL(server.url).origin, `http://localhost:${server.port}`]);

const clientAddress = () =>
  chance(0.05) ? pick(['<script>', '::1, garbage', '999.1.1.1', '', 'unknown', `10.0.0.${'9'.repeat(4000)}`]) : `10.${int(256)}.${int(256)}.${int(256)}`;

/** One request as a browser or integration would send it; the session (if any) takes the cookies it is given. */
async function send({ method = 'POST', path: target, type, body, cookie, session, from, headers: extra = {} }) {
  // Mostly uncompressed answers: compressing them is a quarter of the server's work and not what is tested.
  const headers = { ...extra, 'x-forwarded-for': from ?? clientAddress(), 'accept-encoding': chance(0.1) ? 'gzip, br' : 'identity' };
  if (type) headers['content-type'] = type;
  const cookieHeader = cookie === undefined ? session?.header : cookie;
  if (cookieHeader) headers.cookie = cookieHeader;
  const response = await fetch(server.url + target, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  session?.absorb(response);
  return { response, text };
}

const form = (fields) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() });
const json = (fields) => ({ type: 'application/json', body: JSON.stringify(fields) });

async function expectStatus(label, request, statuses) {
  const { response, text } = await send(request);
  if (!statuses.includes(response.status)) throw new Error(`${label}: ${response.status} ${text.slice(0, 300)}`);
  return { response, text };
}

async function signIn(session, email, password) {
  await expectStatus(`sign-in of ${email}`, { path: '/login', ...form({ email, password }), session }, [302]);
  return session;
}

async function register(email, password = 'fuzz-password', name = 'Fuzz Person') {
  await expectStatus(`registration of ${email}`, { path: '/register', ...form({ name, email, password, confirmPassword: password }) }, [302]);
  return { email, password };
}

// The people the fuzz acts as, made through the site's own forms and the role API.
const owner = await signIn(new Session('owner'), OWNER.email, OWNER.password);
const staffAccount = await register('staff@fuzz.test');
await expectStatus('admin role', { path: '/api/admin/roles', ...json({ email: staffAccount.email, role: 'admin' }), session: owner }, [200]);
const admin = await signIn(new Session('admin'), staffAccount.email, staffAccount.password);
// The staff member works weekdays, so the booking targets book real (tentative) visits and the confirmation target confirms them.
const [{ id: estimatorId }] = await rows('select id from "user" where email = ?', staffAccount.email);
const weekdayHours = Object.fromEntries(
  [1, 2, 3, 4, 5].flatMap((day) => [
    [`works-${day}`, 'on'],
    [`opens-${day}`, '08:00'],
    [`closes-${day}`, '18:00'],
  ]),
);
await expectStatus(
  'estimator hours',
  { path: '/admin/calendar/hours', ...form({ intent: 'hours', staffId: estimatorId, ...weekdayHours }), session: admin },
  [200],
);
// Targets that change one record per worker give each worker records of its own, so a
// worker's before-and-after reading is not disturbed by the others.
const customers = [];
const passwordUsers = [];
for (let w = 0; w < CONCURRENCY; w++) {
  const account = await register(`customer${w}@fuzz.test`);
  customers.push({ ...account, session: await signIn(new Session(`customer ${w}`), account.email, account.password) });
  const passwordAccount = await register(`password${w}@fuzz.test`);
  passwordUsers.push({ ...passwordAccount, session: await signIn(new Session(`password ${w}`), passwordAccount.email, passwordAccount.password) });
}
const customer = customers[0].session;
const loginAccount = await register('login@fuzz.test');
const logoutAccount = await register('logout@fuzz.test');
const logoutSession = await signIn(new Session('logout'), logoutAccount.email, logoutAccount.password);
await register('taken@fuzz.test');
const resetAccount = await register('reset@fuzz.test');
// Accounts whose role the settings and role targets change: one per worker.
const pawns = [];
for (let w = 0; w < CONCURRENCY; w++) pawns.push((await register(`pawn${w}@fuzz.test`)).email);

// Leads for the back office to work on: some in the inbox, some flagged as spam (honeypot).
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
const uploadPhotos = await loadUploadPhotos(root);
const uploadCase = createUploadCase(input, uploadPhotos, validQuote);
/** The owner's photo form (/admin/photos), filled in right; the ids of the photos it stored. */
const validPhoto = {
  kind: 'before-after',
  serviceId: 'window-repair',
  town: 'Coral Gables',
  takenOn: '2026-03-14',
  captionEn: 'A sash repaired',
  captionEs: 'Una hoja reparada',
  altEn: 'The repaired window',
  altEs: 'La ventana reparada',
  beforeAltEn: 'The broken window',
  beforeAltEs: 'La ventana rota',
  published: 'on',
};
const galleryIds = [];
const leads = { 'quote-requests': [], 'contact-messages': [], 'chatbot-contacts': [] };
for (let i = 0; i < 2 * CONCURRENCY; i++) {
  const website = i % 2 ? 'spam.example' : '';
  const quote = await expectStatus('seed quote', { path: '/api/quote-requests', ...json({ ...validQuote, website }) }, [201]);
  leads['quote-requests'].push(JSON.parse(quote.text).id);
  const contact = await expectStatus('seed contact', { path: '/api/contact-messages', ...json({ ...validContact, website }) }, [201]);
  leads['contact-messages'].push(JSON.parse(contact.text).id);
  // Each conversation is its browser's own (the chat's cookie): the contact is saved by the same browser.
  const chatBrowser = new Session(`chat ${i}`);
  const seeded = await expectStatus('seed chat', { path: '/api/chat', ...json({ message: 'Hello' }), session: chatBrowser }, [200]);
  const { sessionId } = JSON.parse(seeded.text);
  const chatContact = await expectStatus(
    'seed chatbot contact',
    { path: '/api/chatbot-contacts', ...json({ sessionId, name: 'Ana Fuzz', email: 'fuzz@example.com', phone: '305-555-0100' }), session: chatBrowser },
    [201],
  );
  leads['chatbot-contacts'].push(JSON.parse(chatContact.text).id);
}

// Password reset links, read from the queued emails.
for (let i = 0; i < 6; i++) await expectStatus('reset link', { path: '/forgot-password', ...form({ email: resetAccount.email }) }, [200]);
// A queued email's links are sealed until it is sent: they are opened as the mail job opens them.
const mailText = (body) => openSealedLinks(body ?? '', SESSION_SECRET);
const resetTokens = (await rows('select text_body from outbox where to_address = ?', resetAccount.email))
  .map((row) => /reset-password\?token=(\S+)/.exec(mailText(row.text_body))?.[1])
  .filter(Boolean);
if (resetTokens.length === 0) throw new Error('no password reset token was stored');
// Links that confirm a request from its address, read from the seeded leads' confirmation emails.
const confirmTokens = (await rows('select text_body from outbox'))
  .map((row) => /requests\/confirm\?token=(\S+)/.exec(mailText(row.text_body))?.[1])
  .filter(Boolean);
if (confirmTokens.length === 0) throw new Error('no request confirmation link was queued');

// Unsubscribe links as automated emails carry them (features/notifications/unsubscribe-links.server.ts).
const unsubscribeToken = (email) => {
  const payload = Buffer.from(email).toString('base64url');
  return `${payload}.${createHmac('sha256', `unsubscribe:${SESSION_SECRET}`).update(payload).digest('base64url')}`;
};
const unsubscribeTokens = Array.from({ length: 20 }, (_, i) => unsubscribeToken(`fuzz-unsubscribe-${i}@example.com`));

// Booking: days inside the booking window (nine to twelve days ahead), and the dates that once made it
// answer 500 (year 9999 and 0001, February 30). A visitor's booking is tentative until the link
// its email carries confirms it: the link is the visit's id and an HMAC of it (features/bookings/manage-token.server.ts).
const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Four days in a row: at least two are weekdays, whatever day the run starts.
const BOOKABLE_DAYS = [dayAhead(9), dayAhead(10), dayAhead(11), dayAhead(12)];
const BAD_DAYS = ['9999-12-31', '0001-01-01', '2027-02-30', '2030-01-08'];
const bookingStart = () => (chance(0.7) ? `${pick(BOOKABLE_DAYS)}T${pick(['10:00', '11:30', '15:00'])}:00-05:00` : `${pick(BAD_DAYS)}T10:00:00-05:00`);
const formStart = () => (chance(0.7) ? new Date(bookingStart()).toISOString() : `${pick(BAD_DAYS)}T15:00:00.000Z`);
/** The visits the bookings target booked (tentative until the confirmation target confirms them). */
const tentativeVisits = [];
const visitConfirmToken = (visitId) => `${visitId}.${createHmac('sha256', SESSION_SECRET).update(`visit-confirm:${visitId}`).digest('base64url')}`;

const kinds = {
  'quote-requests': { table: 'quote_requests', screen: 'quote-submissions', statuses: ['new', 'contacted', 'quoted', 'completed', 'cancelled'], spam: true },
  'contact-messages': { table: 'contact_messages', screen: 'contact-submissions', statuses: ['new', 'contacted', 'resolved'], spam: true },
  'chatbot-contacts': { table: 'chatbot_contacts', screen: 'chatbot-contacts', statuses: ['new', 'contacted', 'resolved'], spam: false },
};
const kindNames = Object.keys(kinds);
/** The fuzz's chat visitor: one browser, whose 60 conversations the server made (any other id opens a new one). */
const chatVisitor = new Session('chat visitor');
const chatSessions = [];
for (let i = 0; i < 60; i++) {
  const opened = await expectStatus(
    'seed conversation',
    { path: '/api/chat', ...json({ message: 'Hello' }), session: chatVisitor, from: `10.9.${i}.1` },
    [200],
  );
  chatSessions.push(JSON.parse(opened.text).sessionId);
}
const uniqueEmail = (label) => `${label}.${randomUUID().slice(0, 8)}@fuzz.test`;
/** A lead's or account's address: mostly good, sometimes one the one rule refuses (it must be refused, with a message). */
const someEmail = (good) => (chance(0.15) ? pick(EMAIL_CASES) : good);
/** One address that sends a share of the chat messages, each naming a new conversation: past its limit they are refused (issue 13, item 3). */
const CHAT_FLOOD_ADDRESS = '10.255.0.1';

/** Text as the database holds it: a lone surrogate becomes U+FFFD and NUL is dropped (app/lib/storable-text.server.ts). */
const storable = (text) => String(text).toWellFormed().replaceAll('\u0000', '');
/** A field as stored: trimmed by its schema, then made storable. */
const stored = (text) => storable(String(text).trim());

/**
 * A page's address as a browser without JavaScript asks for it, or as the page's scripts do
 * (`.data`, the same loader or action without rendering the page). A fifth render the page:
 * that is where hostile values are echoed into HTML, and it costs the server four times as much.
 */
function page(pathname, query = '') {
  return `${pathname}${chance(0.8) ? '.data' : ''}${query ? `?${query}` : ''}`;
}

/** A form action's request, posted either way. */
function formRequest(pathname, valid, extra = {}) {
  return { path: page(pathname), ...formCase(valid), ...extra };
}

/** The fields of a posted form, read as the server reads them; undefined when they cannot be read. */
async function formFields(request) {
  try {
    const fields = await new Response(request.body, { headers: { 'content-type': request.type ?? '' } }).formData();
    return [...fields.keys()].every((name) => /^[A-Za-z_][\w-]{0,63}$/.test(name)) ? fields : undefined;
  } catch {
    return undefined;
  }
}
/** A field's value when it was sent once (what a form schema accepts); otherwise undefined. */
function single(fields, name) {
  const values = fields?.getAll(name) ?? [];
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}
/** A field's first value (what `FormData.get` gives a route that reads fields one by one). */
const first = (fields, name) => {
  const found = fields?.get(name);
  return typeof found === 'string' ? found : undefined;
};

const ownLeads = (kind, worker) => leads[kind].filter((_, i) => i % CONCURRENCY === worker);
const passwordHash = (email) =>
  value('select a.password from account a join "user" u on u.id = a.user_id where u.email = ? and a.provider_id = \'credential\'', email);

/** A lead's state, its audit entries and emails: what a rejected change must leave alone. */
async function leadState(kind, id) {
  const { table, spam } = kinds[kind];
  const [row] = await rows(`select status, notes, updated_at${spam ? ', spam_reason' : ''} from ${table} where id = ?`, id);
  return {
    row: JSON.stringify(row ?? null),
    status: row?.status,
    notes: row?.notes,
    spamReason: row?.spam_reason ?? null,
    audits: await count('select count(*) from audit_log where subject_id = ?', id),
    emails: await count('select count(*) from outbox where ref_id = ?', id),
  };
}

const accepted = (status) => status < 400;
const unchanged = (before, after) => before.row === after.row && before.audits === after.audits && before.emails === after.emails;

/** Checks one staff update: refused means nothing moved; accepted means exactly what was sent, with its audit entries. */
function checkLeadUpdate(sent, status, before, after) {
  if (!accepted(status)) return unchanged(before, after) ? undefined : `refused (${status}) but the lead or its audit log changed`;
  if (sent.restore) {
    if (before.spamReason === null) return unchanged(before, after) ? undefined : 'restoring a lead that is not in spam changed it';
    const whole = after.spamReason === null && after.audits === before.audits + 1 && after.emails === before.emails + 1;
    return whole ? undefined : 'restored without its audit entry and staff email';
  }
  if (sent.status !== undefined && after.status !== sent.status) return `status ${JSON.stringify(after.status)} stored for ${JSON.stringify(sent.status)}`;
  if (sent.notes !== undefined && after.notes !== sent.notes)
    return `notes stored as ${JSON.stringify(String(after.notes).slice(0, 60))}, sent ${JSON.stringify(sent.notes.slice(0, 60))}`;
  const changes = Number(after.status !== before.status) + Number(after.notes !== before.notes);
  if (after.audits !== before.audits + changes) return `${changes} change(s) but ${after.audits - before.audits} audit entries`;
  return undefined;
}

/**
 * Roles, the application name and their audit entries: what a rejected settings change must
 * leave alone. Each worker changes only its own pawn's role, and only worker 0 renames the
 * site, so a worker reads every account but the other workers' pawns.
 */
async function settingsState(worker) {
  const others = pawns.filter((_, i) => i !== worker);
  const users = (await rows('select id, email, role from "user" order by email')).filter((user) => !others.includes(user.email));
  const subjects = [...users.map((user) => user.id), ...(worker === 0 ? ['app'] : [])];
  return {
    roles: Object.fromEntries(users.map((user) => [user.email, user.role])),
    appName: worker === 0 ? ((await value("select name from settings where id = 'app'")) ?? null) : null,
    audits: await count(`select count(*) from audit_log where subject_id in (${subjects.map(() => '?').join(', ')})`, ...subjects),
  };
}

function checkSettingsChange(sent, status, before, after) {
  if (!accepted(status)) {
    return JSON.stringify(before) === JSON.stringify(after) ? undefined : `refused (${status}) but roles, the name or the audit log changed`;
  }
  const changedRoles = Object.keys(after.roles).filter((email) => after.roles[email] !== before.roles[email]);
  const target = typeof sent.email === 'string' ? sent.email.trim().toLowerCase() : undefined;
  if (changedRoles.some((email) => email !== target)) return `the role of ${changedRoles.join(', ')} changed, sent ${JSON.stringify(sent.email)}`;
  if (sent.appName !== undefined && after.appName !== stored(sent.appName)) return `application name stored as ${JSON.stringify(after.appName)}`;
  if (sent.role !== undefined && target && after.roles[target] !== sent.role) return `role ${after.roles[target]} stored for ${sent.role}`;
  const changes = changedRoles.length + Number(after.appName !== before.appName);
  if (after.audits < before.audits + changes) return `${changes} change(s) but ${after.audits - before.audits} audit entries`;
  return undefined;
}

/** What each kind of malformed request was answered, for the summary: { kind: { status or 'no answer': count } }. */
const rawOutcomes = {};
const tallyRaw = (kind, outcome) => {
  rawOutcomes[kind] ??= {};
  rawOutcomes[kind][outcome] = (rawOutcomes[kind][outcome] ?? 0) + 1;
};

const apiLeads = [];
const formAccounts = [];
const chatLines = [];
const chatbotContacts = [];

// Estimates on each worker's quote requests: drafts to edit, sent ones for the customer's
// answers (their links read from the queued emails), and one order per worker from an approval.
const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const validEstimate = {
  message: 'Thank you for the chance to quote.',
  validUntil,
  options: [{ title: 'Impact windows', lines: [{ description: 'Impact window, installed', quantity: 4, unitPriceCents: 65_000 }] }],
};
const validEditor = {
  intent: 'save',
  message: 'Thank you for the chance to quote.',
  validUntil,
  'options[0].title': 'Impact windows',
  'options[0].lines[0].priceItem': '',
  'options[0].lines[0].description': 'Impact window, installed',
  'options[0].lines[0].quantity': '4',
  'options[0].lines[0].unitPrice': '650.00',
};
async function seedEstimate(worker, { send = false } = {}) {
  const quoteId = ownLeads('quote-requests', worker)[0];
  const created = await expectStatus(
    'seed estimate',
    { path: `/api/admin/quote-requests/${quoteId}/estimates`, ...json(validEstimate), session: admin },
    [201],
  );
  const estimate = { worker, quoteId, id: JSON.parse(created.text).estimate.id };
  if (!send) return estimate;
  await expectStatus('send estimate', { path: `/api/admin/estimates/${estimate.id}/send`, ...json({}), session: admin }, [200]);
  const [mail] = await rows("select text_body from outbox where kind = 'estimate.sent' and ref_id like ?", `${estimate.id}@%`);
  estimate.token = /\/estimates\/([\w-]+)/.exec(mailText(mail?.text_body))?.[1];
  if (!estimate.token) throw new Error(`no link was emailed for estimate ${estimate.id}`);
  const shown = await expectStatus('open estimate', { method: 'GET', path: `/estimates/${estimate.token}` }, [200]);
  estimate.documentHash = /name="documentHash" value="([0-9a-f]{64})"/.exec(shown.text)?.[1];
  if (!estimate.documentHash) throw new Error(`the estimate page of ${estimate.id} has no approval form`);
  return estimate;
}
const drafts = [];
/** Sent estimates whose links the customer's target answers; `resendable` ones are sent again by staff (a new link each time). */
const sentEstimates = [];
const resendable = [];
const orders = [];
for (let w = 0; w < CONCURRENCY; w++) {
  drafts.push(await seedEstimate(w), await seedEstimate(w));
  for (let i = 0; i < 4; i++) sentEstimates.push(await seedEstimate(w, { send: true }));
  resendable.push(await seedEstimate(w, { send: true }));
  const approved = await seedEstimate(w, { send: true });
  await expectStatus(
    'approve estimate',
    {
      path: `/estimates/${approved.token}`,
      ...form({ intent: 'approve', option: '1', fullName: 'Ana Fuzz', esignConsent: 'on', acceptTerms: 'on', documentHash: approved.documentHash }),
    },
    [302],
  );
  const orderId = await value('select id from orders where estimate_id = ?', approved.id);
  // Approving made the order's job too (docs/jobs-and-crews.md).
  orders.push({ worker: w, id: orderId, estimateId: approved.id, jobId: await value('select id from window_jobs where order_id = ?', orderId) });
}
// Each approved order's deposit invoice: the staff invoice forms' target (docs/payments.md).
for (const order of orders) order.invoiceId = await value("select id from invoices where order_id = ? and kind = 'deposit'", order.id);
// The signed PDF of an approval, as staff download it: /verify's cases are made from it.
const signedPdf = Buffer.from(
  await (await fetch(`${server.url}/admin/estimates/${orders[0].estimateId}/signed.pdf`, { headers: { cookie: admin.header } })).arrayBuffer(),
);
if (signedPdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('the signed PDF of the first approval could not be downloaded');
const hostilePdfs = loadHostilePdfs(VERIFY_MAX_MB);
const ownOf = (list, worker) => list.filter((item) => item.worker === worker);
const approvalForm = (estimate) => ({
  intent: 'approve',
  option: pick(['1', '1', '2', '0', '-1', 'A']),
  fullName: pick(['Ana Fuzz', hostileString().slice(0, 150)]),
  esignConsent: pick(['on', 'on', 'off', '']),
  acceptTerms: pick(['on', 'on', 'off', '']),
  documentHash: chance(0.8) ? estimate.documentHash : pick(['0'.repeat(64), hostileParam()]),
});

/** An estimate as a rejected change must leave it: its row, lines, approval, order and audit entries. */
async function estimateState(id) {
  const [row] = await rows('select status, message, valid_until, token_hash, updated_at, decided_at from estimates where id = ?', id);
  return {
    row: JSON.stringify(row ?? null),
    status: row?.status,
    lines: JSON.stringify(
      await rows(
        'select option_position, position, description, quantity, unit_price_cents from estimate_lines where estimate_id = ? order by option_position, position',
        id,
      ),
    ),
    approvals: await count('select count(*) from estimate_approvals where estimate_id = ?', id),
    orders: await count('select count(*) from orders where estimate_id = ?', id),
    audits: await count('select count(*) from audit_log where detail like ?', `%${id}%`),
  };
}
const sameEstimate = (before, after) => JSON.stringify(before) === JSON.stringify(after);
/** A quote request's estimates: a refused creation adds none. */
const estimateCount = (quoteId) => count('select count(*) from estimates where quote_request_id = ?', quoteId);
/** The customer's answer: refused leaves the estimate as it was; accepted decides it once, with its signature and order when approved. */
function checkAnswer(status, before, after) {
  if (!accepted(status)) return sameEstimate(before, after) ? undefined : `refused (${status}) but the estimate changed`;
  if (after.status === 'approved')
    return after.approvals === 1 && after.orders === 1 ? undefined : `approved with ${after.approvals} signatures and ${after.orders} orders`;
  if (after.status === 'declined') return after.approvals === 0 && after.orders === 0 ? undefined : 'declined but signed';
  return `accepted (${status}) but the estimate is ${after.status}`;
}
/** An order's change as the screen and the API must make it: a status stored with one audit entry and one email, or nothing at all. */
function checkOrderChange(id, refused, status, before, sentStatus) {
  return orderState(id).then((after) => {
    // Only a 2xx answer is a change made; a redirect (for `.data`, one inside a 2xx) is to the sign-in page.
    if (refused)
      return before.row === after.row && before.audits === after.audits && before.emails === after.emails
        ? undefined
        : `refused (${status}) but the order changed`;
    if (sentStatus === undefined) return undefined;
    if (after.status !== sentStatus) return `status ${after.status} stored for ${sentStatus}`;
    const changed = Number(after.status !== before.status);
    return after.audits === before.audits + changed && after.emails === before.emails + changed
      ? undefined
      : `${changed} change(s) but ${after.audits - before.audits} audit entries and ${after.emails - before.emails} emails`;
  });
}

/** An invoice's status, amounts and payments: what a refused or guest's post must leave alone. */
async function invoiceState(id) {
  const [row] = await rows('select status, total_cents, paid_cents from invoices where id = ?', id);
  const payments = await count('select count(*) from payments where invoice_id = ?', id);
  return row ? { status: row.status, total: Number(row.total_cents), paid: Number(row.paid_cents), payments } : { payments };
}

async function orderState(id) {
  const [row] = await rows('select status, updated_at from orders where id = ?', id);
  return {
    row: JSON.stringify(row ?? null),
    status: row?.status,
    audits: await count('select count(*) from audit_log where subject_id = ?', id),
    emails: await count('select count(*) from outbox where ref_id like ?', `${id}%`),
  };
}

const TARGETS = [
  {
    name: 'POST /api/quote-requests',
    make: () => ({ path: '/api/quote-requests', ...jsonCase({ ...validQuote, email: someEmail(validQuote.email) }) }),
    record: (request, status, text) => status === 201 && apiLeads.push({ id: JSON.parse(text).id, body: JSON.parse(String(request.body)) }),
  },
  {
    name: 'POST /api/contact-messages',
    make: () => ({ path: '/api/contact-messages', ...jsonCase({ ...validContact, email: someEmail(validContact.email) }) }),
    record: (request, status, text) => status === 201 && apiLeads.push({ id: JSON.parse(text).id, body: JSON.parse(String(request.body)) }),
  },
  { name: 'POST /get-quote (form)', make: () => formRequest('/get-quote', { ...validQuote, email: someEmail(validQuote.email) }) },
  { name: 'POST /contact (form)', make: () => formRequest('/contact', { ...validContact, email: someEmail(validContact.email) }) },
  {
    name: 'POST quote uploads (multipart: /get-quote, /es/get-quote, /api/quote-requests)',
    upload: true,
    make: () => {
      const upload = uploadCase();
      const to =
        upload.what === 'a part without a name' && chance(0.3) ? page('/contact') : pick(['/api/quote-requests', page('/get-quote'), page('/es/get-quote')]);
      return { path: to, type: UPLOAD_TYPE, body: upload.body, upload };
    },
    verify: (request, status) =>
      request.upload.expect.includes(status) ? undefined : `${request.upload.what} answered ${status}, not ${request.upload.expect.join(' or ')}`,
  },
  {
    name: 'POST /verify uploads (signed, changed, huge, malformed, encrypted, deflate and zip bombs)',
    upload: true,
    make: () => {
      const verify = createVerifyCase(input, signedPdf, hostilePdfs);
      return { path: page(pick(['/verify', '/es/verify'])), type: verify.type, body: verify.body, verify };
    },
    verify: (request, status, _before, text) => {
      if (!request.verify.expect.includes(status)) return `${request.verify.what} answered ${status}, not ${request.verify.expect.join(' or ')}`;
      if (status === 200 && request.verify.outcome && !showsOutcome(text, request.verify.outcome))
        return `${request.verify.what} was not reported as ${request.verify.outcome}`;
      return undefined;
    },
  },
  {
    name: 'POST /api/bookings',
    make: () => ({
      path: '/api/bookings',
      ...jsonCase({
        name: 'Ana Fuzz',
        email: someEmail('fuzz@example.com'),
        phone: '305-555-0100',
        address: '2350 Ponce de Leon Blvd',
        zipCode: pick(['33134', '33019']),
        start: bookingStart(),
        language: pick(['en', 'es']),
        // A quote request is named by its signed reference only: a bare id is refused.
        ...(chance(0.2) ? { quoteRequestId: pick(leads['quote-requests']) } : {}),
      }),
    }),
    verify: (request, status) => {
      const sent = (() => {
        try {
          return JSON.parse(request.body);
        } catch {
          return undefined;
        }
      })();
      if (sent && typeof sent === 'object' && 'quoteRequestId' in sent && status === 201) return 'a booking naming a bare quote request id was accepted';
      if (typeof sent?.start === 'string' && BAD_DAYS.some((day) => sent.start.startsWith(day)) && status === 201)
        return `a booking at ${sent.start} was accepted`;
      return undefined;
    },
    record: (_request, status, text) => {
      if (status === 201) tentativeVisits.push(JSON.parse(text).booking.id);
    },
  },
  {
    name: 'GET and POST /book/confirm/<token>',
    make: () => {
      const visit = tentativeVisits.length > 0 ? pick(tentativeVisits) : randomUUID();
      const token = chance(0.6) ? visitConfirmToken(visit) : chance(0.5) ? `${visitConfirmToken(visit).slice(0, -2)}AA` : hostileParam();
      const pathname = `${pick(['', '/es'])}/book/confirm/${encodeURIComponent(token)}`;
      return chance(0.5) ? { method: 'GET', path: page(pathname) } : formRequest(pathname, {});
    },
  },
  {
    name: 'GET /api/availability and /book',
    make: () => {
      const params = ['zip', 'from', 'days', 'day', 'request']
        .filter(() => chance(0.6))
        .map((name) => `${name}=${chance(0.6) ? hostileParam() : pick(['33134', ...BOOKABLE_DAYS, ...BAD_DAYS, '14', '90', '0'])}`)
        .join('&');
      return { method: 'GET', path: chance(0.5) ? `/api/availability?${params}` : page(pick(['/book', '/es/book']), params) };
    },
  },
  {
    name: 'POST /book (form)',
    make: () =>
      formRequest(pick(['/book', '/es/book']), {
        intent: pick(['hold', 'book']),
        start: formStart(),
        zip: '33134',
        name: 'Ana Fuzz',
        email: someEmail('fuzz@example.com'),
        phone: '305-555-0100',
        address: '2350 Ponce de Leon Blvd',
        zipCode: '33134',
      }),
  },
  {
    name: 'GET and POST /admin/calendar, GET /api/admin/bookings',
    make: () => {
      const cookie = chance(0.9) ? admin.header : hostileCookie(customer.header);
      if (chance(0.4))
        return {
          ...formRequest('/admin/calendar', {
            intent: pick(['cancel', 'move', 'create', 'new-feed']),
            visitId: 'no-such-visit',
            start: '2030-01-08T15:00:00.000Z',
            language: 'en',
          }),
          cookie,
        };
      const day = () => (chance(0.5) ? hostileParam() : pick([...BOOKABLE_DAYS, ...BAD_DAYS]));
      const query = `date=${day()}&view=${pick(['day', 'week', hostileParam()])}`;
      return {
        method: 'GET',
        path: chance(0.5) ? `/api/admin/bookings?from=${day()}${chance(0.5) ? `&to=${day()}` : ''}` : page('/admin/calendar', query),
        cookie,
      };
    },
  },
  {
    name: 'GET and POST /admin/dispatch, /admin/crew',
    make: () => {
      const cookie = chance(0.9) ? admin.header : hostileCookie(customer.header);
      if (chance(0.3))
        return {
          method: 'GET',
          path: page(
            pick(['/admin/dispatch', '/admin/crew']),
            `week=${chance(0.5) ? hostileParam() : '2030-01-08'}&job=${hostileParam()}&visit=${hostileParam()}&from=${hostileParam()}`,
          ),
          cookie,
        };
      if (chance(0.3))
        return {
          ...formRequest('/admin/crew', {
            intent: pick(['add-crew', hostileString()]),
            name: hostileString(),
            email: pick([hostileString(), 'not-an-email']),
            phone: hostileString(),
            language: pick(['en', 'es', hostileString()]),
            password: pick(['', 'short', hostileString()]),
          }),
          cookie,
        };
      return {
        ...formRequest('/admin/dispatch', {
          intent: pick(['place', 'move', 'unassign', hostileString()]),
          jobId: chance(0.5) ? 'no-such-job' : hostileString(),
          visitId: chance(0.5) ? 'no-such-visit' : hostileString(),
          cell: pick([`no-such-crew|2030-01-08`, `x|2030-02-30`, hostileString()]),
          start: pick(['08:00', '25:00', hostileString()]),
          end: pick(['15:00', '07:00', hostileString()]),
          crewId: hostileString(),
          fromCrewId: hostileString(),
          week: pick(['2030-01-08', hostileString()]),
        }),
        cookie,
      };
    },
  },
  {
    name: 'GET and POST /crew, /es/crew, GET /crew/photos',
    make: () => {
      const cookie = chance(0.9) ? admin.header : hostileCookie(customer.header);
      const path = pick(['/crew', '/es/crew']);
      if (chance(0.3)) return { method: 'GET', path: chance(0.5) ? page(path, hostileParam()) : `/crew/photos/${hostileParam()}`, cookie };
      return {
        ...formRequest(path, {
          intent: pick(['on-my-way', 'done', 'photos', hostileString()]),
          visitId: chance(0.5) ? 'no-such-visit' : hostileString(),
          customerName: hostileString(),
          consent: pick(['yes', '', hostileString()]),
        }),
        cookie,
      };
    },
  },
  {
    name: 'GET and POST /admin/calendar/hours',
    make: () => {
      const cookie = chance(0.9) ? admin.header : hostileCookie(customer.header);
      if (chance(0.3)) return { method: 'GET', path: page('/admin/calendar/hours', `staff=${hostileParam()}`), cookie };
      const intent = pick(['hours', 'add-time-off', 'remove-time-off', hostileString()]);
      return {
        ...formRequest('/admin/calendar/hours', {
          intent,
          staffId: chance(0.5) ? 'no-such-staff' : hostileString(),
          'works-1': pick(['on', '', hostileString()]),
          'opens-1': pick(['09:00', '25:00', hostileString()]),
          'closes-1': pick(['17:00', '08:00', hostileString()]),
          startsOn: pick(['2030-01-08', '2030-02-30', hostileString()]),
          endsOn: pick(['', '2030-01-07', hostileString()]),
          note: hostileString(),
          timeOffId: hostileString(),
        }),
        cookie,
      };
    },
  },
  {
    name: 'POST /api/chat',
    make: () => {
      const flood = chance(0.3);
      const message = pick(['How much is window repair?', 'yes', 'Ana', 'ana@example.com', pick(EMAIL_CASES), hostileString()]);
      const body = jsonCase({ sessionId: flood ? randomUUID() : pick(chatSessions), message, offered: chance(0.5) }, { limit: 8 * 1024 });
      return { path: '/api/chat', ...body, cookie: chatVisitor.header, ...(flood ? { from: CHAT_FLOOD_ADDRESS } : {}) };
    },
    // Stored in the conversation the answer names (a new one for an id that is not the browser's).
    record: (request, status, text) => status === 200 && chatLines.push({ ...JSON.parse(String(request.body)), sessionId: JSON.parse(text).sessionId }),
  },
  {
    // The assistant without JavaScript: a message, a chip, a retried contact save or a new conversation.
    name: 'POST /chat (form)',
    make: () => {
      const sessionId = pick(chatSessions);
      const request = pick([
        () =>
          formRequest('/chat', {
            intent: 'message',
            sessionId,
            message: pick(['How much is window repair?', 'yes', 'Ana', 'ana@example.com', "I'm Ana Fuzz, fuzz@example.com, 305-555-0100", hostileString()]),
          }),
        () => formRequest('/chat', { intent: 'save-contact', sessionId, name: 'Ana Fuzz', email: someEmail('fuzz@example.com'), phone: '305-555-0100' }),
        () => formRequest('/chat', { intent: 'restart' }),
      ])();
      // Mostly the visitor's own browser; sometimes a stranger naming the visitor's conversation.
      return { ...request, cookie: chance(0.8) ? chatVisitor.header : undefined };
    },
  },
  {
    name: 'POST /api/chatbot-contacts',
    make: () => ({
      path: '/api/chatbot-contacts',
      ...jsonCase(
        { sessionId: chance(0.8) ? pick(chatSessions) : randomUUID(), name: 'Ana Fuzz', email: someEmail('fuzz@example.com'), phone: '305-555-0100' },
        { limit: 8 * 1024 },
      ),
      cookie: chatVisitor.header,
    }),
    record: (request, status, text) => status === 201 && chatbotContacts.push({ id: JSON.parse(text).id, body: JSON.parse(String(request.body)) }),
  },
  {
    name: 'POST /login (form)',
    make: () => {
      const redirectTo = pick(['/dashboard', '/dashboard/orders?page=2', ...REDIRECT_CASES]);
      const fields = chance(0.9)
        ? { email: loginAccount.email, password: loginAccount.password, rememberMe: 'on', redirectTo }
        : { email: someEmail(uniqueEmail('nobody')), password: 'wrong-password', redirectTo };
      return formRequest('/login', fields, { cookie: hostileCookie(undefined) });
    },
  },
  {
    name: 'POST /register (form)',
    make: () =>
      formRequest('/register', {
        name: `Fuzz ${pick(['Person', hostileString().slice(0, 80)])}`,
        email: chance(0.05) ? uniqueEmail('new') : someEmail('taken@fuzz.test'),
        password: 'fuzz-password',
        confirmPassword: 'fuzz-password',
        enhanced: '1',
      }),
    record: async (request, status) => {
      const fields = await formFields(request);
      const email = single(fields, 'email');
      if (accepted(status) && email && email !== 'taken@fuzz.test')
        formAccounts.push({ email: stored(email).toLowerCase(), name: stored(single(fields, 'name') ?? '') });
    },
  },
  {
    name: 'POST /forgot-password (form)',
    make: () => formRequest('/forgot-password', { email: someEmail(pick([customers[0].email, uniqueEmail('nobody')])) }),
  },
  {
    name: 'POST /reset-password (form)',
    make: () => formRequest('/reset-password', { token: pick(resetTokens), password: 'reset-password-1', confirmPassword: 'reset-password-1' }),
  },
  { name: 'POST /requests/confirm (form)', make: () => formRequest('/requests/confirm', { token: pick(confirmTokens) }) },
  {
    name: 'POST /unsubscribe/:token (one-click)',
    make: () => formRequest(`${pick(['', '/es'])}/unsubscribe/${pick(unsubscribeTokens)}`, { 'List-Unsubscribe': 'One-Click' }),
  },
  { name: 'POST /logout (form)', make: () => formRequest('/logout', { intent: 'logout' }, { cookie: hostileCookie(logoutSession.header) }) },
  {
    name: 'POST /dashboard/profile (profile)',
    make: (worker) => ({
      ...formRequest(
        '/dashboard/profile',
        { intent: 'profile', name: 'Fuzz Customer', phone: '305-555-0100', address: '1 Test Way' },
        { session: customers[worker].session },
      ),
      email: customers[worker].email,
    }),
    snapshot: async (request) => JSON.stringify(await rows('select name, phone, address from "user" where email = ?', request.email)),
    verify: async (request, status, before) => {
      const after = JSON.stringify(await rows('select name, phone, address from "user" where email = ?', request.email));
      if (!accepted(status) || status === 202) return before === after ? undefined : `refused (${status}) but the profile changed`;
      const [row] = JSON.parse(after);
      const fields = await formFields(request);
      for (const field of ['name', 'phone', 'address']) {
        const sent = single(fields, field);
        if (sent !== undefined && row[field] !== (sent.trim() === '' ? null : stored(sent)))
          return `${field} stored as ${JSON.stringify(row[field])}, sent ${JSON.stringify(sent.slice(0, 60))}`;
      }
      return undefined;
    },
  },
  {
    name: 'POST /dashboard/profile (password)',
    // Each attempt is a password hash, and each account allows 100 an hour: two accounts are plenty.
    workers: 2,
    make: (worker) => {
      const person = passwordUsers[worker];
      const next = `next-${randomUUID().slice(0, 8)}`;
      return {
        ...formRequest(
          '/dashboard/profile',
          { intent: 'password', currentPassword: person.password, newPassword: next, confirmPassword: next },
          { session: person.session },
        ),
        person,
      };
    },
    snapshot: (request) => passwordHash(request.person.email),
    verify: async (request, status, before) => {
      const after = await passwordHash(request.person.email);
      if (after === before) return undefined;
      if (!accepted(status)) return `refused (${status}) but the password changed`;
      request.person.password = single(await formFields(request), 'newPassword');
      return request.person.password ? undefined : 'the password changed without one new password in the form';
    },
  },
  {
    name: 'POST /dashboard/requests (form)',
    make: () => formRequest('/dashboard/requests', { intent: 'verify-email' }, { cookie: hostileCookie(customer.header) }),
  },
  {
    name: 'GET /api/me',
    make: () => ({
      method: pick(['GET', 'GET', 'GET', 'POST', 'DELETE', 'HEAD', 'OPTIONS']),
      path: `/api/me${chance(0.3) ? `?${hostileParam()}=${hostileParam()}` : ''}`,
      cookie: hostileCookie(pick([customer.header, admin.header])),
      body: 'x',
    }),
  },
  {
    name: 'GET /api/admin/<kind>',
    make: () => {
      const params = ['status', 'search', 'page', 'sort', 'view', 'x']
        .filter(() => chance(0.4))
        .map((name) => `${name}=${chance(0.5) ? hostileParam() : pick(['new', 'spam', 'oldest', '2', 'ana'])}`);
      const kind = chance(0.9) ? pick(kindNames) : hostileParam();
      return {
        method: chance(0.9) ? 'GET' : pick(['POST', 'PUT', 'DELETE']),
        path: `/api/admin/${kind}?${params.join('&')}`,
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        body: '{}',
      };
    },
  },
  {
    name: 'GET /admin/<list> and export.csv',
    make: () => {
      const params = ['status', 'search', 'page', 'sort', 'view']
        .filter(() => chance(0.5))
        .map((name) => `${name}=${chance(0.6) ? hostileParam() : pick(['new', 'spam', 'oldest', '2', 'ana'])}`);
      const { screen } = kinds[pick(kindNames)];
      const path = chance(0.25) ? `/admin/${screen}/export.csv?${params.join('&')}` : page(`/admin/${screen}`, params.join('&'));
      return { method: 'GET', path, cookie: chance(0.9) ? admin.header : hostileCookie(customer.header) };
    },
  },
  {
    name: 'PATCH /api/admin/<kind>/<id>',
    make: (worker) => {
      const kind = pick(kindNames);
      const id = chance(0.85) ? pick(ownLeads(kind, worker)) : pick([hostileParam(), randomUUID(), pick(ownLeads(pick(kindNames), worker))]);
      const body = jsonCase({ status: pick(kinds[kind].statuses), notes: chance(0.5) ? `Called back ${hostileString().slice(0, 200)}` : 'Called back' });
      return { method: chance(0.85) ? 'PATCH' : pick(['GET', 'POST', 'PUT', 'DELETE']), path: `/api/admin/${kind}/${id}`, ...body, session: admin, kind, id };
    },
    snapshot: (request) => leadState(request.kind, request.id),
    verify: async (request, status, before) => {
      let sent = {};
      try {
        const body = JSON.parse(String(request.body));
        sent = { status: body.status, notes: typeof body.notes === 'string' ? stored(body.notes) : body.notes === null ? '' : undefined };
      } catch {
        // Not JSON: it must have been refused.
      }
      return checkLeadUpdate(sent, request.method === 'PATCH' ? status : 400, before, await leadState(request.kind, request.id));
    },
  },
  {
    name: 'POST /admin/<list>/<id> (form)',
    make: (worker) => {
      const kind = pick(kindNames);
      const id = chance(0.85) ? pick(ownLeads(kind, worker)) : pick([hostileParam(), randomUUID()]);
      const valid = chance(0.3)
        ? { intent: 'restore' }
        : {
            intent: 'update',
            status: pick(kinds[kind].statuses),
            notes: chance(0.5) ? `Note ${hostileString().slice(0, 200)}` : 'Note',
            returnTo: pick(['', '?status=new', '?page=2&sort=oldest', 'https://evil.example']),
          };
      return { ...formRequest(`/admin/${kinds[kind].screen}/${id}`, valid), session: admin, kind, id };
    },
    snapshot: (request) => leadState(request.kind, request.id),
    verify: async (request, status, before) => {
      const fields = await formFields(request);
      const restore = first(fields, 'intent') === 'restore' && request.kind !== 'chatbot-contacts';
      const notes = first(fields, 'notes');
      const sent = restore ? { restore } : { status: first(fields, 'status'), notes: notes === undefined ? undefined : stored(notes) };
      return checkLeadUpdate(sent, status, before, await leadState(request.kind, request.id));
    },
  },
  {
    name: 'POST /admin/settings (form)',
    make: (worker) => {
      const intent = pick(worker === 0 ? ['save-settings', 'assign-admin', 'remove-admin'] : ['assign-admin', 'remove-admin']);
      const valid =
        intent === 'save-settings'
          ? { intent, appName: pick(['Gables Window Care', `Gables ${hostileString().slice(0, 40)}`]) }
          : { intent, email: pawns[worker] };
      return { ...formRequest('/admin/settings', valid), session: owner, worker };
    },
    snapshot: (request) => settingsState(request.worker),
    verify: async (request, status, before) => {
      const fields = await formFields(request);
      const intent = first(fields, 'intent');
      const sent = { email: first(fields, 'email'), appName: intent === 'save-settings' ? first(fields, 'appName') : undefined };
      if (intent === 'assign-admin') sent.role = before.roles[sent.email?.trim().toLowerCase()] === 'superAdmin' ? 'superAdmin' : 'admin';
      if (intent === 'remove-admin') sent.role = 'user';
      return checkSettingsChange(sent, status, before, await settingsState(request.worker));
    },
  },
  {
    // The company profile editor's form. The saves it sends leave the rest of the profile out, and
    // its restores name no version, so every post here is refused or only gives the form back:
    // none may change the profile (the API's target changes it; this one must not).
    name: 'POST /admin/settings/business (form)',
    make: () => {
      const intent = pick(['save', 'add:closures', 'remove:team.0', 'up:serviceArea.towns.1', 'down:testimonials.0', 'add:priceList.window-repair', 'restore']);
      const valid = {
        intent,
        phone: pick(['(305) 555-0142', hostileString().slice(0, 40)]),
        'insurance.es': hostileString().slice(0, 200),
        'serviceArea.towns.0.zipCodes': pick(['33134, 33143', hostileString().slice(0, 40)]),
        'priceList.window-repair.0.price': pick(['89.50', '0', '-1', hostileString().slice(0, 20)]),
        ...(intent === 'restore' ? { version: pick(['999999', '-1', '1.5', hostileString().slice(0, 20)]) } : {}),
      };
      return { ...formRequest('/admin/settings/business', valid), session: owner };
    },
    snapshot: async () => ({
      versions: await count('select count(*) from business_profile_versions'),
      audits: await count("select count(*) from audit_log where subject_type = 'business'"),
    }),
    verify: async (request, status, before) => {
      const after = {
        versions: await count('select count(*) from business_profile_versions'),
        audits: await count("select count(*) from audit_log where subject_type = 'business'"),
      };
      return JSON.stringify(after) === JSON.stringify(before) ? undefined : `answered ${status}, and the profile gained a version or an audit entry`;
    },
  },
  {
    // A staff member's calendar feed: a guessed, forged or replaced address opens nothing.
    name: 'GET /calendar/<feed>.ics',
    make: () => ({
      method: chance(0.9) ? 'GET' : pick(['POST', 'HEAD']),
      path: `/calendar/${pick([`${'A'.repeat(22)}.${'A'.repeat(43)}`, `b3duZXI.${'A'.repeat(32)}`, hostileParam()])}.ics`,
    }),
    verify: (request, status) => (request.method === 'GET' && status < 300 ? `opened a feed (${status})` : undefined),
  },
  {
    name: 'GET /team-photos/<id>',
    make: () => ({
      method: chance(0.9) ? 'GET' : pick(['POST', 'PUT']),
      path: `/team-photos/${pick([hostileParam(), randomUUID()])}${chance(0.3) ? '?size=full' : ''}`,
    }),
  },
  {
    name: 'POST /admin/notifications (alert choices)',
    make: () => ({
      ...formRequest('/admin/notifications', {
        intent: 'alert-preferences',
        ...Object.fromEntries(
          ['new-lead', 'escalation', 'hand-off'].flatMap((event) =>
            ['push', 'email'].filter(() => chance(0.5)).map((channel) => [`${event}_${channel}`, 'on']),
          ),
        ),
      }),
      session: owner,
    }),
  },
  {
    name: 'POST /api/admin/roles',
    make: (worker) => ({
      method: chance(0.9) ? 'POST' : pick(['GET', 'PUT', 'DELETE']),
      path: '/api/admin/roles',
      ...jsonCase({ email: pawns[worker], role: pick(['admin', 'user', 'superAdmin']) }),
      session: owner,
      worker,
    }),
    snapshot: (request) => settingsState(request.worker),
    verify: async (request, status, before) => {
      let sent = {};
      try {
        const body = JSON.parse(String(request.body));
        sent = { email: body.email, role: body.role ?? 'admin' };
      } catch {
        // Not JSON: it must have been refused.
      }
      return checkSettingsChange(sent, request.method === 'POST' ? status : 400, before, await settingsState(request.worker));
    },
  },
  {
    name: 'PATCH /api/admin/business',
    make: () => {
      const json = jsonCase({
        phone: pick(['(305) 555-0142', '305.555.0142', '+13055550142']),
        email: 'info@gableswindowcare.com',
        address: { zipCode: '33134' },
      });
      return {
        method: chance(0.9) ? 'PATCH' : pick(['GET', 'POST', 'PUT', 'DELETE']),
        path: '/api/admin/business',
        ...json,
        type: json.type === 'application/json' && chance(0.5) ? 'application/merge-patch+json' : json.type,
        session: owner,
      };
    },
    // A saved patch answers with the whole profile; anything else is refused with a reason (the runner checks the 4xx).
    verify: (request, status, _before, text) => {
      if (status !== 200) return undefined;
      try {
        const profile = JSON.parse(text);
        return /^\+1\d{10}$/.test(profile.phone) ? undefined : `a saved profile answered with the phone ${profile.phone}`;
      } catch {
        return 'a 200 answer was not the profile as JSON';
      }
    },
  },
  {
    name: 'GET /api/auth/*, /auth/<provider>, token links',
    make: () => {
      const path = pick([
        () => page('/verify-email', `token=${hostileParam()}`),
        () => page('/reset-password', `token=${chance(0.2) ? pick(resetTokens) : hostileParam()}`),
        () =>
          `/api/auth/${pick(['callback/google', 'callback/facebook', 'error', 'sign-in/email', 'get-session', hostileParam()])}?${hostileParam()}=${hostileParam()}&state=${hostileParam()}`,
        () => `/auth/${pick(['google', 'facebook', hostileParam()])}?redirectTo=${chance(0.5) ? encodeURIComponent(pick(REDIRECT_CASES)) : hostileParam()}`,
        () => page('/login', `redirectTo=${chance(0.5) ? encodeURIComponent(pick(REDIRECT_CASES)) : hostileParam()}&error=${hostileParam()}`),
      ])();
      // Signed in, /login sends the visitor straight on to redirectTo.
      const cookie = path.startsWith('/login') && chance(0.5) ? customer.header : hostileCookie(undefined);
      return { method: chance(0.9) ? 'GET' : 'POST', path, body: 'x', cookie };
    },
  },
  {
    name: 'POST /api/admin/quote-requests/<id>/estimates',
    make: (worker) => {
      const quoteId = chance(0.9) ? ownLeads('quote-requests', worker)[0] : pick([hostileParam(), randomUUID()]);
      return {
        method: chance(0.9) ? 'POST' : pick(['GET', 'PUT', 'DELETE']),
        path: `/api/admin/quote-requests/${quoteId}/estimates`,
        ...jsonCase(validEstimate),
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        quoteId,
      };
    },
    snapshot: (request) => estimateCount(request.quoteId),
    verify: async (request, status, before, text) => {
      const after = await estimateCount(request.quoteId);
      if (status !== 201) return after === before ? undefined : `refused (${status}) but ${after - before} estimate(s) were stored`;
      if (after !== before + 1) return `created, but ${after - before} estimates were stored`;
      const { estimate } = JSON.parse(text);
      const stored_ = await value('select message from estimates where id = ?', estimate.id);
      return stored_ === stored(JSON.parse(String(request.body)).message) ? undefined : `message stored as ${JSON.stringify(String(stored_).slice(0, 60))}`;
    },
  },
  {
    name: 'POST /admin/quote-submissions/<id>/estimates/new (form)',
    make: (worker) => {
      const quoteId = chance(0.9) ? ownLeads('quote-requests', worker)[0] : pick([hostileParam(), randomUUID()]);
      return {
        ...formRequest(`/admin/quote-submissions/${quoteId}/estimates/new`, validEditor),
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        quoteId,
      };
    },
    snapshot: (request) => estimateCount(request.quoteId),
    verify: async (request, status, before, text, response) => {
      const after = await estimateCount(request.quoteId);
      const to = await redirectTarget(response, text);
      const created = to !== undefined && new URL(to, server.url).pathname.startsWith('/admin/estimates/');
      if (!created) return after === before ? undefined : `answered ${status} but ${after - before} estimate(s) were stored`;
      return after === before + 1 ? undefined : `created, but ${after - before} estimates were stored`;
    },
  },
  {
    name: 'POST /admin/estimates/<id> (form)',
    make: (worker) => {
      const estimate = pick(chance(0.8) ? ownOf(drafts, worker) : ownOf(resendable, worker));
      const valid = chance(0.15)
        ? { intent: 'resend' }
        : { ...validEditor, intent: pick(['save', 'save', 'send']), message: chance(0.5) ? `Updated ${hostileString().slice(0, 200)}` : 'Updated' };
      return {
        ...formRequest(`/admin/estimates/${chance(0.9) ? estimate.id : hostileParam()}`, valid),
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        estimate,
      };
    },
    snapshot: (request) => estimateState(request.estimate.id),
    verify: async (request, status, before, text, response) => {
      const after = await estimateState(request.estimate.id);
      const to = await redirectTarget(response, text);
      const saved = to !== undefined && new URL(to, server.url).pathname === `/admin/estimates/${request.estimate.id}`;
      if (!saved) return sameEstimate(before, after) ? undefined : `answered ${status} but the estimate changed`;
      return undefined;
    },
  },
  {
    name: 'POST /api/admin/estimates/<id>/send, GET /api/admin/estimates/<id>',
    make: (worker) => {
      const get = chance(0.4);
      const estimate = pick(get ? [...ownOf(drafts, worker), ...ownOf(sentEstimates, worker)] : [...ownOf(drafts, worker), ...ownOf(resendable, worker)]);
      const id = chance(0.85) ? estimate.id : hostileParam();
      return {
        method: get ? 'GET' : chance(0.9) ? 'POST' : pick(['PUT', 'DELETE']),
        path: `/api/admin/estimates/${id}${get ? '' : '/send'}`,
        body: chance(0.5) ? '{}' : hostileString().slice(0, 200),
        type: 'application/json',
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        estimate,
      };
    },
    snapshot: (request) => estimateState(request.estimate.id),
    verify: async (request, status, before) => {
      const after = await estimateState(request.estimate.id);
      const sending = request.method === 'POST' && status === 200;
      if (!sending) return sameEstimate(before, after) ? undefined : `answered ${status} to ${request.method} but the estimate changed`;
      return after.status !== 'draft' && after.row !== before.row ? undefined : 'sent, but the estimate was not marked sent with a new link';
    },
  },
  {
    name: 'POST /estimates/<token> (form)',
    make: (worker) => {
      const estimate = pick(ownOf(sentEstimates, worker));
      const valid = chance(0.75) ? approvalForm(estimate) : { intent: 'decline', reason: pick(['', 'Too expensive', hostileString().slice(0, 2500)]) };
      return {
        ...formRequest(`/estimates/${chance(0.9) ? estimate.token : hostileParam()}`, valid),
        cookie: hostileCookie(pick([customer.header, undefined])),
        estimate,
      };
    },
    snapshot: (request) => estimateState(request.estimate.id),
    verify: async (request, status, before) => {
      const after = await estimateState(request.estimate.id);
      // A request for another path (a hostile token) cannot have touched this estimate.
      if (!request.path.includes(request.estimate.token)) return sameEstimate(before, after) ? undefined : 'a post to another link changed the estimate';
      return checkAnswer(status, before, after);
    },
  },
  {
    name: 'GET estimate pages and signed PDFs',
    make: (worker) => {
      const estimate = pick([...ownOf(sentEstimates, worker), ...orders.filter((order) => order.worker === worker).map((order) => ({ id: order.estimateId }))]);
      const path = pick([
        () => page(`/estimates/${chance(0.5) && estimate.token ? estimate.token : hostileParam()}`),
        () => page(`/admin/estimates/${chance(0.7) ? estimate.id : hostileParam()}`, chance(0.3) ? `sent=${hostileParam()}` : ''),
        () => `/admin/estimates/${chance(0.7) ? estimate.id : hostileParam()}/signed.pdf`,
        () => `/dashboard/orders/${chance(0.7) ? pick(orders).id : hostileParam()}/signed-estimate.pdf`,
        () => `/orders/${hostileParam()}/signed-estimate.pdf`,
        () => page(`/question/${hostileParam()}`),
        () => page('/admin/orders', `status=${pick(['pending', 'completed', hostileParam()])}&page=${hostileParam()}`),
        () => page('/admin/photos', `delete=${hostileParam()}&done=${hostileParam()}`),
        () => `/project-photos/${chance(0.5) && galleryIds.length > 0 ? `${randomUUID()}-480.webp` : hostileParam()}`,
      ])();
      return { method: chance(0.9) ? 'GET' : 'HEAD', path, cookie: pick([admin.header, customer.header, hostileCookie(admin.header)]) };
    },
    verify: (request, status, _before, text) => {
      // Staff pages and the signed PDFs are for staff (and the order's owner): a customer or a forged cookie never gets them.
      const asStaff = Boolean(request.cookie?.includes(admin.header));
      if (request.path.startsWith('/admin/') && !asStaff && status === 200) return 'a staff page was served without a staff session';
      if (request.path.endsWith('.pdf') && status === 200 && request.method === 'GET' && !text.startsWith('%PDF')) return 'a PDF answer that is not a PDF';
      return undefined;
    },
  },
  {
    name: 'POST /admin/orders (form)',
    make: (worker) => {
      const order = orders[worker];
      return {
        ...formRequest('/admin/orders', {
          orderId: chance(0.9) ? order.id : pick([hostileParam(), randomUUID()]),
          status: pick(['pending', 'in-progress', 'completed', 'cancelled']),
        }),
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        order,
      };
    },
    snapshot: (request) => orderState(request.order.id),
    verify: async (request, status, before, text, response) => {
      const refused = status >= 300 || (await redirectTarget(response, text)) !== undefined;
      const fields = refused ? undefined : await formFields(request);
      const sentStatus = fields && single(fields, 'orderId') === request.order.id ? single(fields, 'status') : undefined;
      return checkOrderChange(request.order.id, refused, status, before, sentStatus);
    },
  },
  {
    // The orders API runs the screen's handler: the same guards, audit entry and customer email.
    name: 'PATCH /api/admin/orders/<id>',
    make: (worker) => {
      const order = orders[worker];
      const id = chance(0.9) ? order.id : pick([hostileParam(), randomUUID()]);
      const body = jsonCase({ status: pick(['pending', 'in_progress', 'in-progress', 'completed', 'cancelled']) });
      return { method: chance(0.9) ? 'PATCH' : pick(['GET', 'POST', 'PUT']), path: `/api/admin/orders/${id}`, ...body, session: admin, order, id };
    },
    snapshot: (request) => orderState(request.order.id),
    verify: async (request, status, before) => {
      let sent;
      try {
        sent = String(JSON.parse(String(request.body)).status).replace('_', '-');
      } catch {
        // Not JSON: it must have been refused.
      }
      const refused = request.method !== 'PATCH' || status >= 300;
      return checkOrderChange(request.order.id, refused, status, before, request.id === request.order.id ? sent : undefined);
    },
  },
  // Jobs after the signature (docs/jobs-and-crews.md): each approval above made its order's job.
  {
    name: 'GET /api/admin/jobs',
    make: () => {
      const params = ['stage', 'orderId', 'page', 'x']
        .filter(() => chance(0.6))
        .map((name) => `${name}=${chance(0.5) ? hostileParam() : pick(['measure', 'install', 'complete', orders[0].id, '', '2', '1000000', '-1'])}`);
      return {
        method: chance(0.9) ? 'GET' : pick(['POST', 'DELETE']),
        path: `/api/admin/jobs?${params.join('&')}`,
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        body: '{}',
      };
    },
    verify: (request, status, _before, text) => {
      if (status === 200 && !request.cookie?.includes(admin.header)) return 'the jobs were served without a staff session';
      if (status === 400 && !text.includes('fieldErrors')) return 'a 400 without fieldErrors';
      return undefined;
    },
  },
  {
    // A stage move or the records: refused (400 with fieldErrors, 409 for a move the rules refuse) or saved, never a 5xx.
    name: 'PATCH /api/admin/jobs/<id>',
    make: (worker) => {
      const id = chance(0.9) ? orders[worker].jobId : pick([hostileParam(), randomUUID()]);
      const body = jsonCase({
        stage: pick(['measure', 'order-product', 'permit', 'install', 'complete', 'cancelled', 'paused']),
        ...(chance(0.5) ? { reason: pick(['', 'Customer asked', hostileString()]) } : {}),
        ...(chance(0.5)
          ? { permit: { municipality: pick(['Coral Gables', hostileString()]), appliedOn: pick(['2027-03-01', '2027-02-30', hostileString()]) } }
          : {}),
        ...(chance(0.3) ? { product: { supplier: hostileString(), expectedOn: pick(['2027-04-01', 'soon']) } } : {}),
      });
      return { method: chance(0.9) ? 'PATCH' : pick(['GET', 'POST']), path: `/api/admin/jobs/${id}`, ...body, session: admin };
    },
    verify: (_request, status, _before, text) => {
      if (status === 400 && !text.includes('fieldErrors') && !text.includes('error')) return 'a 400 without a message';
      return undefined;
    },
  },
  {
    name: 'POST /api/admin/jobs/<id>/visits',
    make: (worker) => {
      const jobId = orders[worker].jobId;
      const start = new Date(Date.UTC(2030, 0, 1 + worker, 13 + int(5))).toISOString();
      const body = jsonCase({
        start: chance(0.8) ? start : hostileString(),
        end: chance(0.8) ? new Date(Date.parse(start) + (int(10) - 1) * 3_600_000).toISOString() : hostileString(),
        crewIds: chance(0.8) ? ['fuzz-admin-does-not-exist'] : hostileString(),
      });
      return {
        method: chance(0.9) ? 'POST' : pick(['GET', 'PATCH']),
        path: `/api/admin/jobs/${chance(0.9) ? jobId : hostileParam()}/visits`,
        ...body,
        session: admin,
      };
    },
    verify: (_request, status, _before, text) => {
      if (status === 400 && !text.includes('fieldErrors') && !text.includes('error')) return 'a 400 without a message';
      return undefined;
    },
  },
  {
    // A visit moved, re-timed, reassigned or cancelled through its address: 400 with fieldErrors, 404 or 409, never a 5xx.
    name: 'PATCH|DELETE /api/admin/jobs/<id>/visits/<visitId>',
    make: (worker) => {
      const jobId = chance(0.8) ? orders[worker].jobId : hostileParam();
      const visitId = chance(0.5) ? randomUUID() : hostileParam();
      const start = new Date(Date.UTC(2030, 1, 1 + worker, 13 + int(5))).toISOString();
      const body = jsonCase({
        ...(chance(0.7) ? { start: chance(0.8) ? start : hostileString() } : {}),
        ...(chance(0.5) ? { end: chance(0.8) ? new Date(Date.parse(start) + (int(10) - 1) * 3_600_000).toISOString() : hostileString() } : {}),
        ...(chance(0.5) ? { crewIds: chance(0.8) ? ['fuzz-admin-does-not-exist'] : hostileString() } : {}),
      });
      return {
        method: chance(0.45) ? 'PATCH' : chance(0.8) ? 'DELETE' : pick(['GET', 'POST']),
        path: `/api/admin/jobs/${jobId}/visits/${visitId}`,
        ...body,
        session: chance(0.9) ? admin : customer,
      };
    },
    verify: (request, status, _before, text) => {
      if (status < 300 && request.session !== admin) return 'a visit was changed without a staff session';
      if (status === 400 && !text.includes('fieldErrors') && !text.includes('error')) return 'a 400 without a message';
      return undefined;
    },
  },
  {
    name: 'GET /api/admin/staff',
    make: () => ({
      method: chance(0.9) ? 'GET' : 'POST',
      path: `/api/admin/staff?role=${chance(0.5) ? pick(['crew', 'admin']) : hostileParam()}`,
      cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
      body: '{}',
    }),
    verify: (request, status, _before, text) => {
      if (status === 200 && !request.cookie?.includes(admin.header)) return 'the staff were listed without a staff session';
      if (status === 400 && !text.includes('fieldErrors')) return 'a 400 without fieldErrors';
      return undefined;
    },
  },
  {
    name: 'GET /api/admin/orders',
    make: () => {
      const params = ['status', 'page', 'x']
        .filter(() => chance(0.6))
        .map((name) => `${name}=${chance(0.5) ? hostileParam() : pick(['pending', 'in_progress', 'completed', '2', '0'])}`);
      return {
        method: chance(0.9) ? 'GET' : pick(['POST', 'DELETE']),
        path: `/api/admin/orders?${params.join('&')}`,
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        body: '{}',
      };
    },
    verify: (request, status, _before, text) => {
      if (status === 200 && !request.cookie?.includes(admin.header)) return 'the orders were served without a staff session';
      if (status === 400 && !text.includes('fieldErrors')) return 'a 400 without fieldErrors';
      return undefined;
    },
  },
  {
    // The invoices API (docs/payments.md): staff only; a 400 always names its fields; nothing is paid by a guest.
    name: 'POST /api/admin/invoices/<id>/payments, /orders/<id>/invoices, /payments/<id>/refund, GET /api/admin/invoices',
    make: () => {
      const id = chance(0.5) ? randomUUID() : hostileParam();
      const path = pick([
        `/api/admin/invoices/${id}/payments`,
        `/api/admin/orders/${id}/invoices`,
        `/api/admin/payments/${id}/refund`,
        `/api/admin/invoices?${pick(['status', 'orderId', 'x'])}=${chance(0.5) ? hostileParam() : pick(['open', 'paid', 'late'])}`,
      ]);
      const body = jsonCase(
        pick([
          {
            amountCents: pick([100, 0, -5, 1.5, '100', 10 ** 12]),
            method: pick(['check', 'zelle', 'card', 'bitcoin']),
            paidOn: pick(['2026-01-01', '2999-01-01', 'today']),
          },
          { kind: pick(['progress', 'final', 'deposit']), lines: pick([[], [{ description: 'x', quantity: 1, unitPriceCents: 100 }], 'all']) },
          { amountCents: pick([1, 0, -1, 'all']) },
        ]),
      );
      return {
        method: path.includes('?') ? pick(['GET', 'POST']) : chance(0.9) ? 'POST' : pick(['GET', 'PUT']),
        path,
        ...body,
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
      };
    },
    verify: (request, status, _before, text) => {
      if ((status === 200 || status === 201) && !request.cookie?.includes(admin.header)) return 'the invoices API answered without a staff session';
      if (status === 201) return 'a payment, invoice or refund was made for an id nobody has';
      if (status === 400 && !text.includes('fieldErrors') && !text.includes('error')) return 'a 400 without its error';
      return undefined;
    },
  },
  {
    // The staff invoice view's forms (docs/payments.md): a guest's or a refused post changes nothing;
    // nothing is ever paid past what the invoice asks for.
    name: 'POST /admin/invoices/<id> (form: payment, refund, void)',
    make: (worker) => {
      const order = orders[worker];
      const id = chance(0.9) ? order.invoiceId : pick([hostileParam(), randomUUID()]);
      const fields = pick([
        {
          intent: 'payment',
          amount: chance(0.5) ? hostileParam() : pick(['0', '-5', '1', '$1.00', '1,000,000.00', '12.345', 'twelve', '']),
          method: pick(['check', 'zelle', 'cash', 'other', 'card', hostileParam()]),
          reference: chance(0.5) ? hostileString().slice(0, 300) : '1042',
          paidOn: pick(['2026-01-02', '2999-01-01', 'today', '', hostileParam()]),
        },
        { intent: 'refund', paymentId: chance(0.5) ? randomUUID() : hostileParam(), amount: pick(['', '1', '-1', hostileParam()]) },
        { intent: pick(['void', 'pay', hostileParam()]) },
      ]);
      return {
        ...formRequest(`/admin/invoices/${id}`, fields),
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        invoiceId: order.invoiceId,
      };
    },
    snapshot: (request) => invoiceState(request.invoiceId),
    verify: async (request, status, before, text, response) => {
      const after = await invoiceState(request.invoiceId);
      if (after.paid > after.total) return `invoice paid ${after.paid} of ${after.total} cents`;
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      if (changed && !request.cookie?.includes(admin.header)) return 'a guest’s post changed an invoice';
      const refused = status >= 400 || (status === 200 && (await redirectTarget(response, text)) === undefined);
      if (changed && refused) return `a refused post (${status}) changed the invoice`;
      if (status >= 500) return `answered ${status}`;
      return undefined;
    },
  },
  {
    // An order's new invoice (the money panel's buttons): past the guard, input is read before the order is.
    name: 'POST /admin/orders/<id>/invoices/new (form), GET /admin/invoices and export.csv',
    make: () => {
      const cookie = chance(0.9) ? admin.header : hostileCookie(customer.header);
      if (chance(0.4))
        return {
          method: 'GET',
          path: pick([
            () => page('/admin/invoices', `view=${chance(0.5) ? hostileParam() : pick(['open', 'overdue', 'paid', 'void'])}`),
            () => `/admin/invoices/export.csv?view=${hostileParam()}`,
            () => page(`/admin/invoices/${hostileParam()}`),
            () => page(`/admin/orders/${hostileParam()}/invoices/new`),
          ])(),
          cookie,
        };
      return {
        ...formRequest(`/admin/orders/${chance(0.5) ? randomUUID() : hostileParam()}/invoices/new`, {
          kind: pick(['progress', 'final', 'deposit', hostileParam()]),
          description: chance(0.5) ? hostileString().slice(0, 400) : 'Windows delivered',
          amount: chance(0.5) ? hostileParam() : pick(['2,500.00', '0', '-1', '']),
        }),
        cookie,
      };
    },
    verify: (request, status) => {
      if (status === 200 && request.method === 'POST' && !request.cookie?.includes(admin.header)) return 'a guest’s post was answered 200';
      if (status >= 500) return `answered ${status}`;
      if (request.method === 'POST' && request.cookie?.includes(admin.header) && (status === 202 || (status >= 300 && status < 400)))
        return `an invoice was made for an order nobody has (${status})`;
      return undefined;
    },
  },
  {
    // Twilio's webhooks: only a request signed with the account's token for its URL is read; the rest is 403 and stores nothing.
    name: 'POST /api/webhooks/twilio/<sms|status|voice|dial>',
    make: () => {
      const hook = pick(['sms', 'status', 'voice', 'dial']);
      const phone = chance(0.8) ? `+1305555${String(1000 + int(9000))}` : hostileParam();
      const params = {
        sms: {
          MessageSid: `SM${randomBytes(16).toString('hex')}`,
          From: phone,
          To: TEST_TWILIO_FROM,
          Body: chance(0.2) ? pick(['STOP', ' start ', 'help', 'Quit']) : hostileString(),
          NumMedia: pick(['0', '1', '99', '-1', 'x']),
          MediaUrl0: pick(['https://api.twilio.com/m.jpg', 'javascript:alert(1)', hostileString()]),
        },
        status: {
          MessageSid: chance(0.5) ? `SM${randomBytes(16).toString('hex')}` : hostileParam(),
          MessageStatus: pick(['sent', 'delivered', 'failed', 'undelivered', hostileString()]),
          ErrorCode: pick(['', '30003', hostileString()]),
        },
        voice: { CallSid: `CA${randomBytes(16).toString('hex')}`, From: chance(0.9) ? phone : 'anonymous', To: TEST_TWILIO_FROM },
        dial: { CallSid: `CA${randomBytes(16).toString('hex')}`, DialCallStatus: pick(['no-answer', 'busy', 'failed', 'completed', hostileString()]) },
      }[hook];
      const target = `/api/webhooks/twilio/${hook}`;
      const body = new URLSearchParams(params);
      const signing = pick(['signed', 'signed', 'forged', 'none']);
      const signature =
        signing === 'signed'
          ? signTwilio(TEST_AUTH_TOKEN, `${TWILIO_PUBLIC_URL}${target}`, body)
          : signing === 'forged'
            ? randomBytes(20).toString('base64')
            : undefined;
      return {
        method: chance(0.95) ? 'POST' : pick(['GET', 'PUT']),
        path: target,
        type: 'application/x-www-form-urlencoded',
        body: body.toString(),
        headers: signature ? { 'x-twilio-signature': signature } : {},
        signing,
      };
    },
    verify: (request, status) => {
      // Unsigned or forged: 403, or 400 when the form cannot even be read (nothing is read from it either way).
      if (request.method === 'POST' && request.signing !== 'signed' && status !== 403 && status !== 400)
        return `a ${request.signing} signature answered ${status}`;
      if (request.method === 'POST' && request.signing === 'signed' && status !== 200 && status !== 400) return `a signed webhook answered ${status}`;
      return undefined;
    },
  },
  {
    // The conversations API: staff only; a reply is 201, or 400 naming the problem, 404, or 409 for an opted-out number.
    name: 'GET /api/admin/conversations, POST /api/admin/conversations/<id>/messages',
    make: () => {
      if (chance(0.4))
        return {
          method: 'GET',
          path: `/api/admin/conversations?${pick(['', 'unread=true', 'unread=x', `phone=${encodeURIComponent(hostileParam())}`, 'phone=%2B13055551234'])}`,
          cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
        };
      return {
        method: chance(0.9) ? 'POST' : pick(['GET', 'PATCH']),
        path: `/api/admin/conversations/${chance(0.5) ? randomUUID() : hostileParam()}/messages`,
        ...jsonCase({ body: pick(['Hello from the office', '', 'x'.repeat(1601)]) }),
        cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
      };
    },
    verify: (request, status, _before, text) => {
      if ((status === 200 || status === 201) && !request.cookie?.includes(admin.header)) return 'texting was served without a staff session';
      if (status === 400 && !text.includes('"error"')) return 'a 400 without its error';
      return undefined;
    },
  },
  {
    // A follow-up's buttons: whatever is posted, the answer goes back only to a back-office page.
    name: 'POST /admin/follow-ups/<id> (form)',
    make: () => ({
      ...formRequest(`/admin/follow-ups/${chance(0.5) ? randomUUID() : hostileParam()}`, {
        intent: pick(['cancel', 'done', 'replied']),
        returnTo: pick(['/admin/dashboard', '/admin/orders?status=completed', '//evil.example/admin/', 'https://evil.example', '/admin/\\evil.example']),
      }),
      cookie: chance(0.9) ? admin.header : hostileCookie(customer.header),
    }),
    verify: (_request, status, _before, _text, response) => {
      const location = response.headers.get('location');
      // A signed-in customer is sent to their own dashboard, as on every staff page.
      const backOffice = ['/admin/', '/login', '/dashboard', '/es/dashboard'].some((start) => location?.startsWith(start));
      if (location && status >= 300 && status < 400 && !backOffice) return `sent to ${location}`;
      return undefined;
    },
  },
  {
    // A review email's tracked link: any token (a guessed one too) leads to the one public review page or the contact page.
    name: 'GET /r/<token>',
    make: () => ({
      method: chance(0.9) ? 'GET' : pick(['POST', 'HEAD']),
      path: `/r/${chance(0.5) ? 'A'.repeat(43) : hostileParam()}${chance(0.3) ? '/feedback' : ''}`,
    }),
    // The one place off the site a link of ours leads: the owner's own review page.
    mayLeaveFor: (location) => location.startsWith('https://search.google.com/local/writereview?'),
    verify: (request, status, _before, _text, response) => {
      if (request.method !== 'GET') return undefined;
      const location = response.headers.get('location') ?? '';
      if (status === 302 && (location.startsWith('https://search.google.com/') || location === '/contact' || location === '/es/contact')) return undefined;
      // A path with an empty segment is first sent to its one spelling, as everywhere on the site.
      if (status === 301 && location.startsWith('/r')) return undefined;
      return status === 404 ? undefined : `answered ${status} to ${location}`;
    },
  },
  {
    // The owner's photos: uploads (right, with hostile words, files that are no photo or too many
    // pixels, files before the words) and the edit, move and delete forms, as staff and as a stranger.
    name: 'POST /admin/photos (forms and multipart uploads)',
    upload: true,
    make: () => {
      const cookie = chance(0.85) ? admin.header : hostileCookie(customer.header);
      if (chance(0.4)) {
        const fields = { intent: 'upload', ...validPhoto };
        for (const name of Object.keys(validPhoto)) if (chance(0.1)) fields[name] = hostileString();
        const file = () => pick([uploadPhotos.png, uploadPhotos.png, uploadPhotos.heic, uploadPhotos.hugePng, Buffer.from('not a photo')]);
        const files = [
          ['before.png', file(), 'before'],
          ['after.png', file(), 'photo'],
        ].filter(() => chance(0.85));
        return { path: page('/admin/photos'), type: UPLOAD_TYPE, body: uploadBody(fields, files, { photosFirst: chance(0.1) }), cookie };
      }
      const id = chance(0.6) && galleryIds.length > 0 ? pick(galleryIds) : hostileParam();
      const fields = pick([
        { intent: 'update', id, ...validPhoto, town: pick(['Miami', '', hostileString()]) },
        { intent: 'move', id, direction: pick(['up', 'down', hostileParam()]) },
        { intent: 'delete', id, confirm: pick(['yes', 'no']) },
      ]);
      return { ...formRequest('/admin/photos', fields), cookie };
    },
    verify: async (request, status, _before, text, response) => {
      const to = await redirectTarget(response, text);
      const done = to !== undefined && new URL(to, server.url).searchParams.has('done');
      // A stranger is sent to sign in (for `.data`, a redirect inside a 2xx): never an answer of the form's own.
      if (!request.cookie?.includes(admin.header) && (done || (status >= 200 && status < 300 && to === undefined)))
        return 'the photo form answered without a staff session';
      const stored = to && /#photo-([0-9a-f-]{36})$/.exec(to);
      if (stored && !galleryIds.includes(stored[1])) galleryIds.push(stored[1]);
      return undefined;
    },
  },
  {
    name: 'malformed requests (raw socket)',
    make: () => {
      const request = malformedRequest(`127.0.0.1:${server.port}`);
      const [method, target] = request.text.split('\r\n')[0].split(' ');
      return { ...request, method, path: target ?? '' };
    },
    send: async (request) => {
      const response = await rawRequest(server.port, request.text).catch((error) => {
        tallyRaw(request.kind, 'no answer');
        throw error;
      });
      tallyRaw(request.kind, String(response.status));
      return { response, text: await response.text() };
    },
    verify: (request, status, _before, _text, response) => {
      const location = response.headers.get('location');
      switch (request.kind) {
        case 'missing-host':
        case 'bad-host':
        case 'absolute-form':
        case 'trace':
        case 'connect':
          return status >= 400 && status < 500 ? undefined : `${request.kind} answered ${status}, not a 4xx`;
        case 'non-canonical':
          if (status === 404) return undefined;
          if ((status === 301 || status === 308) && location && new URL(location, server.url).pathname === request.canonical) return undefined;
          return `non-canonical ${request.path} answered ${status}${location ? ` to ${location}` : ''}, not a redirect to ${request.canonical} or 404`;
        case 'secret-query':
          secretsSent.add(request.secret);
          return undefined;
        default:
          return status === 200 ? undefined : `a well-formed request answered ${status}`;
      }
    },
  },
];
for (const token of resetTokens) secretsSent.add(token);

/** The server's resident memory, sampled every 20 ms until `stop` gives the peak, in MB (Linux). */
function sampleServerRss() {
  const rss = () => {
    try {
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      // The server has stopped: the run reports why.
      return 0;
    }
  };
  let peak = rss();
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rss());
    },
  };
}
/** Peak server RSS (MB) during each upload case, printed with the summary. */
const uploadPeaks = [];

async function runTarget(target) {
  const counts = { sent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, silent4xx: 0, problems: 0 };
  const startedAt = performance.now();
  const rss = target.upload ? sampleServerRss() : undefined;
  let next = 0;
  const report = (message) => {
    counts.problems++;
    if (counts.problems <= Number(process.env.FUZZ_SHOW ?? 3)) console.error(`${target.name}: ${message}`);
  };
  async function worker(index) {
    while (next < PER_TARGET) {
      next++;
      const request = target.make(index);
      const before = await target.snapshot?.(request);
      let answer;
      try {
        answer = await (target.send ?? send)(request);
      } catch (error) {
        report(
          `no answer (${error.name} ${error.cause?.code ?? error.cause?.message ?? ''}) for ${request.method ?? 'POST'} ${request.path.slice(0, 100)} ${request.type} ${String(request.body ?? '').slice(0, 100)}`,
        );
        continue;
      }
      const { response, text } = answer;
      counts.sent++;
      const klass = `${Math.floor(response.status / 100)}xx`;
      counts[klass] = (counts[klass] ?? 0) + 1;
      const what = `${request.method ?? 'POST'} ${request.path.slice(0, 100)} ${String(request.body ?? '').slice(0, 100)}`;
      if (response.status >= 500) report(`${response.status} for ${what}`);
      const to = await redirectTarget(response, text);
      if (to !== undefined && !siteOrigins.has(new URL(to, server.url).origin) && !target.mayLeaveFor?.(to))
        report(`redirects off the site, to ${to.slice(0, 100)}, for ${what}`);
      if (text.includes('Unexpected Server Error')) report(`${response.status} with React Router's "Unexpected Server Error" for ${what}`);
      if (response.status >= 400 && response.status < 500 && request.method !== 'HEAD' && (await refusalMessages(response, text)).length === 0) {
        counts.silent4xx++;
        report(`${response.status} without a message for ${what}: ${text.slice(0, 200)}`);
      }
      const problem = await target.verify?.(request, response.status, before, text, response);
      if (problem) report(`${problem} (${what})`);
      await target.record?.(request, response.status, text);
    }
  }
  await Promise.all(Array.from({ length: target.workers ?? CONCURRENCY }, (_, index) => worker(index)));
  if (rss) uploadPeaks.push(`${target.name}: ${rss.stop().toFixed(0)} MB`);
  return { target: target.name, ...counts, seconds: (performance.now() - startedAt) / 1000 };
}

const results = [];
for (const target of TARGETS) {
  if (ONLY && !target.name.includes(ONLY)) continue;
  results.push(await runTarget(target));
}

/** The most a quote request with photos may make the server hold, whatever arrives (issue 31). */
const UPLOAD_RSS_LIMIT_MB = 400;
/**
 * Issue 31, item 1: six quote requests of 8 photos of 15 MB each (120 MB) at once, from six
 * addresses. Each is stored or refused with 429 and its message; the server stays under 400 MB.
 */
async function parallelUploads() {
  const photo = await largePhoto(15 * 1024 * 1024 - 64 * 1024);
  const body = uploadBody(
    validQuote,
    Array.from({ length: 8 }, (_, index) => [`big-${index + 1}.jpg`, photo]),
  );
  const rss = sampleServerRss();
  const answers = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const response = await fetch(`${server.url}/api/quote-requests`, {
        method: 'POST',
        headers: { 'content-type': UPLOAD_TYPE, 'x-forwarded-for': `10.31.0.${index + 1}` },
        body,
        signal: AbortSignal.timeout(300_000),
      });
      return { status: response.status, body: await response.json() };
    }),
  );
  const peak = rss.stop();
  uploadPeaks.push(`six parallel uploads of ${(body.length / 1024 / 1024).toFixed(0)} MB each: ${peak.toFixed(0)} MB`);
  const tally = answers.reduce((all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
  console.log(
    `six parallel uploads of 8 photos of ${(photo.length / 1024 / 1024).toFixed(1)} MB: answered ${Object.entries(tally)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')}; server peak RSS ${peak.toFixed(0)} MB`,
  );
  for (const answer of answers) {
    if (answer.status !== 201 && !(answer.status === 429 && answer.body.error))
      problem(`a parallel upload answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    if (answer.status === 201 && (await count('select count(*) from quote_request_photos where quote_request_id = ?', answer.body.id)) !== 8)
      problem(`parallel upload ${answer.body.id} was stored without its 8 photos`);
  }
  if (peak >= UPLOAD_RSS_LIMIT_MB) problem(`the server reached ${peak.toFixed(0)} MB during the parallel uploads, over ${UPLOAD_RSS_LIMIT_MB} MB`);
}

/** Six files of 64 MB sent to /verify at once: each refused with 413 (or 429) and its message, the server kept under the upload limit. */
async function hugeVerifyUploads() {
  const body = verifyBody(Buffer.concat([hostilePdfs.deflateBomb, Buffer.alloc(64 * 1024 * 1024, 0x20)]));
  const rss = sampleServerRss();
  const answers = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const post = () =>
        fetch(`${server.url}/verify`, {
          method: 'POST',
          headers: { 'content-type': VERIFY_TYPE, 'x-forwarded-for': `10.32.0.${index + 1}` },
          body,
          signal: AbortSignal.timeout(300_000),
        });
      // A pooled connection the server closed while it sat idle fails as the upload starts: sent again once, on a new one.
      const response = await post().catch((error) => (['EPIPE', 'ECONNRESET'].includes(error.cause?.code) ? post() : Promise.reject(error)));
      return { status: response.status, text: await response.text() };
    }),
  );
  const peak = rss.stop();
  uploadPeaks.push(`six parallel /verify uploads of 64 MB each: ${peak.toFixed(0)} MB`);
  console.log(`six parallel /verify uploads of 64 MB: answered ${answers.map((answer) => answer.status).join(' ')}; server peak RSS ${peak.toFixed(0)} MB`);
  for (const answer of answers) {
    if (![413, 429].includes(answer.status) || !/larger than|right now/.test(answer.text))
      problem(`a 64 MB /verify upload answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  if (peak >= UPLOAD_RSS_LIMIT_MB) problem(`the server reached ${peak.toFixed(0)} MB during the /verify uploads, over ${UPLOAD_RSS_LIMIT_MB} MB`);
}

// After the storm: every stored row is whole, and what was accepted is stored as it was sent.
const afterProblems = [];
const problem = (message) => {
  afterProblems.push(message);
  if (afterProblems.length <= 10) console.error(message);
};

for (const { id, body } of apiLeads) {
  const [quote] = await rows('select * from quote_requests where id = ?', id);
  const [contact] = await rows('select * from contact_messages where id = ?', id);
  const row = quote ?? contact;
  if (!row) {
    problem(`accepted lead ${id} is not stored`);
    continue;
  }
  const columns = quote
    ? { first_name: 'firstName', last_name: 'lastName', address: 'address', city: 'city', project_description: 'projectDescription' }
    : { name: 'name', message: 'message' };
  for (const [column, field] of Object.entries(columns)) {
    if (row[column] !== stored(body[field]))
      problem(`lead ${id}: stored ${column} ${JSON.stringify(String(row[column]).slice(0, 80))}, sent ${JSON.stringify(String(body[field]).slice(0, 80))}`);
  }
  const emails = await count('select count(*) from outbox where ref_id = ?', id);
  if (!row.spam_reason && emails !== 2) problem(`lead ${id} has ${emails} emails queued, not 2`);
}
for (const { id, body } of chatbotContacts) {
  const [row] = await rows('select name, email, phone from chatbot_contacts where id = ?', id);
  for (const field of ['name', 'phone']) {
    if (row?.[field] !== stored(body[field])) problem(`chatbot contact ${id}: stored ${field} ${JSON.stringify(String(row?.[field]).slice(0, 80))}`);
  }
}
for (const { sessionId, message } of chatLines) {
  const found = await count("select count(*) from chat_messages where session_id = ? and sender = 'user' and text = ?", sessionId, stored(message));
  if (found === 0) problem(`chat message in ${sessionId} not stored as sent: ${JSON.stringify(message.slice(0, 80))}`);
}
for (const { email, name } of formAccounts) {
  const [user] = await rows('select name from "user" where email = ?', email);
  if (!user) problem(`registered ${email} has no account`);
  else if (user.name !== name) problem(`account ${email}: stored name ${JSON.stringify(user.name)}, sent ${JSON.stringify(name)}`);
}

// Every stored address obeys the one email rule (the auth library's own pattern): no ?, & or
// space that would reshape a mailto: link, nothing the library would refuse later.
const emailRule = (email) => typeof email === 'string' && email.length <= 254 && z.regexes.email.test(email);
for (const table of ['quote_requests', 'contact_messages', 'chatbot_contacts', '"user"']) {
  // A lead that came by text has no address (docs/texting.md): its source says so.
  const byText = table === 'contact_messages' ? " where coalesce(utm_source, '') <> 'Text message'" : '';
  const refused = (await rows(`select email from ${table}${byText}`)).filter((row) => !emailRule(row.email));
  if (refused.length) problem(`${refused.length} address(es) in ${table} break the email rule, e.g. ${JSON.stringify(refused[0].email)}`);
}

// A confirmation goes to whatever address the visitor typed: it repeats none of their free text or links.
const FREE_TEXT = { quote: ['lastName', 'phone', 'address', 'city', 'projectDescription'], contact: ['name', 'phone', 'message'] };
// A seeded lead's confirmation: text that is in it (the company's own address, say) is ours, not the visitor's.
const [{ text_body: ourText }] = await rows("select text_body from outbox where ref_id = ? and kind like '%.customer'", leads['quote-requests'][0]);
for (const { id, body } of apiLeads) {
  const [queued] = await rows("select text_body, html_body from outbox where ref_id = ? and kind like '%.customer'", id);
  if (!queued) continue;
  const mail = { text_body: mailText(queued.text_body), html_body: mailText(queued.html_body) };
  const sent = (body.projectDescription === undefined ? FREE_TEXT.contact : FREE_TEXT.quote)
    .map((field) => body[field])
    .filter((value) => typeof value === 'string');
  const repeated = sent
    .map((value) => stored(value))
    .find((value) => value.length >= 12 && !ourText.includes(value) && (mail.text_body.includes(value) || mail.html_body.includes(value)));
  if (repeated !== undefined) problem(`the confirmation for lead ${id} repeats what the visitor wrote: ${JSON.stringify(repeated.slice(0, 60))}`);
  // Our own links (confirming the request, booking its visit) are ours; any other is the visitor's.
  else if (/https?:|www\./i.test([...siteOrigins].reduce((text, origin) => text.replaceAll(`${origin}/`, ''), mail.text_body)))
    problem(`the confirmation for lead ${id} carries a link`);
}

/**
 * Issue 13, item 2: 100 wrong passwords from four addresses lock the account for strangers, the
 * right password included; the owner gets back in through the reset email, from a new address.
 */
async function lockoutScenario() {
  const email = 'lockout@fuzz.test';
  const owner = '10.13.0.99';
  await register(email, 'owners-password');
  for (let attempt = 0; attempt < 100; attempt++) {
    const { response } = await send({ path: '/login', ...form({ email, password: `guess-${attempt}` }), from: `10.13.0.${1 + (attempt % 4)}` });
    if (response.status !== 401) return problem(`lockout: wrong password ${attempt + 1} answered ${response.status}, not 401`);
  }
  const locked = await send({ path: '/login', ...form({ email, password: 'owners-password' }), from: owner });
  if (locked.response.status !== 429) return problem(`lockout: the 101st attempt answered ${locked.response.status}, not 429`);
  await expectStatus('lockout: reset link', { path: '/forgot-password', ...form({ email }), from: owner }, [200]);
  const [mail] = await rows('select text_body from outbox where to_address = ? order by created_at desc', email);
  const token = /reset-password\?token=(\S+)/.exec(mailText(mail?.text_body))?.[1];
  if (!token) return problem('lockout: no reset link was queued');
  secretsSent.add(token);
  await expectStatus(
    'lockout: reset',
    { path: '/reset-password', ...form({ token, password: 'owners-new-password', confirmPassword: 'owners-new-password' }), from: owner },
    [302],
  );
  const back = await send({ path: '/login', ...form({ email, password: 'owners-new-password' }), from: owner });
  if (back.response.status !== 302) problem(`lockout: after the reset the owner's sign-in answered ${back.response.status}, not 302`);
  return undefined;
}
await lockoutScenario();
if (!ONLY || 'parallel uploads'.includes(ONLY)) await parallelUploads();
if (!ONLY || 'POST /verify uploads'.includes(ONLY)) await hugeVerifyUploads();

const halfWritten = {
  'quote requests missing a required field': await count(
    "select count(*) from quote_requests where first_name = '' or email = '' or project_description = '' or status is null",
  ),
  'contact messages missing a required field': await count(
    "select count(*) from contact_messages where name = '' or (email = '' and coalesce(utm_source, '') <> 'Text message') or message = '' or status is null",
  ),
  'chatbot contacts without a conversation': await count('select count(*) from chatbot_contacts where session_id not in (select id from chat_sessions)'),
  'lead emails without a lead': await count(
    "select count(*) from outbox where (kind like 'quote-request.%' or kind like 'contact-message.%' or kind like 'chatbot-contact.%') and (ref_id is null or ref_id not in (select id from quote_requests union select id from contact_messages union select id from chatbot_contacts))",
  ),
  'accounts without a sign-in method': await count('select count(*) from "user" where id not in (select user_id from account)'),
  'audit entries about no lead': await count(
    "select count(*) from audit_log where subject_type in ('quote-request', 'contact-message', 'chatbot-contact') and subject_id not in (select id from quote_requests union select id from contact_messages union select id from chatbot_contacts)",
  ),
};
if (results.some((r) => r.target.startsWith('POST /logout'))) {
  halfWritten['sessions left after logout'] = await count(
    'select count(*) from session where user_id = (select id from "user" where email = ?)',
    logoutAccount.email,
  );
}
for (const [what, n] of Object.entries(halfWritten)) if (n > 0) problem(`${n} ${what}`);

// Markup staff might be shown is escaped: each lead's page, with notes and fields holding HTML.
const MARKUP = '<script>alert("fuzz")</script><img src=x onerror=alert(1)> =HYPERLINK("http://evil.example")';
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
async function expectEscaped(label, pathname, session, text) {
  const { response, text: html } = await send({ method: 'GET', path: pathname, session });
  if (response.status !== 200) return problem(`${label}: ${pathname} answered ${response.status}`);
  if (html.includes('<script>alert(') || html.includes('<img src=x')) problem(`${label}: ${pathname} carries the markup unescaped`);
  else if (!html.includes(escapeHtml(text))) problem(`${label}: ${pathname} does not show ${JSON.stringify(text.slice(0, 60))} as text`);
}
const markupLead = await expectStatus(
  'markup lead',
  { path: '/api/contact-messages', ...json({ ...validContact, name: `Ana ${MARKUP}`.slice(0, 100), message: MARKUP }) },
  [201],
);
const markupId = JSON.parse(markupLead.text).id;
await expectStatus(
  'markup notes',
  { method: 'PATCH', path: `/api/admin/contact-messages/${markupId}`, ...json({ notes: `Notes ${MARKUP}` }), session: admin },
  [200],
);
if ((await value('select notes from contact_messages where id = ?', markupId)) !== `Notes ${MARKUP}`) problem('notes with markup were not stored verbatim');
await expectEscaped('lead page', `/admin/contact-submissions/${markupId}`, admin, `Notes ${MARKUP}`);
await expectEscaped('lead page', `/admin/contact-submissions/${markupId}`, admin, MARKUP);
for (const kind of kindNames) {
  const id = leads[kind][0];
  // The dialog's form saves the status with the notes: the lead keeps its own.
  const status = await value(`select status from ${kinds[kind].table} where id = ?`, id);
  await expectStatus(
    'markup notes',
    { path: `/admin/${kinds[kind].screen}/${id}`, ...form({ intent: 'update', status, notes: `Form ${MARKUP}` }), session: admin },
    [302],
  );
  await expectEscaped('lead page', `/admin/${kinds[kind].screen}/${id}`, admin, `Form ${MARKUP}`);
}
await expectStatus(
  'markup profile',
  { path: '/dashboard/profile', ...form({ intent: 'profile', name: `Ana ${MARKUP}`.slice(0, 100), phone: '', address: MARKUP }), session: customer },
  [200],
);
await expectEscaped('profile page', '/dashboard/profile', customer, MARKUP);
const appName = `Gables <b>&</b> "Co"`;
await expectStatus('markup name', { path: '/admin/settings', ...form({ intent: 'save-settings', appName }), session: owner }, [200]);
await expectEscaped('public page', '/about', undefined, appName);

/** CPU seconds a process has used so far (Linux), to tell a slow run from a busy machine. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Every field of an RFC 4180 file, quotes removed. */
function csvCells(text) {
  const cells = [];
  for (const match of text.matchAll(/(?:^|,|\r\n)("(?:[^"]|"")*"|[^,\r\n]*)/g)) {
    const field = match[1];
    cells.push(field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);
  }
  return cells;
}

// Spreadsheet formulas in a lead are defused in the CSV staff download.
await expectStatus(
  'formula lead',
  { path: '/api/contact-messages', ...json({ ...validContact, name: '@SUM(A1)', message: '=HYPERLINK("http://evil.example","click")' }) },
  [201],
);
const { text: csv } = await expectStatus('CSV export', { method: 'GET', path: '/admin/contact-submissions/export.csv', session: admin }, [200]);
const formulaCells = csvCells(csv.replace(/^\uFEFF/, '')).filter((cell) => /^[=+\-@\t\r]/.test(cell));
if (formulaCells.length) problem(`the CSV export has ${formulaCells.length} cell(s) a spreadsheet would run, e.g. ${formulaCells[0].slice(0, 60)}`);
if (!csv.includes(`"'=HYPERLINK(""http://evil.example""`) || !csv.includes(`'@SUM(A1)`)) problem('the CSV export does not hold the formula lead, defused');

const serverCpuSeconds = cpuSeconds(server.child.pid);
await server.stop();
await store.close();

// The log, whole now that the server has stopped: no error-level line, no secret from a query string.
for (const line of errorLines.slice(0, 5)) problem(`error-level log line: ${line.slice(0, 300)}`);
if (errorLines.length > 5) problem(`... and ${errorLines.length - 5} more error-level log lines`);
const log = logLines.join('\n');
const leaked = [...secretsSent].filter((secret) => log.includes(secret));
if (leaked.length) problem(`${leaked.length} of ${secretsSent.size} secrets sent in query strings are in the request log, e.g. ${leaked[0].slice(0, 12)}…`);

let failures = afterProblems.length;
console.log(`| target | sent | 2xx | 3xx | 4xx | 5xx | 4xx without message | other problems | seconds |`);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const total = { sent: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, silent4xx: 0, problems: 0 };
for (const r of results) {
  const other = r.problems - r['5xx'] - r.silent4xx;
  failures += r.problems + (r.sent < PER_TARGET ? 1 : 0);
  for (const key of Object.keys(total)) total[key] += r[key] ?? 0;
  console.log(`| ${r.target} | ${r.sent} | ${r['2xx']} | ${r['3xx']} | ${r['4xx']} | ${r['5xx']} | ${r.silent4xx} | ${other} | ${r.seconds.toFixed(1)} |`);
}
console.log(
  `| all ${results.length} targets | ${total.sent} | ${total['2xx']} | ${total['3xx']} | ${total['4xx']} | ${total['5xx']} | ${total.silent4xx} | ${total.problems - total['5xx'] - total.silent4xx} | |`,
);
console.log('');
const outcomes = Object.entries(rawOutcomes).map(
  ([kind, answers]) =>
    `${kind} ${Object.entries(answers)
      .map(([answer, n]) => `${answer}×${n}`)
      .join(' ')}`,
);
if (outcomes.length) console.log(`malformed requests answered: ${outcomes.join('; ')}`);
console.log(
  `database: ${store.dialect}; accepted and checked as stored: ${apiLeads.length} API leads, ${chatbotContacts.length} chatbot contacts, ${chatLines.length} chat messages, ${formAccounts.length} new accounts`,
);
if (uploadPeaks.length) console.log(`server peak RSS during the upload cases: ${uploadPeaks.join('; ')}`);
console.log(`half-written rows: ${Object.values(halfWritten).reduce((a, b) => a + b, 0)}; problems after the run: ${afterProblems.length}`);
console.log(
  `server log: ${logLines.length} lines, ${errorLines.length} at error level; secrets from query strings found in it: ${leaked.length} of ${secretsSent.size}`,
);
const clientCpu = process.cpuUsage();
console.log(
  `wall time: ${((performance.now() - started) / 1000).toFixed(0)} s; CPU time: server ${serverCpuSeconds?.toFixed(0) ?? '?'} s, this script ${((clientCpu.user + clientCpu.system) / 1e6).toFixed(0)} s`,
);
console.log(failures === 0 ? 'PASS' : `FAIL: ${failures} problem(s)`);
process.exit(failures === 0 ? 0 : 1);
