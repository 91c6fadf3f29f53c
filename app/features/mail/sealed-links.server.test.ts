import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, formPost, signedIn } from '#tests/support/accounts';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { approveThroughLink, quoteRequestRow } from '#tests/support/follow-up-fixtures';
import { attachments, bodyParts, header, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { handleForgotPassword, isResetTokenUsable } from '~/features/accounts/sign-in/password-reset.server';
import { handleRegistration } from '~/features/accounts/sign-in/registration.server';
import { sealQueuedReminderLinks, visitReminderJob, visitReminderKind } from '~/features/bookings/booking-emails.server';
import { bookVisit, confirmVisit, findVisitByToken } from '~/features/bookings/visits.server';
import { estimateMailContext } from '~/features/estimates/estimate-handlers.server';
import type { EstimateDraft } from '~/features/estimates/estimate-form';
import { createEstimate, sendEstimate } from '~/features/estimates/estimates.server';
import { hashToken } from '~/features/estimates/tokens.server';
import { sealStoredFollowUpLinks } from '~/features/followups/follow-ups.server';
import { automatedMailChecks, followUpJob } from '~/features/followups/jobs.server';
import { leadFollowUpJob } from '~/features/leads/intake/follow-up.server';
import { queueLeadFollowUp } from '~/features/leads/intake/follow-up-job.server';
import { leadMailContext } from '~/features/leads/intake/receive-lead.server';
import { readRequestConfirmationToken } from '~/features/leads/my-requests/request-confirmation.server';
import { unsubscribeAddress } from '~/features/notifications/unsubscribe-links.server';
import { orderCompany } from '~/features/orders/order-emails.server';
import { readOrderLink } from '~/features/orders/order-links.server';
import { changeOrderStatus } from '~/features/orders/orders.server';
import { parseEnv } from '~/lib/env.server';
import { enqueueJob } from '~/lib/jobs/jobs.server';
import { createJobRunner, type JobRunner } from '~/lib/jobs/runner.server';
import type { AppServices } from '~/lib/request-context';
import { sendEmailJob } from './jobs.server';
import { openLinks } from './links.server';
import { createSmtpTransport, defaultMailFrom } from './transport.server';

// "A database that leaks does not leak working links": every email kind that carries a key is
// driven here as the site sends it, and no key that reached a customer's inbox may be found in
// what the database stores (job payloads, the outbox, mail attachments, follow-up rows), neither
// while the email waits nor after it was sent.

const silent = pino({ level: 'silent' });
const T0 = new Date('2027-02-02T14:00:00.000Z');
const HOUR = 60 * 60_000;
const staff = { userId: 'owner', email: 'owner@links.test' };
const draft: EstimateDraft = {
  message: 'Thank you for having us over.',
  validUntil: '2027-03-31',
  recommendedOption: null,
  options: [{ position: 1, title: 'Repair', lines: [{ priceItem: null, description: 'Repair a sash', quantity: 2, unitPriceCents: 27_500 }] }],
};

/** Each kind of key an email carries, found in what the customer received. */
const KEYS = {
  visitConfirm: /\/book\/confirm\/([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/g,
  manage: /\/book\/manage\/([A-Za-z0-9_-]{43})/g,
  estimate: /\/estimates\/([A-Za-z0-9_-]{43})/g,
  order: /\/orders\/([0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43})/g,
  review: /\/r\/([A-Za-z0-9_-]{43})/g,
  unsubscribe: /\/unsubscribe\/([A-Za-z0-9_-]{43})(?![\w.-])/g,
  reset: /\/reset-password\?token=([A-Za-z0-9_%.-]+)/g,
  verify: /\/verify-email\?token=([A-Za-z0-9_%.-]+)/g,
  confirm: /\/requests\/confirm\?token=([A-Za-z0-9_.-]+)/g,
  book: /\/book\?request=([A-Za-z0-9_.-]+)/g,
} as const;
type KeyKind = keyof typeof KEYS;

describe.each(testDialects())('working links in the mail queue on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let smtp: TestSmtpServer;
  let clock = T0;
  let work: JobRunner;
  let mail: JobRunner;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, {
      env: parseEnv({
        DATABASE_URL: database.url,
        PUBLIC_URL: 'https://gwc.example',
        ESTIMATE_FOLLOW_UP_MINUTES: '60',
        REVIEW_REQUEST_AFTER_MINUTES: '60',
        CUSTOMER_QUIET_HOURS: 'off',
      }),
    });
    smtp = await startSmtpServer();
    await addStaff(database.db, 'owner');
    await addEstimator(database.db, 'ana');
    const runner = (definitions: Parameters<typeof createJobRunner>[0]['definitions']) =>
      createJobRunner({ db: database.db, definitions, logger: silent, intervalMs: 60_000, leaseMs: 60_000, now: () => clock });
    // What composes and queues emails, and what sends them, run apart: between the two the queue holds every email unsent.
    work = runner([leadFollowUpJob(services, () => leadMailContext(services), silent), followUpJob(services, silent), visitReminderJob(services, silent)]);
    mail = runner([sendEmailJob(database.db, createSmtpTransport(smtp.url, defaultMailFrom), services.secret, { suppress: automatedMailChecks(services) })]);
  });
  afterAll(async () => {
    await work.stop();
    await mail.stop();
    await smtp.close();
    await database.drop();
  });

  /** Everything the database keeps that an email's words could be in. */
  async function stored(): Promise<string> {
    const [jobs, files, followUps] = await Promise.all([
      database.db.selectFrom('jobs').select('payload').execute(),
      database.db.selectFrom('mailAttachments').select('content').execute(),
      database.db.selectFrom('followUps').select('link').execute(),
    ]);
    return [
      ...jobs.map((row) => row.payload),
      ...files.map((row) =>
        Buffer.from(row.content)
          .toString('utf8')
          .replace(/\r\n[ \t]/g, ''),
      ),
      ...followUps.map((row) => row.link ?? ''),
    ].join('\n');
  }

  /** What the database held while emails waited, and after they left. */
  const snapshots: string[] = [];
  /** Runs what is due at `at`, keeping what the queue holds before the emails leave. */
  async function runAt(at: Date) {
    clock = at;
    while ((await work.drainOnce()) > 0);
    const pending = await database.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute();
    expect(pending.length).toBeGreaterThan(0);
    snapshots.push(await stored());
    while ((await mail.drainOnce()) > 0);
    expect(await database.db.selectFrom('outbox').select('id').where('status', '<>', 'sent').execute()).toEqual([]);
    snapshots.push(await stored());
  }

  /** The keys of each kind in every email received so far: text, HTML, headers and attachments. */
  function receivedKeys(): Record<KeyKind, string[]> {
    const texts = smtp.received.flatMap((message) => {
      const { text = '', html = '' } = bodyParts(message.raw);
      const files = [...attachments(message.raw).values()].map((file) => file.toString('utf8').replace(/\r\n[ \t]/g, ''));
      return [text, html.replaceAll('&amp;', '&'), header(message.raw, 'list-unsubscribe') ?? '', ...files];
    });
    return Object.fromEntries(
      Object.entries(KEYS).map(([kind, pattern]) => [kind, [...new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!)))]]),
    ) as Record<KeyKind, string[]>;
  }

  it("seals, once, the links stored in clear before: a follow-up row's estimate link and a queued reminder's manage link", async () => {
    const estimateUrl = 'https://gwc.example/estimates/bGVnYWN5LWVzdGltYXRlLXRva2VuLW9mLTQzLWNoYXJhY3Q';
    const manageUrl = 'https://gwc.example/book/manage/bGVnYWN5LW1hbmFnZS10b2tlbi1vZi00My1jaGFyYWN0ZXI';
    const at = T0.toISOString();
    await database.db
      .insertInto('followUps')
      .values({
        id: 'legacy-follow-up',
        kind: 'estimate-follow-up',
        subjectType: 'estimate',
        subjectId: 'legacy-estimate',
        quoteRequestId: null,
        step: 1,
        email: 'legacy@links.test',
        name: 'Legacy',
        language: 'en',
        dueAt: at,
        state: 'scheduled',
        reason: null,
        settledAt: null,
        settledBy: null,
        link: estimateUrl,
        linkHash: 'x'.repeat(64),
        clickTokenHash: null,
        clickedAt: null,
        feedbackClickedAt: null,
        opened: null,
        createdAt: at,
      })
      .execute();
    const reminder = (await enqueueJob(
      database.db,
      visitReminderKind,
      { visitId: 'legacy-visit', startsAt: at, which: 'first', manageUrl, timeZone: 'America/New_York' },
      { now: T0 },
    ))!;
    expect(await sealStoredFollowUpLinks(database.db, services.secret)).toBe(1);
    expect(await sealQueuedReminderLinks(database.db, services.secret)).toBe(1);
    const link = (await database.db.selectFrom('followUps').select('link').where('id', '=', 'legacy-follow-up').executeTakeFirstOrThrow()).link!;
    const payload = (await database.db.selectFrom('jobs').select('payload').where('id', '=', reminder).executeTakeFirstOrThrow()).payload;
    expect(`${link}${payload}`).not.toMatch(/bGVnYWN5/);
    expect(openLinks(link, services.secret)).toBe(estimateUrl);
    expect(openLinks((JSON.parse(payload) as { manageUrl: string }).manageUrl, services.secret)).toBe(manageUrl);
    // Sealed once: a second start leaves them as they are.
    expect(await sealStoredFollowUpLinks(database.db, services.secret)).toBe(0);
    expect(await sealQueuedReminderLinks(database.db, services.secret)).toBe(0);
    await database.db.deleteFrom('followUps').where('id', '=', 'legacy-follow-up').execute();
    await database.db.deleteFrom('jobs').where('id', '=', reminder).execute();
  });

  it('keeps every key a customer receives out of the job payloads, the outbox, its attachments and the follow-ups, queued or sent', async () => {
    // A quote request from its form: its emails carry the confirmation and booking links.
    await database.db
      .insertInto('quoteRequests')
      .values([quoteRequestRow('q1', 'marisol@links.test', T0), quoteRequestRow('q2', 'rosa@links.test', T0)])
      .execute();
    await queueLeadFollowUp(database.db, 'quote-requests', 'q1', T0);
    // An account: the verification email, and a password reset.
    expect(
      answerOf(
        await handleRegistration(
          formPost('/register', { name: 'Ana', email: 'ana@links.test', password: 'secret1', confirmPassword: 'secret1' }),
          services,
          '192.0.2.1',
        ),
      ).status,
    ).toBe(302);
    await signedIn(services, 'reset@links.test');
    await handleForgotPassword(formPost('/forgot-password', { email: 'reset@links.test' }), services, '192.0.2.2');
    // Two estimates: one to approve (its order link), one left for its follow-up.
    const estimates: string[] = [];
    for (const id of ['q1', 'q2']) {
      const created = await createEstimate(services.transact, id, draft, staff, T0);
      if (!created.ok) throw new Error('no estimate');
      expect((await sendEstimate(services.transact, created.estimate.id, staff, await estimateMailContext(services), T0)).ok).toBe(true);
      estimates.push(created.estimate.id);
    }
    // A visit: the manage link in its email and invitation, and its reminders' jobs.
    const visitStart = Date.parse('2027-02-09T11:00:00-05:00');
    const visit = await bookVisit(services, {
      customer: { name: 'Marisol Ortega', email: 'marisol@links.test', phone: '305-555-0188', address: '1200 Anastasia Ave', zipCode: '33134' },
      start: visitStart,
      language: 'es',
      now: T0,
    });
    if (!visit.ok) throw new Error('not booked');
    await runAt(T0);
    // A visitor's booking is tentative: its address confirms it through the link its email brought.
    expect(await confirmVisit(services, receivedKeys().visitConfirm[0]!, T0)).toMatchObject({ ok: true });
    await runAt(T0);

    // The customer approves through the link their email brought; the order completes.
    const approved = await approveThroughLink(services, receivedKeys().estimate[0]!, new Date(T0.getTime() + 60_000));
    if (!approved.ok) throw new Error('not approved');
    const context = {
      publicUrl: 'https://gwc.example',
      hooks: services.orderHooks,
      company: await orderCompany(services.db),
      secret: services.secret,
      orderLinkDays: 30,
    };
    await changeOrderStatus(services.transact, approved.orderId, 'completed', staff, context, new Date(T0.getTime() + 2 * 60_000));
    await runAt(new Date(T0.getTime() + 3 * 60_000));
    // An hour on: the other estimate's follow-up and the review request (automated: with the unsubscribe link).
    await runAt(new Date(T0.getTime() + 2 * HOUR));
    // A day before the visit: its first reminder.
    await runAt(new Date(visitStart - 23 * HOUR));

    const keys = receivedKeys();
    for (const [kind, found] of Object.entries(keys)) expect(found.length, `no ${kind} link was received`).toBeGreaterThan(0);
    // Each is a working key, not a look-alike.
    for (const token of keys.manage) expect((await findVisitByToken(database.db, token))?.id).toBe(visit.visit.id);
    const estimateHashes = (await database.db.selectFrom('estimates').select('tokenHash').execute()).map((row) => row.tokenHash);
    for (const token of keys.estimate) expect(estimateHashes).toContain(hashToken(token));
    for (const token of keys.order) expect(readOrderLink(token, services.secret)).toBe(approved.orderId);
    const clickHashes = (await database.db.selectFrom('followUps').select('clickTokenHash').execute()).map((row) => row.clickTokenHash);
    for (const token of keys.review) expect(clickHashes).toContain(hashToken(token));
    for (const token of keys.unsubscribe) expect(await unsubscribeAddress(database.db, token, services.secret)).toMatch(/@links\.test$/);
    for (const token of [...keys.confirm, ...keys.book]) expect(readRequestConfirmationToken(services.secret, token)).toMatchObject({ ok: true, id: 'q1' });
    for (const token of keys.reset) expect(await isResetTokenUsable(services, decodeURIComponent(token))).toBe(true);

    // None of them, in any spelling, was ever in what the database keeps.
    const leaks = new Set<string>();
    for (const [kind, found] of Object.entries(keys))
      for (const token of found)
        for (const [index, snapshot] of snapshots.entries())
          for (const spelling of [token, decodeURIComponent(token), encodeURIComponent(decodeURIComponent(token))])
            if (snapshot.includes(spelling)) leaks.add(`${kind} (${index % 2 === 0 ? 'queued' : 'sent'})`);
    expect([...leaks]).toEqual([]);
  });
});
