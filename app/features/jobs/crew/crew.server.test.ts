import ICAL from 'ical.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tests/support/accounts';
import { sampleFacts } from '#tests/support/business';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM } from '../../../../scripts/lib/twilio-stand-in.js';
import { createQuoteRequest } from '~/features/leads/intake/quote-requests.server';
import { openLinksInCalendar } from '~/features/mail/links.server';
import { readAttachments } from '~/features/mail/outbox.server';
import { createOrder } from '~/features/orders/orders.server';
import { sendAutomatedText } from '~/features/messaging/automated.server';
import { recordSmsConsent } from '~/features/messaging/consent/consent.server';
import { listConversations } from '~/features/messaging/conversations.server';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import type { AppServices } from '~/lib/request-context';
import type { SessionUser } from '~/features/accounts/users.server';
import { toSessionUser } from '~/features/accounts/users.server';
import { getUserById } from '~/features/accounts/users.server';
import { getInstallVisit, scheduleInstallVisit } from '../install-visits.server';
import { createJobForOrder, getJob, getJobForOrder, moveJobStage, orderContextFor } from '../job-records.server';
import { crewDayAction, crewDayLoader } from './crew-day.server';
import { dispatchBoardAction, dispatchBoardLoader } from './dispatch-board.server';
import { installNoticeJob, installReminderJob, queueInstallNotice } from './install-notices.server';

// The crew's side of a job on both databases: the dispatch board's writes (a clash refused with
// the visit named), the customer's invitation and reminder, "On my way" and "Job done".

const source = { landingPath: '/get-quote', referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const logger = pino({ level: 'silent' });

/** A weekday at least a few days ahead (New York time), so nothing is in the past whenever the test runs. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function formPost(url: string, fields: Record<string, string>) {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

describe.each(testDialects())('crews and installs on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let staff: SessionUser;
  let installer: SessionUser;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example' }) });
    const owner = await signedIn(services, 'owner@example.com', 'admin');
    const crew = await signedIn(services, 'ramona.diaz@example.com', 'crew');
    await services.db.updateTable('user').set({ name: 'Ramona Díaz' }).where('id', '=', crew.id).execute();
    staff = toSessionUser((await getUserById(services.db, owner.id))!);
    installer = toSessionUser((await getUserById(services.db, crew.id))!);
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A job at the Schedule stage for a customer in `language`, from a quote request with an address. */
  async function jobToSchedule(lastName: string, language: 'en' | 'es' = 'en') {
    const email = `${lastName.toLowerCase()}@example.com`;
    const request = await createQuoteRequest(
      services.transact,
      {
        firstName: 'Marisol',
        lastName,
        email,
        phone: '(305) 555-0188',
        address: '540 Biltmore Way',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        projectType: 'window-replacement',
        projectDescription: 'Impact windows for the front.',
      },
      { language, source, spamReason: null, prices: sampleFacts.prices },
    );
    const order = await createOrder(services.db, {
      service: 'window-replacement',
      date: dayAhead(1),
      amountCents: 500_000,
      customerEmail: email,
      customerName: `Marisol ${lastName}`,
      quoteRequestId: request.id,
      language,
    });
    await createJobForOrder(services.db, order.id);
    const job = (await getJobForOrder(services.db, order.id))!;
    const moved = await moveJobStage(services.db, { jobId: job.id, to: 'schedule', actorId: staff.id }, { orders: await orderContextFor(services) });
    expect(moved.ok).toBe(true);
    return { job, email };
  }

  async function runJobs(now: Date) {
    const runner = createJobRunner({
      db: database.db,
      definitions: [installNoticeJob(services, logger), installReminderJob(services, logger)],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => now,
    });
    try {
      while ((await runner.drainOnce()) > 0);
    } finally {
      await runner.stop();
    }
  }

  it('places a job from the tray on the board, emails the customer an invitation with its state and alarm, and queues the day-before reminder', async () => {
    const { job, email } = await jobToSchedule('Place');
    const day = dayAhead(3);
    const board = await dispatchBoardLoader(services, new Request(`https://gwc.example/admin/dispatch?week=${day}`));
    expect(board.crew.map((member) => member.name)).toContain('Ramona Díaz');
    expect(board.tray.map((entry) => entry.jobId)).toContain(job.id);

    const placed = await dispatchBoardAction(
      services,
      staff,
      formPost('https://gwc.example/admin/dispatch', {
        intent: 'place',
        jobId: job.id,
        cell: `${installer.id}|${day}`,
        start: '08:00',
        end: '15:00',
        week: day,
      }),
    );
    expect(placed).toBeInstanceOf(Response);
    expect((placed as Response).status).toBe(302);
    const after = await dispatchBoardLoader(services, new Request(`https://gwc.example${(placed as Response).headers.get('location')}`));
    expect(after.tray.map((entry) => entry.jobId)).not.toContain(job.id);
    const visit = after.visits.find((entry) => entry.jobId === job.id)!;
    expect(visit).toMatchObject({ day, time: '8:00 AM–3:00 PM', crewIds: [installer.id] });
    expect(after.notice).toContain('Scheduled Marisol Place');

    await runJobs(new Date());
    const sent = await database.db
      .selectFrom('outbox')
      .select(['id', 'subject', 'textBody', 'htmlBody'])
      .where('kind', '=', 'install.scheduled')
      .where('toAddress', '=', email)
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Your installation is scheduled: \w+day, \w+ \d+, 8:00 AM–3:00 PM$/);
    expect(sent[0]!.htmlBody).toContain('<!doctype html>');
    const [invite] = await readAttachments(database.db, sent[0]!.id);
    const calendar = new ICAL.Component(ICAL.parse(openLinksInCalendar(invite!.content.toString('utf8'), services.secret)));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('location')).toBe('540 Biltmore Way, Coral Gables, FL 33134');
    expect(event.getFirstPropertyValue('uid')).toBe(`install-${visit.id}@gableswindowcare.com`);
    expect(event.getAllSubcomponents('valarm')).toHaveLength(1);
    const reminder = await database.db
      .selectFrom('jobs')
      .select(['runAt'])
      .where('kind', '=', 'jobs.install-reminder')
      .where('key', 'like', `%${visit.id}%`)
      .execute();
    const stored = (await getInstallVisit(services.db, visit.id))!;
    expect(reminder.map((row) => row.runAt)).toEqual([new Date(Date.parse(stored.startsAt) - 24 * 3_600_000).toISOString()]);

    // The reminder, when due, is automated email with the one-click unsubscribe.
    await runJobs(new Date(Date.parse(stored.startsAt) - 24 * 3_600_000));
    const reminded = await database.db
      .selectFrom('outbox')
      .select(['textBody'])
      .where('kind', '=', 'install.reminder')
      .where('toAddress', '=', email)
      .execute();
    expect(reminded).toHaveLength(1);
    expect(reminded[0]!.textBody).toContain('Unsubscribe');
  });

  it('refuses a clash on the board, naming the visit it would overlap', async () => {
    const first = await jobToSchedule('First');
    const second = await jobToSchedule('Second');
    const day = dayAhead(5);
    const placed = await scheduleInstallVisit(
      services.db,
      {
        jobId: first.job.id,
        startsAt: `${day}T13:00:00.000Z`,
        endsAt: `${day}T20:00:00.000Z`,
        crewIds: [installer.id],
        actorId: staff.id,
      },
      { afterWrite: queueInstallNotice },
    );
    expect(placed.ok).toBe(true);
    const refused = await dispatchBoardAction(
      services,
      staff,
      formPost('https://gwc.example/admin/dispatch', {
        intent: 'place',
        jobId: second.job.id,
        cell: `${installer.id}|${day}`,
        start: '12:00',
        end: '16:00',
        week: day,
      }),
    );
    expect(refused).not.toBeInstanceOf(Response);
    const answer = refused as unknown as { init: { status: number }; data: { ok: boolean; message: string } };
    expect(answer.init.status).toBe(409);
    expect(answer.data.message).toMatch(
      /^Not scheduled: Ramona Díaz is already on the install visit for Marisol First at 540 Biltmore Way, \w+day, \w+ \d+, 8:00 AM–3:00 PM\.$/,
    );
    const board = await dispatchBoardLoader(services, new Request(`https://gwc.example/admin/dispatch?week=${day}`));
    expect(board.tray.map((entry) => entry.jobId)).toContain(second.job.id);
  });

  it('tells the customer "on my way" in their language with the installer’s first name, and moves the job on when it is done', async () => {
    const { job, email } = await jobToSchedule('Camino', 'es');
    const now = new Date();
    const start = new Date(now.getTime() + 60 * 60_000);
    const placed = await scheduleInstallVisit(
      services.db,
      {
        jobId: job.id,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        crewIds: [installer.id],
        actorId: staff.id,
      },
      { afterWrite: queueInstallNotice },
    );
    if (!placed.ok) throw new Error(placed.message);
    const page = await crewDayLoader(services, installer, new Request('https://gwc.example/es/crew'));
    const shown = page.days.flatMap((day) => day.visits).find((visit) => visit.id === placed.visit.id)!;
    expect(shown).toMatchObject({ customerName: 'Marisol Camino', location: '540 Biltmore Way, Coral Gables, FL 33134', telUrl: 'tel:+13055550188' });

    const onMyWay = (await crewDayAction(
      services,
      installer,
      formPost('https://gwc.example/es/crew', { intent: 'on-my-way', visitId: placed.visit.id }),
    )) as unknown as {
      data: { ok: boolean };
    };
    expect(onMyWay.data.ok).toBe(true);
    const told = await database.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('kind', '=', 'install.on-my-way')
      .where('toAddress', '=', email)
      .execute();
    expect(told.map((row) => row.subject)).toEqual(['Ramona, de Gables Window Care, va en camino']);

    // Somebody else's visit is not this installer's to act on.
    const stranger = await signedIn(services, 'other.crew@example.com', 'crew');
    const refused = (await crewDayAction(
      services,
      toSessionUser((await getUserById(services.db, stranger.id))!),
      formPost('https://gwc.example/crew', { intent: 'on-my-way', visitId: placed.visit.id }),
    )) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(404);

    const unsigned = (await crewDayAction(
      services,
      installer,
      formPost('https://gwc.example/crew', { intent: 'done', visitId: placed.visit.id, customerName: '' }),
    )) as unknown as {
      init: { status: number };
      data: { fieldErrors: Record<string, string> };
    };
    expect(unsigned.init.status).toBe(400);
    expect(unsigned.data.fieldErrors).toEqual({ customerName: 'Type the customer’s name.', consent: 'The customer must agree the job is done: tick the box.' });
    const done = (await crewDayAction(
      services,
      installer,
      formPost('https://gwc.example/crew', { intent: 'done', visitId: placed.visit.id, customerName: 'Marisol Camino', consent: 'yes' }),
    )) as unknown as { data: { ok: boolean } };
    expect(done.data.ok).toBe(true);
    // No permit on this job: it is complete.
    expect((await getJob(services.db, job.id))!.stage).toBe('complete');
    expect(await getInstallVisit(services.db, placed.visit.id)).toMatchObject({ doneByName: 'Marisol Camino' });
  });

  it('also texts "on my way" to a customer who agreed to texts on their form, and never to one who did not', async () => {
    // Texting configured (the messages are queued for Twilio, not sent here), no quiet hours.
    const texting = createTestServices(database, {
      env: parseEnv({
        DATABASE_URL: database.url,
        PUBLIC_URL: 'https://gwc.example',
        TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
        TWILIO_FROM: TEST_TWILIO_FROM,
        TWILIO_API_URL: 'http://127.0.0.1:9',
        SMS_QUIET_HOURS: 'off',
      }),
    });
    const member = await signedIn(services, 'tomas.texto@example.com', 'crew');
    await services.db.updateTable('user').set({ name: 'Tomás Reyes' }).where('id', '=', member.id).execute();
    const tomas = toSessionUser((await getUserById(services.db, member.id))!);
    const options = { textCustomer: (text: Parameters<typeof sendAutomatedText>[1]) => sendAutomatedText(texting, text) };
    const place = async (lastName: string, hoursAhead: number) => {
      const { job } = await jobToSchedule(lastName, 'es');
      const start = new Date(Date.now() + hoursAhead * 3_600_000);
      const placed = await scheduleInstallVisit(services.db, {
        jobId: job.id,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
        crewIds: [tomas.id],
        actorId: staff.id,
      });
      if (!placed.ok) throw new Error(placed.message);
      return placed.visit.id;
    };
    const tap = (visitId: string) => crewDayAction(texting, tomas, formPost('https://gwc.example/es/crew', { intent: 'on-my-way', visitId }), options);
    const textsTo = async () => (await listConversations(services.db, { phone: '+13055550188' })).flatMap((conversation) => conversation.messages);

    // No consent on the customer's form: the email goes, no text.
    expect(((await tap(await place('Sinconsentimiento', 50))) as unknown as { data: { ok: boolean } }).data.ok).toBe(true);
    expect(await textsTo()).toEqual([]);

    await recordSmsConsent(texting, { leadKind: 'quote-requests', leadId: 'q-texto', phone: '(305) 555-0188', page: '/es/get-quote', language: 'es' });
    expect(((await tap(await place('Texto', 53))) as unknown as { data: { ok: boolean } }).data.ok).toBe(true);
    const texts = await textsTo();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ direction: 'out', status: 'queued' });
    expect(texts[0]!.body).toBe(
      'Gables Window Care: Tomás, de nuestro equipo, va en camino a su casa y llegará pronto. Responda STOP para no recibir más mensajes.',
    );
  });
});
