import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addEstimator } from '#tests/support/estimators';
import { header, startSmtpServer, subjectOf, type TestSmtpServer } from '#tests/support/smtp-server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { approveThroughLink, contactMessageRow, quoteRequestRow } from '#tests/support/follow-up-fixtures';
import { createTestServices } from '#tests/support/test-services';
import { company } from '~/content/company';
import { visitConfirmToken } from '~/features/bookings/manage-token.server';
import { bookVisit, cancelVisit, confirmVisit } from '~/features/bookings/visits.server';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { estimateMailContext } from '~/features/estimates/estimate-handlers.server';
import type { EstimateDraft } from '~/features/estimates/estimate-form';
import { createEstimate, declineEstimate, openEstimate, sendEstimate } from '~/features/estimates/estimates.server';
import { leadFollowUpJob } from '~/features/leads/intake/follow-up.server';
import { leadMailContext } from '~/features/leads/intake/receive-lead.server';
import { sendEmailJob } from '~/features/mail/jobs.server';
import { openLinks } from '~/features/mail/links.server';
import { createSmtpTransport, defaultMailFrom } from '~/features/mail/transport.server';
import { optOut } from '~/features/notifications/opt-outs.server';
import { handleUnsubscribe } from '~/features/notifications/unsubscribe-page.server';
import { orderCompany } from '~/features/orders/order-emails.server';
import { changeOrderStatus } from '~/features/orders/orders.server';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner, type JobRunner } from '~/lib/jobs/runner.server';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { automatedMailChecks, followUpJob } from './jobs.server';
import { cancelFollowUp, followReviewLink, listFollowUps, recordReply } from './follow-ups.server';
import { followUpStatus } from './follow-up-status';
import { followTrackedLink } from './follow-up-handlers.server';
import { askQuestion, questionPage } from './question.server';

const silent = pino({ level: 'silent' });

const staff = { userId: 'staff-1', email: 'staff@followups.test' };
const meta = { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test) Chrome/140' };
const T0 = new Date('2026-11-23T15:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const DAY = 1440;

const draft: EstimateDraft = {
  message: 'Thank you for having us over.',
  validUntil: '2026-12-31',
  recommendedOption: null,
  options: [
    { position: 1, title: 'Repair', lines: [{ priceItem: null, description: 'Repair a sash', quantity: 2, unitPriceCents: 27_500 }] },
    { position: 2, title: 'Replace', lines: [{ priceItem: null, description: 'Impact window', quantity: 2, unitPriceCents: 90_000 }] },
  ],
};

describe.each(testDialects())('follow-ups on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let smtp: TestSmtpServer;
  let runner: JobRunner;
  let clock: Date;
  let serial = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, {
      env: parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@followups.test', PUBLIC_URL: 'https://gwc.example' }),
    });
    smtp = await startSmtpServer();
    await addEstimator(database.db, 'estimator-1');
    runner = createJobRunner({
      db: database.db,
      // The mail job asks what the process's asks (server/services.ts) before an automated email leaves.
      definitions: [
        sendEmailJob(database.db, createSmtpTransport(smtp.url, defaultMailFrom), services.secret, { suppress: automatedMailChecks(services) }),
        followUpJob(services, silent),
        // A question from a follow-up's form is a contact message: its staff email is this job's.
        leadFollowUpJob(services, () => leadMailContext(services), silent),
      ],
      logger: silent,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await runner.stop();
    await smtp.close();
    await database.drop();
  });
  beforeEach(() => {
    clock = T0;
  });

  /** Runs what is due at `minutes` after T0: follow-ups first, then the emails they queued. */
  async function runAt(minutes: number) {
    clock = at(minutes);
    while ((await runner.drainOnce()) > 0);
  }
  /** The messages to one address, with their quoted-printable text decoded as `body`. */
  const mailTo = (email: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map((mail) => ({
        ...mail,
        body: Buffer.from(
          mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
          'latin1',
        )
          .toString('latin1')
          .replace(/(%[0-9A-F]{2})+/g, (encoded) => decodeURIComponent(encoded)),
      }));
  const subjects = (email: string) => mailTo(email).map((mail) => subjectOf(mail.raw));

  /** A quote request with an estimate sent at T0; its customer's address and the estimate's link token. */
  async function sentEstimate(language: Locale = 'en', through: AppServices = services) {
    serial += 1;
    const id = `q${serial}`;
    await database.db
      .insertInto('quoteRequests')
      .values(quoteRequestRow(id, `marisol.${id}@followups.test`, T0, language))
      .execute();
    const created = await createEstimate(services.transact, id, draft, staff, T0);
    if (!created.ok) throw new Error('no estimate');
    const sent = await sendEstimate(services.transact, created.estimate.id, staff, await estimateMailContext(through), T0);
    if (!sent.ok) throw new Error('not sent');
    await runAt(0);
    const [first] = await listFollowUps(database.db, { subjectType: 'estimate', subjectIds: [created.estimate.id] });
    // Stored sealed (features/mail/links); the email carries it opened.
    const sealed = (await database.db.selectFrom('followUps').select('link').where('id', '=', first!.id).executeTakeFirstOrThrow()).link!;
    expect(sealed).not.toContain('/estimates/');
    const link = openLinks(sealed, services.secret);
    return { email: `marisol.${id}@followups.test`, estimateId: created.estimate.id, quoteRequestId: id, link, token: link.split('/').pop()! };
  }
  const followUpsOf = (estimateId: string) => listFollowUps(database.db, { subjectType: 'estimate', subjectIds: [estimateId] });

  it('follows up an unanswered estimate at one, two and five days with its link, then asks staff to call', async () => {
    const { email, estimateId, link } = await sentEstimate();
    expect(subjects(email)).toEqual(['Your estimate from Gables Window Care']);
    await runAt(DAY - 1);
    expect(mailTo(email)).toHaveLength(1);
    await runAt(DAY);
    expect(subjects(email)).toEqual(['Your estimate from Gables Window Care', 'Your estimate from Gables Window Care is ready']);
    const first = mailTo(email)[1]!.body;
    expect(first).toContain('not had a chance to open it yet');
    expect(first).toContain(link);
    await runAt(2 * DAY);
    await runAt(5 * DAY);
    expect(mailTo(email)).toHaveLength(4);
    expect(mailTo(email)[3]!.body).toContain('the last reminder');
    const items = await followUpsOf(estimateId);
    expect(items.map((item) => [item.kind, item.state])).toEqual([
      ['estimate-follow-up', 'sent'],
      ['estimate-follow-up', 'sent'],
      ['estimate-follow-up', 'sent'],
      ['call', 'open'],
    ]);
    await runAt(9 * DAY);
    expect(mailTo(email)).toHaveLength(4);
  });

  it('words the follow-up for an estimate they opened, in Spanish for a Spanish request', async () => {
    const { email, token } = await sentEstimate('es');
    await openEstimate(services.transact, database.db, token, at(60), meta);
    await runAt(DAY);
    expect(subjects(email)[1]).toBe('¿Tiene alguna pregunta sobre su cotización?');
    expect(mailTo(email)[1]!.body).toContain('Gracias por revisar su cotizaci');
  });

  it('sends nothing after the customer approves or declines, and stops what was planned', async () => {
    const approved = await sentEstimate();
    const answer = await approveThroughLink(services, approved.token, at(20));
    expect(answer.ok).toBe(true);
    const declined = await sentEstimate();
    await declineEstimate(services.transact, database.db, declined.token, null, await estimateMailContext(services), at(20));
    await runAt(6 * DAY);
    expect(subjects(approved.email)).not.toContain('Any questions about your estimate?');
    expect(mailTo(approved.email).filter((mail) => subjectOf(mail.raw)?.includes('ready'))).toHaveLength(0);
    expect(mailTo(declined.email)).toHaveLength(1);
    expect((await followUpsOf(approved.estimateId)).map((item) => [item.state, item.reason])).toEqual(Array(3).fill(['stopped', 'approved']));
    expect((await followUpsOf(declined.estimateId)).map((item) => item.reason)).toEqual(['declined', 'declined', 'declined']);
  });

  it('stops when the customer writes to us, when staff record a reply, and moves to a new link', async () => {
    const wrote = await sentEstimate();
    await database.db
      .insertInto('contactMessages')
      .values(contactMessageRow('c-wrote', wrote.email.toUpperCase(), at(30)))
      .execute();
    const called = await sentEstimate();
    expect((await recordReply(services.transact, called.estimateId, staff, at(40))).ok).toBe(true);
    const resent = await sentEstimate();
    const again = await sendEstimate(services.transact, resent.estimateId, staff, await estimateMailContext(services), at(DAY / 2));
    expect(again.ok).toBe(true);
    await runAt(2 * DAY);
    expect(mailTo(wrote.email)).toHaveLength(1);
    expect(mailTo(called.email)).toHaveLength(1);
    expect((await followUpsOf(wrote.estimateId)).slice(0, 2).map((item) => item.reason)).toEqual(['replied', 'replied']);
    // The first link's follow-ups stopped; the new link's first follow-up went a day after it was sent.
    const items = await followUpsOf(resent.estimateId);
    expect(items.filter((item) => item.reason === 'new-link')).toHaveLength(3);
    expect(mailTo(resent.email).map((mail) => subjectOf(mail.raw))).toEqual([
      'Your estimate from Gables Window Care',
      'Your estimate from Gables Window Care',
      'Your estimate from Gables Window Care is ready',
    ]);
    const newToken = (again as { ok: true }).ok && mailTo(resent.email)[1]!.body.match(/estimates\/([A-Za-z0-9_-]{43})/)![1]!;
    expect(mailTo(resent.email)[2]!.body).toContain(newToken);
    expect(newToken).not.toBe(resent.token);
  });

  it('offers an "Ask us a question" form instead of a reply no one reads; a question stops the follow-ups and reaches staff as a message', async () => {
    const { email, estimateId } = await sentEstimate();
    await runAt(DAY);
    const followUp = mailTo(email)[1]!.body;
    expect(followUp).not.toMatch(/reply to this email/i);
    const token = /Ask us a question: https:\/\/gwc\.example\/question\/([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(followUp)?.[1];
    expect(token, 'the follow-up links to its question form').toBeDefined();
    // The link is sealed in what the database keeps, like every working link.
    const queued = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('toAddress', '=', email)
      .where('kind', '=', 'followups.estimate-follow-up')
      .execute();
    for (const row of queued) expect(row.textBody).not.toContain(token!);

    const page = (path: string) => new Request(`https://gwc.example${path}`);
    expect((await questionPage(services, token!, page(`/question/${token}`))).data).toMatchObject({ state: 'ready', firstName: 'Marisol', email });
    const forged = `${token!.slice(0, 37)}${'A'.repeat(43)}`;
    const refused = await questionPage(services, forged, page(`/question/${forged}`));
    // The 404 says why, in the page's language, for a page's data request too.
    expect(refused.init).toMatchObject({ status: 404 });
    expect(refused.data).toMatchObject({ state: 'invalid', message: expect.stringContaining('This link is not one we sent') });
    expect((await questionPage(services, forged, page(`/es/question/${forged}`))).data.message).toMatch(/enlace/i);

    const post = (body: Record<string, string>, path = `/question/${token}`) =>
      new Request(`https://gwc.example${path}`, { method: 'POST', body: new URLSearchParams(body) });
    // An empty question is refused with its field named; nothing is stored, nothing stops.
    const empty = await askQuestion(post({ message: '  ', phone: '305-555-0100' }), services, '203.0.113.50', token!, at(DAY + 5));
    expect(empty.init).toMatchObject({ status: 400 });
    expect(empty.data.result.error).toMatchObject({ message: ['Please write your question'] });
    expect((await askQuestion(post({ message: 'Hi' }), services, '203.0.113.50', forged, at(DAY + 5))).init).toMatchObject({ status: 404 });
    expect((await followUpsOf(estimateId)).map((item) => item.state)).toEqual(['sent', 'scheduled', 'scheduled']);

    const asked = await askQuestion(
      post({ message: 'Can you add the back door to option 2?', phone: '305-555-0100' }),
      services,
      '203.0.113.50',
      token!,
      at(DAY + 10),
    );
    expect(asked.data).toMatchObject({ sent: true, formError: null });
    const message = await database.db.selectFrom('contactMessages').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ name: 'Marisol Ortega', phone: '305-555-0100', message: 'Can you add the back door to option 2?', spamReason: null });
    // The link's key is not kept as where the message came from.
    expect(JSON.stringify(message)).not.toContain(token!);
    const items = await followUpsOf(estimateId);
    expect(items.map((item) => [item.state, item.reason])).toEqual([
      ['sent', null],
      ['stopped', 'asked'],
      ['stopped', 'asked'],
    ]);
    expect(followUpStatus(items[1]!)).toMatch(/^Not sent: the customer asked a question/);
    await runAt(6 * DAY);
    expect(subjects(email).filter((subject) => subject?.includes('estimate'))).toEqual([
      'Your estimate from Gables Window Care',
      'Your estimate from Gables Window Care is ready',
    ]);
    // Staff hear of it like any message: the office inbox gets it with the question in it.
    const office = mailTo('office@followups.test').filter((mail) => mail.body.includes('Can you add the back door to option 2?'));
    expect(office).toHaveLength(1);
  });

  it('asks in Spanish from a Spanish follow-up', async () => {
    const { email } = await sentEstimate('es');
    await runAt(DAY);
    const followUp = mailTo(email)[1]!.body;
    expect(followUp).not.toMatch(/responda a este correo/i);
    const token = /Háganos una pregunta: https:\/\/gwc\.example\/es\/question\/(\S+)/.exec(followUp)?.[1];
    expect(token).toBeDefined();
    const request = new Request(`https://gwc.example/es/question/${token}`, { method: 'POST', body: new URLSearchParams({ message: '' }) });
    const refused = await askQuestion(request, services, '203.0.113.51', token!, at(DAY + 5));
    expect(refused.data.result.error).toMatchObject({ message: ['Escriba su pregunta'] });
  });

  it('lets staff cancel one follow-up; the others still go', async () => {
    const { email, estimateId } = await sentEstimate();
    const [first] = await followUpsOf(estimateId);
    expect(await cancelFollowUp(services.transact, first!.id, staff, at(5))).toMatchObject({ ok: true });
    expect(await cancelFollowUp(services.transact, first!.id, staff, at(6))).toMatchObject({ ok: false, reason: 'settled' });
    await runAt(2 * DAY);
    expect(mailTo(email)).toHaveLength(2);
    expect((await followUpsOf(estimateId)).map((item) => item.state).slice(0, 2)).toEqual(['cancelled', 'sent']);
  });

  it('stops when the customer books a visit and confirms it from their email, and says so; a visit they cancelled, or never confirmed, stops nothing', async () => {
    const booked = await sentEstimate();
    const cancelled = await sentEstimate();
    const customer = (email: string) => ({ name: 'Marisol Ortega', email, phone: '305-555-0188', address: '1200 Anastasia Ave', zipCode: '33134' });
    // Wednesday morning, booked on Monday at noon: from /book, not from the request, under the same address in capitals.
    const visit = await bookVisit(services, {
      customer: customer(booked.email.toUpperCase()),
      start: Date.parse('2026-11-25T10:00:00-05:00'),
      language: 'en',
      now: at(120),
    });
    if (!visit.ok) throw new Error('not booked');
    expect(await confirmVisit(services, visitConfirmToken(services.secret, visit.visit.id), at(121))).toMatchObject({ ok: true });
    // Anyone can type the customer's address into /book: a booking nobody confirmed stops nothing.
    const unconfirmed = await sentEstimate();
    const stranger = await bookVisit(services, {
      customer: customer(unconfirmed.email),
      start: Date.parse('2026-11-25T12:00:00-05:00'),
      language: 'en',
      now: at(120),
    });
    expect(stranger.ok).toBe(true);
    const other = await bookVisit(services, {
      customer: customer(cancelled.email),
      start: Date.parse('2026-11-25T14:00:00-05:00'),
      language: 'en',
      quoteRequestId: cancelled.quoteRequestId,
      now: at(120),
    });
    if (!other.ok) throw new Error('not booked');
    await confirmVisit(services, visitConfirmToken(services.secret, other.visit.id), at(121));
    await cancelVisit(services, { visitId: other.visit.id, now: at(180) });
    await runAt(DAY);
    await runAt(5 * DAY);
    const stopped = await followUpsOf(booked.estimateId);
    expect(stopped.map((item) => [item.state, item.reason])).toEqual(Array(3).fill(['stopped', 'booked']));
    expect(followUpStatus(stopped[0]!)).toBe('Not sent: the customer booked a visit, Nov 24, 2026, 10:00 AM');
    expect(subjects(booked.email).filter((subject) => subject.includes('is ready'))).toEqual([]);
    expect((await followUpsOf(cancelled.estimateId)).map((item) => item.state)).toEqual(['sent', 'sent', 'sent', 'open']);
    expect((await followUpsOf(unconfirmed.estimateId)).map((item) => item.state)).toEqual(['sent', 'sent', 'sent', 'open']);
  });

  describe('quiet hours and last-moment stops', () => {
    /** One follow-up, 12 hours after an estimate sent at 10 am Eastern: it falls due at 10 pm, in quiet hours. */
    let night: AppServices;
    /** One follow-up an hour after: it falls due at 11 am. */
    let soon: AppServices;
    beforeAll(() => {
      const env = (minutes: string) => parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', ESTIMATE_FOLLOW_UP_MINUTES: minutes });
      night = createTestServices(database, { env: env('720') });
      soon = createTestServices(database, { env: env('60') });
    });
    const rowOf = async (estimateId: string) => (await followUpsOf(estimateId))[0]!;
    /** The follow-up's email job, if one was queued, and whether the SMTP server got it (its Message-ID is the job's id). */
    async function delivery(followUpId: string) {
      const job = await database.db.selectFrom('outbox').select('id').where('refId', '=', `followups:${followUpId}`).executeTakeFirst();
      return { queued: job !== undefined, arrived: job !== undefined && smtp.received.some((mail) => mail.raw.includes(job.id)) };
    }

    it('holds a follow-up due at 10 pm, still scheduled, until 8 am; an opt-out or an approval overnight stops it and it says so, not "Sent"', async () => {
      const optingOut = await sentEstimate('en', night);
      const approving = await sentEstimate('es', night);
      const waiting = await sentEstimate('en', night);
      await runAt(720);
      const held = await listFollowUps(database.db, { subjectType: 'estimate', subjectIds: [waiting.estimateId] }, services.env.CUSTOMER_QUIET_HOURS);
      // 8 am Eastern the next morning is 13:00Z, 22 hours after T0.
      expect(held[0]).toMatchObject({ state: 'scheduled', leavesAt: at(22 * 60).toISOString() });
      expect(followUpStatus(held[0]!)).toBe('Scheduled for Nov 23, 2026, 10:00 PM; held for quiet hours until Nov 24, 2026, 8:00 AM');
      for (const customer of [optingOut, approving, waiting])
        expect(await delivery((await rowOf(customer.estimateId)).id)).toEqual({ queued: false, arrived: false });

      // Overnight, one customer opts out through an automated email's one-click link and another approves.
      await optOut(database.db, optingOut.email, 'one-click', { now: at(800) });
      expect((await approveThroughLink(services, approving.token, at(900))).ok).toBe(true);
      await runAt(22 * 60 - 1);
      expect(await delivery((await rowOf(waiting.estimateId)).id)).toEqual({ queued: false, arrived: false });
      await runAt(22 * 60);

      const sent = await rowOf(waiting.estimateId);
      expect(sent).toMatchObject({ state: 'sent', settledAt: at(22 * 60).toISOString(), leavesAt: null });
      expect(await delivery(sent.id)).toEqual({ queued: true, arrived: true });
      expect(followUpStatus(sent)).toBe('Sent Nov 24, 2026, 8:00 AM');
      const optedOut = await rowOf(optingOut.estimateId);
      expect(await delivery(optedOut.id)).toEqual({ queued: false, arrived: false });
      expect(followUpStatus(optedOut)).toBe('Not sent: the customer opted out of these emails, Nov 24, 2026, 8:00 AM');
      const approved = await rowOf(approving.estimateId);
      expect(await delivery(approved.id)).toEqual({ queued: false, arrived: false });
      expect(followUpStatus(approved)).toBe('Not sent: the customer approved, Nov 24, 2026, 8:00 AM');
      // Only the one that went asks staff to call.
      expect((await followUpsOf(waiting.estimateId)).map((item) => item.kind)).toEqual(['estimate-follow-up', 'call']);
      expect(await followUpsOf(optingOut.estimateId)).toHaveLength(1);
    });

    it('asks again as the email leaves: an opt-out or an approval after the follow-up was queued stops the email, and its row and call say why', async () => {
      const optingOut = await sentEstimate('en', soon);
      const approving = await sentEstimate('en', soon);
      // The follow-ups' job runs alone at 11 am; the emails it queued wait for the mail job.
      const followUpsOnly = createJobRunner({
        db: database.db,
        definitions: [followUpJob(services, silent)],
        logger: silent,
        intervalMs: 60_000,
        leaseMs: 60_000,
        now: () => at(60),
      });
      while ((await followUpsOnly.drainOnce()) > 0);
      await followUpsOnly.stop();
      for (const customer of [optingOut, approving]) {
        expect(await rowOf(customer.estimateId)).toMatchObject({ state: 'sent' });
        expect(await delivery((await rowOf(customer.estimateId)).id)).toEqual({ queued: true, arrived: false });
      }
      await optOut(database.db, optingOut.email, 'link', { now: at(60) });
      expect((await approveThroughLink(services, approving.token, at(60))).ok).toBe(true);
      await runAt(61);

      const [optedOut, optedOutCall] = await followUpsOf(optingOut.estimateId);
      expect(await delivery(optedOut!.id)).toEqual({ queued: true, arrived: false });
      expect(followUpStatus(optedOut!)).toBe('Not sent: the customer opted out of these emails, Nov 23, 2026, 11:01 AM');
      expect(followUpStatus(optedOutCall!)).toBe('Not needed: the customer opted out of these emails, Nov 23, 2026, 11:01 AM');
      const [approved, approvedCall] = await followUpsOf(approving.estimateId);
      expect(await delivery(approved!.id)).toEqual({ queued: true, arrived: false });
      expect([approved!.state, approved!.reason, approvedCall!.state, approvedCall!.reason]).toEqual(['stopped', 'approved', 'stopped', 'approved']);
    });
  });

  describe('review requests', () => {
    async function completedOrder(language: Locale) {
      const estimate = await sentEstimate(language);
      const approved = await approveThroughLink(services, estimate.token, at(2), 2);
      if (!approved.ok) throw new Error('not approved');
      await runAt(2);
      const done = await changeOrderStatus(
        services.transact,
        approved.orderId,
        'completed',
        staff,
        { publicUrl: 'https://gwc.example', hooks: services.orderHooks, company: await orderCompany(services.db), secret: services.secret, orderLinkDays: 30 },
        at(3),
      );
      expect(done.ok).toBe(true);
      return { ...estimate, orderId: approved.orderId };
    }
    const reviewMails = (email: string) => mailTo(email).filter((mail) => /review|reseña/i.test(subjectOf(mail.raw) ?? ''));
    const trackedLink = (raw: string) => raw.match(/https:\/\/gwc\.example\/r\/([A-Za-z0-9_-]{43})/)![1]!;

    it('asks once a day after completion and reminds once three days later, with the same public link for everyone', async () => {
      const english = await completedOrder('en');
      const spanish = await completedOrder('es');
      await runAt(3 + DAY - 1);
      expect(reviewMails(english.email)).toHaveLength(0);
      await runAt(3 + DAY);
      expect(reviewMails(english.email).map((mail) => subjectOf(mail.raw))).toEqual(['How did we do? A quick review for Gables Window Care']);
      expect(reviewMails(spanish.email).map((mail) => subjectOf(mail.raw))).toEqual(['¿Cómo nos fue? Una reseña rápida para Gables Window Care']);
      await runAt(3 + DAY + 3 * DAY);
      await runAt(3 + 10 * DAY);
      expect(reviewMails(english.email)).toHaveLength(2);
      expect(subjectOf(reviewMails(english.email)[1]!.raw)).toBe('A reminder: your review of Gables Window Care');
      // Every tracked link leads to the one public review page, whoever follows it.
      const tokens = [english, spanish].flatMap((order) => reviewMails(order.email).map((mail) => trackedLink(mail.body)));
      expect(new Set(tokens).size).toBe(4);
      for (const token of tokens)
        expect((await followReviewLink(services.transact, token, 'review', company.reviewUrl, { now: at(20 * DAY) })).location).toBe(company.reviewUrl);
      expect((await followReviewLink(services.transact, 'x'.repeat(43), 'review', company.reviewUrl)).location).toBe(company.reviewUrl);
      expect((await followReviewLink(services.transact, tokens[2]!, 'feedback', company.reviewUrl)).location).toBe('/es/contact');
    });

    it('carries List-Unsubscribe; a one-click POST to it stops the reminder', async () => {
      const order = await completedOrder('en');
      await runAt(3 + DAY);
      const [request] = reviewMails(order.email);
      expect(header(request!.raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = /<(https:\/\/gwc\.example\/unsubscribe\/[^>]+)>/.exec(header(request!.raw, 'list-unsubscribe') ?? '')![1]!;
      expect(request!.body).toContain(unsubscribe);
      // What a mail client sends for one click (RFC 8058): a POST with this one field.
      const click = new Request(unsubscribe, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      await handleUnsubscribe(click, services, unsubscribe.split('/').pop()!);
      await runAt(3 + 10 * DAY);
      expect(reviewMails(order.email)).toHaveLength(1);
      const items = await listFollowUps(database.db, { subjectType: 'order', subjectIds: [order.orderId] });
      expect(items.map((item) => [item.kind, item.state, item.reason])).toEqual([
        ['review-request', 'sent', null],
        ['review-reminder', 'stopped', 'opted-out'],
      ]);
    });

    it('waits for quiet hours to end: a review request due at 10 pm leaves at 8 am Eastern', async () => {
      const order = await completedOrder('en');
      // Completed at 10:03 am Eastern (T0 + 3 minutes): with the request a day and 12 hours later it falls due at 10:03 pm.
      const late = createTestServices(database, {
        env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', REVIEW_REQUEST_AFTER_MINUTES: String(DAY + 720) }),
      });
      await changeOrderStatus(
        services.transact,
        order.orderId,
        'in-progress',
        staff,
        { publicUrl: 'https://gwc.example', hooks: services.orderHooks, company: await orderCompany(services.db), secret: services.secret, orderLinkDays: 30 },
        at(4),
      );
      await changeOrderStatus(
        late.transact,
        order.orderId,
        'completed',
        staff,
        { publicUrl: 'https://gwc.example', hooks: late.orderHooks, company: await orderCompany(late.db), secret: late.secret, orderLinkDays: 30 },
        at(5),
      );
      await runAt(5 + DAY + 720);
      expect(reviewMails(order.email)).toHaveLength(0);
      // 8 am Eastern the next morning is 13:00Z, two hours short of two days after T0 (15:00Z).
      await runAt(2 * DAY - 121);
      expect(reviewMails(order.email)).toHaveLength(0);
      await runAt(2 * DAY - 120);
      expect(reviewMails(order.email)).toHaveLength(1);
    });

    it('sends no reminder once the customer clicked, and none when the order was reopened', async () => {
      const clicked = await completedOrder('en');
      const reopened = await completedOrder('en');
      await runAt(3 + DAY);
      const token = trackedLink(reviewMails(clicked.email)[0]!.body);
      await followReviewLink(services.transact, token, 'review', company.reviewUrl, { now: at(3 + DAY + 60) });
      await changeOrderStatus(
        services.transact,
        reopened.orderId,
        'in-progress',
        staff,
        { publicUrl: 'https://gwc.example', hooks: services.orderHooks, company: await orderCompany(services.db), secret: services.secret, orderLinkDays: 30 },
        at(3 + DAY + 60),
      );
      await runAt(3 + 5 * DAY);
      expect(reviewMails(clicked.email)).toHaveLength(1);
      expect(reviewMails(reopened.email)).toHaveLength(1);
      const items = await listFollowUps(database.db, { subjectType: 'order', subjectIds: [clicked.orderId, reopened.orderId] });
      expect(items.map((item) => [item.subjectId === clicked.orderId ? 'clicked' : 'reopened', item.kind, item.state, item.reason])).toEqual(
        expect.arrayContaining([
          ['clicked', 'review-reminder', 'stopped', 'clicked'],
          ['reopened', 'review-reminder', 'stopped', 'reopened'],
        ]),
      );
      expect(items.find((item) => item.subjectId === clicked.orderId && item.kind === 'review-request')!.clickedAt).not.toBeNull();
    });

    it('counts only a GET as a click: a HEAD to the review link is sent on and records nothing, and the reminder still goes', async () => {
      const order = await completedOrder('en');
      await runAt(3 + DAY);
      const token = trackedLink(reviewMails(order.email)[0]!.body);
      clock = at(3 + DAY + 60);
      for (const target of ['review', 'feedback'] as const) {
        const answer = await followTrackedLink(services, 'HEAD', token, target);
        expect([answer.status, answer.headers.get('location')]).toEqual([302, target === 'review' ? company.reviewUrl : '/contact']);
      }
      const clicks = () => database.db.selectFrom('followUps').select(['clickedAt', 'feedbackClickedAt']).where('subjectId', '=', order.orderId).execute();
      expect(await clicks()).toEqual([
        { clickedAt: null, feedbackClickedAt: null },
        { clickedAt: null, feedbackClickedAt: null },
      ]);
      await runAt(3 + 4 * DAY);
      expect(reviewMails(order.email)).toHaveLength(2);
      expect((await followTrackedLink(services, 'GET', token, 'review')).status).toBe(302);
      expect((await clicks()).filter((row) => row.clickedAt !== null)).toHaveLength(1);
    });

    // Last: it changes the profile for the rest of this database.
    it('names the company as the owner saved it: the next follow-ups and review emails, in English and Spanish', async () => {
      const estimates = { en: await sentEstimate('en'), es: await sentEstimate('es') };
      const orders = { en: await completedOrder('en'), es: await completedOrder('es') };
      const saved = await updateBusinessProfile(
        services,
        { name: 'Coral Glass & Screens', phone: '786.555.0199', email: 'office@coralglass.example' },
        { actor: staff, now: at(10) },
      );
      expect(saved.ok).toBe(true);
      await runAt(3 + DAY);
      await runAt(3 + 4 * DAY);
      const signOff = { en: 'The Coral Glass & Screens team', es: 'El equipo de Coral Glass & Screens' };
      const written = [
        { email: estimates.en.email, subject: 'Your estimate from Coral Glass & Screens is ready', call: 'call us at (786) 555-0199', language: 'en' },
        { email: estimates.es.email, subject: 'Su cotización de Coral Glass & Screens ya está lista', call: 'llámenos al (786) 555-0199', language: 'es' },
      ] as const;
      for (const { email, subject, call, language } of written) {
        const followUp = mailTo(email)[1]!;
        expect(subjectOf(followUp.raw)).toBe(subject);
        expect(followUp.body).toContain(call);
        expect(followUp.body).toContain(`${signOff[language]}\r\n(786) 555-0199 · office@coralglass.example`);
        expect(followUp.body).not.toContain(company.phone.display);
      }
      expect(reviewMails(orders.en.email).map((mail) => subjectOf(mail.raw))).toEqual([
        'How did we do? A quick review for Coral Glass & Screens',
        'A reminder: your review of Coral Glass & Screens',
      ]);
      expect(reviewMails(orders.es.email).map((mail) => subjectOf(mail.raw))).toEqual([
        '¿Cómo nos fue? Una reseña rápida para Coral Glass & Screens',
        'Un recordatorio: su reseña de Coral Glass & Screens',
      ]);
      for (const language of ['en', 'es'] as const)
        for (const mail of reviewMails(orders[language].email)) {
          expect(mail.body).toContain(`${signOff[language]}\r\n(786) 555-0199 · office@coralglass.example`);
          expect(mail.body).not.toContain(company.phone.display);
        }
    });
  });
});
