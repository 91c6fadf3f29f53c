import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { openLinks, openLinksInCalendar } from '~/features/mail/links.server';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { addClosure, addTimeOff } from '~/features/calendar/calendar.server';
import { readAttachments } from '~/features/mail/outbox.server';
import { optOut } from '~/features/notifications/opt-outs.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { listTimeline } from '~/lib/audit-log.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { requestConfirmationToken } from '~/features/leads/my-requests/request-confirmation.server';
import { escalateOverdueLeads } from '~/features/leads/alerts/escalation.server';
import { bookingApi } from './booking-api.server';
import { bookPageAction } from './booking-pages.server';
import { confirmUrl, visitReminderJob } from './booking-emails.server';
import { staffFeedFile, staffFeedFor } from './staff-calendar.server';
import { bookVisit, cancelVisit, confirmVisit, findAvailability, findVisitByToken, holdTime, moveVisit, type NewVisit } from './visits.server';

// Tuesday, February 2, 2027, 9:00 AM in Miami: the office opened at 8:45, so two office hours
// of notice make 11:00 the first time offered. Estimators work 9:00-17:00 on weekdays.
const NOW = new Date('2027-02-02T14:00:00.000Z');
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const owner = { userId: 'owner', email: 'owner@example.com' };
const customer = { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188', address: '1200 Anastasia Ave, Coral Gables', zipCode: '33134' };
const times = (slots: readonly { start: number }[]) => slots.map((slot) => new Date(slot.start).toISOString().slice(11, 16));

/** A body the booking API reads, as a request would carry it. */
function jsonRequest(body: unknown) {
  return new Request('http://localhost/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe.each(testDialects())('estimate visits on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', BOOKING_DAILY_CAP: '3' }) });
    await addStaff(database.db, 'owner');
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A visitor's booking, confirmed from the link its email carries: from then on it is booked as before tentative visits. */
  async function bookConfirmed(input: NewVisit) {
    const result = await bookVisit(services, input);
    if (!result.ok) throw new Error(`not booked: ${result.reason}`);
    const link = confirmUrl(services, result.visit);
    const email = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'visit.confirm')
      .where('refId', '=', result.visit.id)
      .executeTakeFirstOrThrow();
    expect(openLinks(email.textBody, services.secret)).toContain(link);
    const confirmed = await confirmVisit(services, link.split('/').pop()!, input.now);
    if (!confirmed.ok) throw new Error(`not confirmed: ${confirmed.reason}`);
    return confirmed;
  }

  it('offers times from the estimators’ hours after two office hours’ notice, and none to a ZIP code outside the area', async () => {
    await addEstimator(database.db, 'ana');
    const { days } = await findAvailability(services, { zipCode: '33134', days: 7, now: NOW });
    expect(days.map((day) => day.day)).toEqual(['2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-08']);
    // 11:00 to 16:00 Eastern, every 30 minutes (UTC shown).
    expect(times(days[0]!.slots)).toEqual(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00']);
    expect(times(days[1]!.slots)[0]).toBe('14:00');
    const outside = await findAvailability(services, { zipCode: '33019', days: 7, now: NOW });
    expect(outside).toMatchObject({ inArea: false, days: [] });
    const api = await bookingApi(services, jsonRequest({ ...customer, zipCode: '33019', start: '2027-02-03T09:00:00-05:00' }), '203.0.113.1', NOW);
    expect(api.status).toBe(400);
  });

  it('keeps the travel buffer around a visit, caps the day, and leaves out closures and time off', async () => {
    const booked = await bookVisit(services, { customer, start: at('2027-02-03', '10:00'), language: 'en', now: NOW });
    expect(booked.ok).toBe(true);
    const { days } = await findAvailability(services, { zipCode: '33134', from: '2027-02-03', days: 1, now: NOW });
    // 10:00-11:00 plus 30 minutes' travel: 9:00 would run into it, 11:30 is the first start after it.
    expect(times(days[0]!.slots).slice(0, 3)).toEqual(['16:30', '17:00', '17:30']);
    await bookVisit(services, { customer, start: at('2027-02-03', '13:00'), language: 'en', now: NOW });
    await bookVisit(services, { customer, start: at('2027-02-03', '15:00'), language: 'en', now: NOW });
    const capped = await findAvailability(services, { zipCode: '33134', from: '2027-02-03', days: 1, now: NOW });
    expect(capped.days).toEqual([{ day: '2027-02-03', slots: [], full: true }]);

    await addClosure(database.db, {
      startsOn: '2027-02-04',
      endsOn: '2027-02-04',
      note: { en: 'Closed for a team day', es: 'Cerrado por un día del equipo' },
      actor: owner,
    });
    await addTimeOff(database.db, { userId: 'ana', startsOn: '2027-02-05', endsOn: '2027-02-05', note: 'Dentist', actor: owner });
    const later = await findAvailability(services, { zipCode: '33134', from: '2027-02-04', days: 5, now: NOW });
    expect(later.days.map((day) => day.day)).toEqual(['2027-02-08']);
  });

  it('gives one time to one of many visitors asking at once, and the next free times to the others', async () => {
    const starts = [at('2027-02-08', '09:00'), at('2027-02-08', '13:00')];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        bookVisit(services, { customer: { ...customer, name: `Visitor ${n}` }, start: starts[n % 2]!, language: 'en', now: NOW }),
      ),
    );
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(2);
    const lost = results.filter((result) => !result.ok);
    expect(lost).toHaveLength(48);
    for (const result of lost)
      expect(result).toMatchObject({ reason: 'taken', alternatives: expect.arrayContaining([expect.objectContaining({ start: expect.any(Number) })]) });
    const rows = await database.db.selectFrom('visits').select('startsAt').where('status', '=', 'booked').where('startsAt', '>=', '2027-02-08').execute();
    expect(rows.map((row) => row.startsAt).sort()).toEqual(starts.map((start) => new Date(start).toISOString()));
  });

  // SQLite refuses such a row with triggers (visit-overlap.server.test.ts, both databases); here the booking's own error code.
  if (dialect === 'postgres')
    it('has PostgreSQL refuse an overlapping visit written past the checks', async () => {
      const row = await database.db
        .selectFrom('visits')
        .selectAll()
        .where('status', '=', 'booked')
        .where('startsAt', '>=', '2027-02-08')
        .orderBy('startsAt')
        .executeTakeFirstOrThrow();
      const overlapping = {
        ...row,
        id: 'sneaked-in',
        manageTokenHash: 'x'.repeat(64),
        startsAt: new Date(Date.parse(row.startsAt) + 30 * 60_000).toISOString(),
      };
      await expect(database.db.insertInto('visits').values(overlapping).execute()).rejects.toMatchObject({ code: '23P01' });
      // Cancelled visits do not hold their time.
      await database.db
        .insertInto('visits')
        .values({ ...overlapping, status: 'cancelled' })
        .execute();
    });

  it('emails an invitation a calendar reads, and keeps its UID through a move and a cancellation that frees the time', async () => {
    const result = await bookConfirmed({ customer, start: at('2027-02-09', '11:00'), language: 'es', now: NOW });
    expect(result.manageUrl).toMatch(/^https:\/\/gwc\.example\/es\/book\/manage\/[A-Za-z0-9_-]{43}$/);
    const invitation = async (kind: string) => {
      const job = await database.db
        .selectFrom('jobs')
        .select(['id', 'payload'])
        .where('key', '=', `mail:${kind}:${result.visit.id}:${kind === 'visit.booked' ? 0 : kind === 'visit.moved' ? 1 : 2}`)
        .executeTakeFirstOrThrow();
      const [file] = await readAttachments(database.db, job.id);
      expect(file?.contentType).toContain('text/calendar');
      // Queued with the manage link sealed; the invitation as sent has it opened (features/mail/links).
      expect(file!.content.toString('utf8')).not.toContain('/book/manage/');
      const calendar = new ICAL.Component(ICAL.parse(openLinksInCalendar(file!.content.toString('utf8'), services.secret)));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return { payload: JSON.parse(job.payload) as { subject: string; text: string }, calendar, event };
    };
    const booked = await invitation('visit.booked');
    expect(booked.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(booked.event.getFirstPropertyValue('uid')).toBe(`visit-${result.visit.id}@gableswindowcare.com`);
    expect(booked.event.getFirstPropertyValue('location')).toBe('1200 Anastasia Ave, Coral Gables, FL 33134');
    // The customer's calendar reminds them an hour before.
    expect(String(booked.event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger'))).toBe('-PT1H');
    expect((booked.event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime()).toBe(at('2027-02-09', '11:00'));
    expect(booked.payload.subject).toBe('Su visita de estimado gratis: martes, 9 de febrero de 2027, 11:00 a. m.');
    expect(booked.payload.text).toContain('Use la invitación adjunta para agregarla a su calendario.');
    // For a mail app that does not read the invitation: Google Calendar's own page, with the time and the place.
    const google = new URL(/Agregar a Google Calendar: (\S+)/.exec(booked.payload.text)![1]!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe('20270209T160000Z/20270209T170000Z');
    expect(google.searchParams.get('location')).toBe('1200 Anastasia Ave, Coral Gables, FL 33134');
    const token = result.manageUrl.split('/').pop()!;
    expect(booked.payload.text).not.toContain(token);
    expect(openLinks(booked.payload.text, services.secret)).toContain(result.manageUrl);
    expect(booked.event.getFirstPropertyValue('url')).toBe(result.manageUrl);

    expect((await findVisitByToken(database.db, token))?.id).toBe(result.visit.id);
    const moved = await moveVisit(services, { visitId: result.visit.id, start: at('2027-02-09', '14:00'), token, now: NOW });
    expect(moved.ok).toBe(true);
    const update = await invitation('visit.moved');
    expect(update.event.getFirstPropertyValue('uid')).toBe(`visit-${result.visit.id}@gableswindowcare.com`);
    expect(update.event.getFirstPropertyValue('sequence')).toBe(1);

    const freeAt = async (start: number) =>
      (await findAvailability(services, { zipCode: '33134', from: '2027-02-09', days: 1, now: NOW })).days[0]!.slots.some((slot) => slot.start === start);
    expect(await freeAt(at('2027-02-09', '14:00'))).toBe(false);
    expect(await freeAt(at('2027-02-09', '11:00'))).toBe(true);
    await cancelVisit(services, { visitId: result.visit.id, token, now: NOW });
    expect(await freeAt(at('2027-02-09', '14:00'))).toBe(true);
    const cancelled = await invitation('visit.cancelled');
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps a held time for its visitor only, and queues the reminders a day and two hours before', async () => {
    const start = at('2027-02-10', '09:00');
    const hold = await holdTime(services, { start, zipCode: '33134', holder: 'browser-1', now: NOW });
    if (!hold.ok) throw new Error('not held');
    expect(await bookVisit(services, { customer, start, language: 'en', now: NOW })).toMatchObject({ ok: false, reason: 'taken' });
    // The hold is its browser's: another presenting its id gets nothing.
    expect(await bookVisit(services, { customer, start, language: 'en', holdId: hold.id, holder: 'browser-2', now: NOW })).toMatchObject({
      ok: false,
      reason: 'taken',
    });
    const mine = await bookConfirmed({ customer, start, language: 'en', holdId: hold.id, holder: 'browser-1', now: NOW });
    expect(mine.ok).toBe(true);
    const reminders = await database.db
      .selectFrom('jobs')
      .select(['key', 'runAt'])
      .where('kind', '=', 'bookings.reminder')
      .where('key', 'like', `%${mine.ok ? mine.visit.id : ''}%`)
      .orderBy('runAt')
      .execute();
    // A day before at 9:00; two hours before is 7:00, inside the quiet hours (20:00-08:00), so it leaves at 8:00.
    expect(reminders.map((job) => job.runAt)).toEqual([new Date(start - 24 * 3_600_000).toISOString(), new Date(start - 1 * 3_600_000).toISOString()]);
  });

  it('sends the reminders as automated email with the one-click unsubscribe, and none to an address that opted out', async () => {
    const start = at('2027-02-11', '14:00');
    const ana = { ...customer, email: 'reminded@example.com' };
    const away = { ...customer, email: 'opted-out@example.com' };
    const reminded = await bookConfirmed({ customer: ana, start, language: 'es', now: NOW });
    await bookConfirmed({ customer: away, start: at('2027-02-11', '09:00'), language: 'en', now: NOW });
    await optOut(database.db, away.email, 'link', { now: NOW });
    let clock = new Date(start - 24 * 3_600_000);
    const runner = createJobRunner({
      db: database.db,
      definitions: [visitReminderJob(services)],
      logger: pino({ level: 'silent' }),
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => clock,
    });
    try {
      while ((await runner.drainOnce()) > 0);
      clock = new Date(start - 2 * 3_600_000);
      while ((await runner.drainOnce()) > 0);
    } finally {
      await runner.stop();
    }
    const emails = await database.db
      .selectFrom('outbox')
      .select(['kind', 'toAddress', 'textBody', 'htmlBody'])
      .where('kind', 'like', 'visit.reminder-%')
      .where('toAddress', 'in', [ana.email, away.email])
      .orderBy('kind')
      .execute();
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([
      ['visit.reminder-first', ana.email],
      ['visit.reminder-second', ana.email],
    ]);
    // In the customer's language, with the visible unsubscribe line that goes with List-Unsubscribe.
    expect(emails[0]!.textBody).toContain('Cancelar suscripción');
    expect(openLinks(emails[0]!.textBody, services.secret)).toContain('/es/unsubscribe/');
    // The branded page (booking-emails.server.test.ts), its button the manage link, its unsubscribe line closing the card after the sign-off.
    const page = openLinks(emails[0]!.htmlBody!, services.secret);
    expect(page).toContain('<html lang="es">');
    expect(page).toContain(`<a href="${reminded.manageUrl}" style="display:inline-block`);
    expect(page).toMatch(
      /\(305\) 555-0142<\/p>\n<p style="margin:24px 0 0;padding-top:16px;border-top[^>]*>.*<a href="https:\/\/gwc\.example\/es\/unsubscribe\/[^"]+"[^>]*>Cancelar suscripción<\/a><\/p>\n<\/div>/,
    );
    // The booking's own email stays transactional: no unsubscribe line, and it still carries the invitation.
    const confirmation = await database.db
      .selectFrom('outbox')
      .select(['id', 'textBody'])
      .where('kind', '=', 'visit.booked')
      .where('toAddress', '=', away.email)
      .executeTakeFirstOrThrow();
    expect(confirmation.textBody).not.toContain('unsubscribe');
    expect((await readAttachments(database.db, confirmation.id)).map((file) => file.contentType)).toEqual(['text/calendar; charset=utf-8; method=REQUEST']);
  });

  it('puts a visit booked for a quote request (by its signed reference) on its timeline as the first response once confirmed', async () => {
    await database.db
      .insertInto('quoteRequests')
      .values({
        id: 'q-visit',
        firstName: 'Marisol',
        lastName: 'Ortega',
        email: customer.email,
        phone: customer.phone,
        address: '1200 Anastasia Ave',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        projectType: 'window-repair',
        projectDescription: 'A stuck sash',
        budget: null,
        timeframe: null,
        howDidYouHear: null,
        language: 'en',
        status: 'new',
        notes: '',
        spamReason: null,
        landingPath: null,
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      })
      .execute();
    const reference = requestConfirmationToken(services.secret, 'quote-requests', 'q-visit', NOW.getTime());
    const answer = await bookingApi(
      services,
      jsonRequest({ ...customer, start: '2027-02-10T13:00:00-05:00', language: 'en', request: reference }),
      '203.0.113.2',
      NOW,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      booking: {
        start: '2027-02-10T13:00:00-05:00',
        end: '2027-02-10T14:00:00-05:00',
        manageUrl: expect.stringContaining('/book/manage/'),
        status: 'tentative',
      },
    });
    // Tentative: nothing on the lead yet.
    expect((await listTimeline(database.db, 'quote-request', 'q-visit')).map((event) => event.action)).not.toContain('visit.booked');
    const { id } = (answer.body as { booking: { id: string } }).booking;
    expect(await confirmVisit(services, confirmUrl(services, { id, language: 'en' }).split('/').pop()!, NOW)).toMatchObject({ ok: true });
    const timeline = await listTimeline(database.db, 'quote-request', 'q-visit');
    expect(timeline.map((event) => event.action)).toContain('visit.booked');
    const lead = await database.db.selectFrom('quoteRequests').select('firstResponseAt').where('id', '=', 'q-visit').executeTakeFirstOrThrow();
    expect(lead.firstResponseAt).toBe(NOW.toISOString());

    const again = await bookingApi(services, jsonRequest({ ...customer, start: '2027-02-10T13:00:00-05:00' }), '203.0.113.2', NOW);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: expect.any(String),
      alternatives: expect.arrayContaining([{ start: '2027-02-10T14:30:00-05:00', end: '2027-02-10T15:30:00-05:00' }]),
    });
    const invalid = await bookingApi(services, jsonRequest({ ...customer, email: 'not-an-email', start: 'tomorrow' }), '203.0.113.2', NOW);
    expect(invalid).toMatchObject({ status: 400, body: { fieldErrors: { email: [expect.any(String)], start: [expect.any(String)] } } });
  });

  it('never escalates as "still waiting" a quote request its customer answered with a booked visit; its unanswered twin is', async () => {
    const arrived = new Date(NOW.getTime() - 30 * 60_000);
    const quote = (id: string, firstName: string) => ({
      id,
      firstName,
      lastName: 'Ortega',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: customer.phone,
      address: '1200 Anastasia Ave',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      projectType: 'window-repair',
      projectDescription: 'A stuck sash',
      budget: null,
      timeframe: null,
      howDidYouHear: null,
      language: 'en' as const,
      status: 'new',
      notes: '',
      spamReason: null,
      landingPath: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      createdAt: arrived.toISOString(),
      updatedAt: arrived.toISOString(),
    });
    await database.db
      .insertInto('quoteRequests')
      .values([quote('q-booked', 'Booked'), quote('q-waiting', 'Waiting')])
      .execute();
    await addEstimator(database.db, 'eli');
    await bookConfirmed({
      customer: { ...customer, name: 'Booked Ortega', email: 'booked@example.com' },
      start: at('2027-02-12', '11:00'),
      language: 'en',
      quoteRequestId: 'q-booked',
      now: NOW,
    });
    const ctx = { afterMinutes: 15, to: 'escalations@example.com', publicUrl: 'https://gwc.example', appName: 'Gables Window Care' };
    // The office opened at 8:45: by 10:00 both leads have waited over an hour of office time.
    const escalated = await escalateOverdueLeads(database.db, services.transact, ctx, new Date(NOW.getTime() + 60 * 60_000));
    const ids = escalated.map((lead) => lead.id);
    expect(ids).toContain('q-waiting');
    expect(ids).not.toContain('q-booked');
    const subjects = await database.db.selectFrom('outbox').select('subject').where('kind', 'like', '%.escalation').execute();
    expect(subjects.map((row) => row.subject)).toEqual(expect.arrayContaining(['Still waiting: quote request from Waiting Ortega']));
    expect(subjects.map((row) => row.subject)).not.toContain('Still waiting: quote request from Booked Ortega');
  });

  it('gives each staff member a private feed a calendar reads, and nothing for a forged address', async () => {
    const feed = await staffFeedFor(services, await staffFeedFile(services, 'ana', NOW), NOW);
    const calendar = new ICAL.Component(ICAL.parse(feed!));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((event) => String(event.getFirstPropertyValue('uid')).endsWith('@gableswindowcare.com'))).toBe(true);
    const [feedId] = (await staffFeedFile(services, 'ana', NOW)).split('.');
    expect(await staffFeedFor(services, `${feedId}.${'A'.repeat(43)}.ics`, NOW)).toBeUndefined();
    expect(await staffFeedFor(services, await staffFeedFile(services, 'owner', NOW), NOW)).toContain('BEGIN:VCALENDAR');
  });

  // Last: it changes the profile the tests above read.
  it('books where the company profile serves, and its emails, invitation and feeds name the company as the profile has it', async () => {
    const inArea = async (zipCode: string) => (await findAvailability(services, { zipCode, days: 7, now: NOW })).inArea;
    expect([await inArea('33134'), await inArea('33019')]).toEqual([true, false]);
    const saved = await updateBusinessProfile(
      services,
      {
        name: 'Coral Glass & Screens',
        phone: '(786) 555-0110',
        email: 'office@coralglass.example',
        serviceArea: { county: 'Broward', towns: [{ name: 'Hollywood', zipCodes: ['33019', '33020'] }] },
      },
      { actor: owner },
    );
    expect(saved.ok).toBe(true);
    expect([await inArea('33134'), await inArea('33019')]).toEqual([false, true]);
    // The /book form refuses a ZIP code the profile no longer lists.
    const form = new URLSearchParams({ intent: 'hold', zip: '33134', start: new Date(at('2027-02-12', '10:00')).toISOString() });
    const refused = await bookPageAction(services, new Request('https://gwc.example/book', { method: 'POST', body: form }), '203.0.113.9', 'en', NOW);
    expect(refused).toMatchObject({ data: { step: 'outside', zip: '33134' }, init: { status: 400 } });

    const result = await bookConfirmed({ customer: { ...customer, zipCode: '33019' }, start: at('2027-02-12', '10:00'), language: 'en', now: NOW });
    const job = await database.db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('key', '=', `mail:visit.booked:${result.visit.id}:0`)
      .executeTakeFirstOrThrow();
    expect((JSON.parse(job.payload) as { text: string }).text).toMatch(/\n\nCoral Glass & Screens\n\(786\) 555-0110\n$/);
    const [file] = await readAttachments(database.db, job.id);
    const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent')!;
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:office@coralglass.example');
    expect(organizer.getParameter('cn')).toBe('Coral Glass & Screens');
    expect(event.getFirstPropertyValue('summary')).toBe('Free window estimate – Coral Glass & Screens');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Coral Glass & Screens');

    const feed = new ICAL.Component(ICAL.parse((await staffFeedFor(services, await staffFeedFile(services, 'ana', NOW), NOW))!));
    expect(String(feed.getFirstPropertyValue('x-wr-calname'))).toMatch(/^Coral Glass & Screens – /);
  });
});
