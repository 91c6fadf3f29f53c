// The follow-through on a production server of its own (docs/follow-ups.md), with its delays
// shortened and its mail going to an SMTP server this test starts: staff send four estimates
// through the admin API; two customers approve through their estimate's form post, and their
// orders are completed through PATCH /api/admin/orders/<id>. The two who did not answer get their
// follow-up, with their estimate's link; the two who approved get none. Each completed order gets
// one review request; one customer opts out with the one-click POST of its List-Unsubscribe and
// gets no reminder, the other gets one. Every review link leads to the same public review page.
// The logic, with the clock moved by the test, is app/features/followups/follow-ups.server.test.ts.
import { mkdirSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { company } from '~/content/company';
import { companyContact } from '~/content/estimates';
import { followUpWordsFor as englishFor } from '~/content/follow-ups';
import { followUpWordsFor as spanishFor } from '~/content/es/follow-ups';
import { bodyParts, header, type ReceivedMail, startSmtpServer, subjectOf, type TestSmtpServer } from '../support/smtp-server';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { sessionCookie, storeAccount } from './accounts-helpers';
import { E2E_SESSION_SECRET } from './database';
import { quoteRequest, sendByApi } from './estimates-helpers';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dir = `data/e2e-follow-through-${run}`;
const database = `${dir}/app.db`;
// The server starts on the sample profile.
const english = englishFor(companyContact(company));
const spanish = spanishFor(companyContact(company));
const STAFF = { email: `irene.${run}@staff.test`, password: 'irene-password-follow-through', role: 'admin' as const, name: 'Irene Soto' };

/**
 * Minutes, as the settings take them: the follow-up 15 s after sending (the approvals land within a
 * few seconds; the margin is for a busy machine), the request 3 s after completion, the reminder 6 s
 * after it.
 */
const FOLLOW_UP = '0.25';
const REQUEST = '0.05';
const REMINDER = '0.1';

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let server: Server;
let smtp: TestSmtpServer;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  const port = await freePort();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  smtp = await startSmtpServer();
  server = await startProductionServer({
    port,
    env: {
      DATABASE_URL: `file:./${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: 'office@follow-through.test',
      LEAD_RATE_LIMIT: '10000',
      JOBS_INTERVAL_MS: '100',
      ESTIMATE_FOLLOW_UP_MINUTES: FOLLOW_UP,
      REVIEW_REQUEST_AFTER_MINUTES: REQUEST,
      REVIEW_REMINDER_AFTER_MINUTES: REMINDER,
      // The journey runs at any hour: automated email would otherwise wait for 8 am.
      CUSTOMER_QUIET_HOURS: 'off',
    },
  });
  await storeAccount(STAFF, database);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Polled often: the emails are in this process's memory. */
const often = { intervals: [100, 200], timeout: 30_000 };

/** What one customer received, subject and decoded text. */
function mailTo(email: string): Array<{ subject: string; text: string; raw: string }> {
  return smtp.received
    .filter((mail: ReceivedMail) => mail.to.includes(email))
    .map((mail) => ({ subject: subjectOf(mail.raw), text: bodyParts(mail.raw).text ?? '', raw: mail.raw }));
}

const followUpSubjects = [english, spanish].flatMap((words) => [words.estimate.subject.unopened, words.estimate.subject.opened]);
const followUps = (email: string) => mailTo(email).filter((mail) => followUpSubjects.includes(mail.subject));
const reviewMails = (email: string) =>
  mailTo(email).filter((mail) => [english, spanish].some((words) => [words.review.subject, words.review.reminderSubject].includes(mail.subject)));

/** The follow_ups rows planned for one customer, as the staff timelines read them. */
function plannedFor(email: string): Array<{ kind: string; state: string; reason: string | null }> {
  const db = new Database(database, { readonly: true });
  try {
    return db.prepare('select kind, state, reason from follow_ups where email = ? order by kind').all(email) as Array<{
      kind: string;
      state: string;
      reason: string | null;
    }>;
  } finally {
    db.close();
  }
}

/** The estimate's link, from the email that sent it (/estimates/… or /es/estimates/…). */
async function estimateLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = mailTo(email)
          .map((mail) => /https?:\/\/\S+?\/estimates\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0])
          .find(Boolean)),
      often,
    )
    .toBeTruthy();
  return link!;
}

/** The customer opens the estimate and approves option A with their typed name, as the page's form posts it. */
async function approve(customer: APIRequestContext, link: string, fullName: string) {
  const page = await customer.get(link);
  expect(page.status()).toBe(200);
  const documentHash = /name="documentHash" value="([0-9a-f]{64})"/.exec(await page.text())?.[1];
  expect(documentHash, 'the approval form carries the document hash').toBeTruthy();
  const posted = await customer.post(link, {
    form: { intent: 'approve', option: '1', esignConsent: 'on', fullName, acceptTerms: 'on', documentHash: documentHash! },
  });
  expect(posted.status(), await posted.text()).toBe(200);
}

test('unanswered estimates are followed up and approved ones not; completed orders get one review request and one reminder, none after a one-click opt-out, all to the same review page', async ({
  playwright,
}) => {
  const url = new URL(server.url);
  const staff = await playwright.request.newContext({
    baseURL: server.url,
    storageState: {
      cookies: [
        { ...(await sessionCookie(STAFF.email, database)), domain: url.hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
  });
  const customers = await playwright.request.newContext({ baseURL: server.url });
  // What a mail client sends from its own site, without the customer's cookies.
  const mailClient = await playwright.request.newContext();

  const [ana, beto, carla, diego] = await Promise.all([
    quoteRequest(customers, 'Ana', 'en'),
    quoteRequest(customers, 'Beto', 'es'),
    quoteRequest(customers, 'Carla', 'en'),
    quoteRequest(customers, 'Diego', 'es'),
  ]);
  const estimates = await Promise.all([ana, beto, carla, diego].map((customer) => sendByApi(staff, customer.id)));

  // Ana and Beto approve at once, and staff complete the orders their approvals made.
  await Promise.all(
    [ana, beto].map(async (customer, n) => {
      await approve(customers, await estimateLink(customer.email), n === 0 ? 'Ana Ortega' : 'Beto Ortega');
      const { estimate } = (await (await staff.get(`/api/admin/estimates/${estimates[n]}`)).json()) as { estimate: { state: string; orderId: string } };
      expect(estimate.state).toBe('approved');
      const completed = await staff.patch(`/api/admin/orders/${estimate.orderId}`, { data: { status: 'completed' } });
      expect(completed.status(), await completed.text()).toBe(200);
    }),
  );

  // Beto's review request arrives; his mail client's one-click unsubscribe (RFC 8058) follows it.
  await expect.poll(() => reviewMails(beto.email).length, often).toBe(1);
  const [request] = reviewMails(beto.email);
  expect(request!.subject).toBe(spanish.review.subject);
  expect(header(request!.raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /<(https?:\/\/[^>]+\/unsubscribe\/[^>]+)>/.exec(header(request!.raw, 'list-unsubscribe') ?? '')?.[1];
  expect(unsubscribe, 'an https URL in List-Unsubscribe').toBeTruthy();
  const optedOut = await mailClient.post(unsubscribe!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(optedOut.status()).toBe(200);

  // Carla and Diego, who did not answer, each get their follow-up with their estimate's link.
  for (const customer of [carla, diego]) {
    await expect.poll(() => followUps(customer.email).length, often).toBe(1);
    expect(followUps(customer.email)[0]!.text).toContain(await estimateLink(customer.email));
  }
  expect(followUps(carla.email)[0]!.subject).toBe(english.estimate.subject.unopened);
  expect(followUps(diego.email)[0]!.subject).toBe(spanish.estimate.subject.unopened);

  // Ana gets her reminder after the reminder delay; Beto's was stopped by his opt-out.
  await expect.poll(() => reviewMails(ana.email).map((mail) => mail.subject), often).toEqual([english.review.subject, english.review.reminderSubject]);
  const settled = () => [ana, beto].every((customer) => plannedFor(customer.email).every((row) => row.state !== 'scheduled'));
  await expect.poll(settled, often).toBe(true);

  // Everything planned has settled: what each received, and why the rest was not sent.
  expect(plannedFor(ana.email)).toEqual([
    { kind: 'estimate-follow-up', state: 'stopped', reason: 'approved' },
    { kind: 'review-reminder', state: 'sent', reason: null },
    { kind: 'review-request', state: 'sent', reason: null },
  ]);
  expect(plannedFor(beto.email)).toEqual([
    { kind: 'estimate-follow-up', state: 'stopped', reason: 'approved' },
    { kind: 'review-reminder', state: 'stopped', reason: 'opted-out' },
    { kind: 'review-request', state: 'sent', reason: null },
  ]);
  expect(followUps(ana.email)).toEqual([]);
  expect(followUps(beto.email)).toEqual([]);
  expect(reviewMails(beto.email)).toHaveLength(1);
  expect(followUps(carla.email)).toHaveLength(1);
  expect(followUps(diego.email)).toHaveLength(1);

  // Every review email's tracked link, whoever got it, leads to the one public review page.
  const reviewLinks = [...reviewMails(ana.email), ...reviewMails(beto.email)].map((mail) => /https?:\/\/\S+?\/r\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]);
  expect(new Set(reviewLinks).size).toBe(3);
  for (const link of reviewLinks) {
    const followed = await customers.get(link!, { maxRedirects: 0 });
    expect([followed.status(), followed.headers().location]).toEqual([302, company.reviewUrl]);
  }
  await Promise.all([staff.dispose(), customers.dispose(), mailClient.dispose()]);
});
