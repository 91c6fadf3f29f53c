import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { quoteRequestRow } from '#tests/support/follow-up-fixtures';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { requestConfirmationToken } from '~/features/leads/my-requests/request-confirmation.server';
import { openLinks } from '~/features/mail/links.server';
import { listTimeline } from '~/lib/audit-log.server';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { adminBookingsApi, availabilityApi, bookingApi } from './booking-api.server';
import * as pages from './booking-pages.server';
import { hasStandingVisit } from './customer-visits.server';
import * as visits from './visits.server';

// Issue 43's booking items: what strangers could do to the calendar, a lead and a customer's
// inbox, dates that made the API fail, and a manage link used after the visit began.

// Tuesday, February 2, 2027, 9:00 AM in Miami (as visits.server.test.ts): estimators work 9-17 on weekdays.
const NOW = new Date('2027-02-02T14:00:00.000Z');
const MINUTE = 60_000;
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const iso = (day: string, time: string) => `${day}T${time}:00-05:00`;
const customer = { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188', address: '1200 Anastasia Ave', zipCode: '33134' };

function jsonRequest(body: unknown) {
  return new Request('http://localhost/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`https://gwc.example${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
}

describe.each(testDialects())('booking guards on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, {
      env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', BOOKING_CONFIRM_HOURS: '0.5', BOOKING_WINDOW_DAYS: '60' }),
    });
    await addStaff(database.db, 'owner');
    await addEstimator(database.db, 'ana');
  });
  afterAll(async () => {
    await database.drop();
  });

  const visitRow = (id: string) => database.db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const freeAt = async (start: number, now = NOW) =>
    (await visits.findAvailability(services, { zipCode: '33134', days: 14, now })).days.some((day) => day.slots.some((slot) => slot.start === start));
  /** The confirmation link's token, as the visitor's email carries it. */
  const emailedToken = async (visitId: string) => {
    const email = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'visit.confirm')
      .where('refId', '=', visitId)
      .executeTakeFirstOrThrow();
    return /\/book\/confirm\/(\S+)/.exec(openLinks(email.textBody, services.secret))![1]!;
  };

  it('takes a quote request only by its signed reference, after the address limit, and puts nothing on the lead until the visit is confirmed', async () => {
    await database.db
      .insertInto('quoteRequests')
      .values(quoteRequestRow('q-guarded', customer.email, NOW))
      .execute();
    const bare = await bookingApi(services, jsonRequest({ ...customer, start: iso('2027-02-03', '10:00'), quoteRequestId: 'q-guarded' }), '203.0.113.10', NOW);
    expect(bare).toMatchObject({ status: 400, body: { fieldErrors: { quoteRequestId: [expect.stringContaining('signed reference')] } } });
    const forged = await bookingApi(
      services,
      jsonRequest({ ...customer, start: iso('2027-02-03', '10:00'), request: 'q.q-guarded.9999999999.x' }),
      '203.0.113.10',
      NOW,
    );
    expect(forged).toMatchObject({ status: 400, body: { fieldErrors: { request: [expect.any(String)] } } });
    expect(await database.db.selectFrom('visits').select('id').where('quoteRequestId', '=', 'q-guarded').execute()).toEqual([]);

    // The address limit answers before the reference is read.
    const limited = { ...services, bookingLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) };
    await bookingApi(limited, jsonRequest({}), '203.0.113.11', NOW);
    expect(
      (await bookingApi(limited, jsonRequest({ ...customer, start: iso('2027-02-03', '10:00'), quoteRequestId: 'q-guarded' }), '203.0.113.11', NOW)).status,
    ).toBe(429);

    const request = requestConfirmationToken(services.secret, 'quote-requests', 'q-guarded', NOW.getTime());
    const answer = await bookingApi(services, jsonRequest({ ...customer, start: iso('2027-02-03', '10:00'), request }), '203.0.113.10', NOW);
    expect(answer).toMatchObject({ status: 201, body: { booking: { status: 'tentative' } } });
    const lead = () => database.db.selectFrom('quoteRequests').select('firstResponseAt').where('id', '=', 'q-guarded').executeTakeFirstOrThrow();
    expect((await listTimeline(database.db, 'quote-request', 'q-guarded')).map((event) => event.action)).not.toContain('visit.booked');
    expect((await lead()).firstResponseAt).toBeNull();
  });

  it('keeps a visitor’s booking tentative, sends no invitation until its address confirms, and shows staff it is tentative', async () => {
    const email = 'tentative@example.com';
    const answer = await bookingApi(services, jsonRequest({ ...customer, email, start: iso('2027-02-04', '10:00') }), '203.0.113.20', NOW);
    expect(answer.status).toBe(201);
    const { id, manageUrl } = (answer.body as { booking: { id: string; manageUrl: string } }).booking;
    const sent = () => database.db.selectFrom('outbox').select('kind').where('toAddress', '=', email).orderBy('kind').execute();
    expect((await sent()).map((row) => row.kind)).toEqual(['visit.confirm']);
    expect(await freeAt(at('2027-02-04', '10:00'))).toBe(false);
    const listed = await adminBookingsApi(services, new URL('http://localhost/api/admin/bookings?from=2027-02-04'), NOW);
    expect(listed.body).toMatchObject({ bookings: [{ id, confirmed: false, confirmBy: '2027-02-02T09:30:00-05:00' }] });

    // The manage page tells the visitor to check their email, in their language.
    const manageToken = manageUrl.split('/').pop()!;
    const page = await pages.managePageLoader(services, new Request(`${manageUrl}?booked=1`), manageToken, 'es', NOW);
    expect(page.visit).toMatchObject({ email, confirmBy: 'martes, 2 de febrero de 2027, 9:30 a. m.' });

    // The emailed link shows the visit; only its button confirms it.
    const token = await emailedToken(id);
    expect(await pages.confirmPageLoader(services, token, 'en', NOW)).toMatchObject({ state: 'tentative' });
    expect((await visitRow(id)).confirmedAt).toBeNull();
    const done = await pages.confirmPageAction(services, token, 'en', new Date(NOW.getTime() + 10 * MINUTE));
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get('Location')).toMatch(/^\/book\/manage\/[A-Za-z0-9_-]{43}\?booked=1$/);
    expect((await visitRow(id)).confirmedAt).not.toBeNull();
    expect((await sent()).map((row) => row.kind)).toEqual(['visit.booked', 'visit.confirm']);
    // The link the booking page showed stops working: the new one is in the confirmed email only.
    expect(await visits.findVisitByToken(database.db, manageToken)).toBeUndefined();
    expect(await pages.confirmPageLoader(services, token, 'en', NOW)).toMatchObject({ state: 'already-confirmed' });
  });

  it('releases a tentative visit nobody confirmed within BOOKING_CONFIRM_HOURS, and cancels it by its job', async () => {
    const start = at('2027-02-05', '11:00');
    const booked = await visits.bookVisit(services, { customer: { ...customer, email: 'stranger@example.com' }, start, language: 'en', now: NOW });
    if (!booked.ok) throw new Error('not booked');
    expect(await freeAt(start, new Date(NOW.getTime() + 29 * MINUTE))).toBe(false);
    const later = new Date(NOW.getTime() + 31 * MINUTE);
    expect(await freeAt(start, later)).toBe(true);
    expect(await pages.confirmPageLoader(services, await emailedToken(booked.visit.id), 'en', later)).toMatchObject({ state: 'expired' });

    const runner = createJobRunner({
      db: database.db,
      definitions: [visits.expireVisitJob(services)],
      logger: pino({ level: 'silent' }),
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => later,
    });
    try {
      while ((await runner.drainOnce()) > 0);
    } finally {
      await runner.stop();
    }
    expect(await visitRow(booked.visit.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'unconfirmed' });
    // Someone else books the time at once.
    const next = await visits.bookVisit(services, { customer, start, language: 'en', now: later });
    expect(next.ok).toBe(true);
  });

  it('limits visitors’ bookings per email address and everyone’s holds and bookings per day', async () => {
    const perEmail = { ...services, bookingEmailLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }) };
    const victim = 'victim@example.com';
    const statuses: number[] = [];
    for (const [n, time] of ['09:00', '11:00', '13:00'].entries()) {
      const answer = await bookingApi(perEmail, jsonRequest({ ...customer, email: victim, start: iso('2027-02-08', time) }), `198.51.100.${n}`, NOW);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await database.db.selectFrom('outbox').select('kind').where('toAddress', '=', victim).execute()).toHaveLength(2);

    const perDay = { ...services, bookingDayLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 86_400_000 }) };
    const cookie = `${pages.BOOKING_COOKIE}=${'a'.repeat(43)}`;
    const hold = await pages.bookPageAction(
      perDay,
      formRequest('/book', { intent: 'hold', zip: '33134', start: new Date(at('2027-02-09', '09:00')).toISOString() }, cookie),
      '198.51.100.20',
      'en',
      NOW,
    );
    expect(hold).toMatchObject({ data: { step: 'details' } });
    const second = await bookingApi(perDay, jsonRequest({ ...customer, email: 'one@example.com', start: iso('2027-02-09', '13:00') }), '198.51.100.21', NOW);
    expect(second.status).toBe(201);
    const third = await bookingApi(perDay, jsonRequest({ ...customer, email: 'two@example.com', start: iso('2027-02-09', '15:00') }), '198.51.100.22', NOW);
    expect(third).toMatchObject({ status: 429, body: { error: expect.stringContaining('no more online bookings') } });
  });

  it('holds a time only for a browser with the booking cookie, and one time per browser', async () => {
    const first = at('2027-02-10', '09:00');
    const second = at('2027-02-10', '13:00');
    const hold = (start: number, cookie?: string) =>
      pages.bookPageAction(
        services,
        formRequest('/es/book', { intent: 'hold', zip: '33134', start: new Date(start).toISOString() }, cookie),
        '198.51.100.30',
        'es',
        NOW,
      );
    const without = await hold(first);
    expect(without).toMatchObject({ data: { step: 'error', message: expect.stringContaining('cookies') }, init: { status: 400 } });
    expect(String((without as { init: { headers: Record<string, string> } }).init.headers['Set-Cookie'])).toMatch(
      /^gwc\.booking=[A-Za-z0-9_-]{43}; .*HttpOnly/,
    );
    expect(await freeAt(first)).toBe(true);

    const cookie = `${pages.BOOKING_COOKIE}=${'b'.repeat(43)}`;
    expect(await hold(first, cookie)).toMatchObject({ data: { step: 'details' } });
    expect(await freeAt(first)).toBe(false);
    expect(await hold(second, cookie)).toMatchObject({ data: { step: 'details' } });
    // The browser's first hold is let go when it holds another time.
    expect([await freeAt(first), await freeAt(second)]).toEqual([true, false]);
  });

  it('refuses dates outside a sane window and impossible days with 400 and a field error', async () => {
    const availability = (query: string) => availabilityApi(services, new URL(`http://localhost/api/availability?zip=33134&${query}`), NOW);
    for (const from of ['9999-12-31', '0001-01-01', '2027-02-30', '2027-06-01'])
      expect(await availability(`from=${from}`)).toMatchObject({ status: 400, body: { fieldErrors: { from: [expect.any(String)] } } });
    expect((await availability('from=2027-03-01')).status).toBe(200);

    for (const start of ['9999-12-31T10:00:00-05:00', '0001-01-01T10:00:00-05:00', '2027-02-30T10:00:00-05:00', '2027-02-03T24:30:00-05:00']) {
      const answer = await bookingApi(services, jsonRequest({ ...customer, start }), '198.51.100.40', NOW);
      expect(answer, start).toMatchObject({ status: 400, body: { fieldErrors: { start: [expect.any(String)] } } });
    }
    // Years ahead: past BOOKING_WINDOW_DAYS (60), with the last day named.
    const ahead = await bookingApi(services, jsonRequest({ ...customer, start: iso('2028-02-01', '10:00') }), '198.51.100.40', NOW);
    expect(ahead).toMatchObject({ status: 400, body: { fieldErrors: { start: [expect.stringContaining('April 3, 2027')] } } });

    const cookie = `${pages.BOOKING_COOKIE}=${'c'.repeat(43)}`;
    for (const start of ['9999-12-31T15:00:00.000Z', '0001-01-01T15:00:00.000Z', '2027-02-30T15:00:00.000Z']) {
      const held = await pages.bookPageAction(services, formRequest('/book', { intent: 'hold', zip: '33134', start }, cookie), '198.51.100.41', 'en', NOW);
      expect(held, start).toMatchObject({ data: { step: 'error' }, init: { status: 400 } });
    }

    const staffList = (query: string) => adminBookingsApi(services, new URL(`http://localhost/api/admin/bookings?${query}`), NOW);
    expect(await staffList('from=9999-12-31&to=9999-12-31')).toMatchObject({ status: 400, body: { fieldErrors: { from: [expect.any(String)] } } });
    expect(await staffList('from=0001-01-01&to=0001-01-02')).toMatchObject({ status: 400, body: { fieldErrors: { from: [expect.any(String)] } } });
    expect((await staffList('from=2027-02-01&to=2027-02-28')).status).toBe(200);
  });

  it('stops follow-ups only for a visit its address confirmed', async () => {
    const email = 'followed@example.com';
    const since = new Date(NOW.getTime() - 60 * MINUTE).toISOString();
    const booked = await visits.bookVisit(services, { customer: { ...customer, email }, start: at('2027-02-11', '10:00'), language: 'en', now: NOW });
    if (!booked.ok) throw new Error('not booked');
    const standing = () => hasStandingVisit(database.db, { quoteRequestId: null, email, since, now: NOW });
    expect(await standing()).toBe(false);
    await pages.confirmPageAction(services, await emailedToken(booked.visit.id), 'en', NOW);
    expect(await standing()).toBe(true);
  });

  it('refuses to cancel or move a visit from its link once it has begun', async () => {
    const start = at('2027-02-12', '10:00');
    const booked = await visits.bookVisit(services, { customer, start, language: 'es', now: NOW, actor: { userId: 'owner', email: 'owner@example.com' } });
    if (!booked.ok) throw new Error('not booked');
    const token = booked.manageUrl.split('/').pop()!;
    const begun = new Date(start + 10 * MINUTE);
    const manage = (fields: Record<string, string>) => pages.managePageAction(services, formRequest(`/es/book/manage/${token}`, fields), token, 'es', begun);
    const attempts: Record<string, string>[] = [{ intent: 'cancel' }, { intent: 'move', start: new Date(at('2027-02-12', '14:00')).toISOString() }];
    for (const fields of attempts)
      expect(await manage(fields)).toMatchObject({
        data: { done: null, message: 'Esta visita ya empezó, así que ya no se puede cambiar ni cancelar en línea. Llámenos, por favor.' },
        init: { status: 409 },
      });
    expect(await visitRow(booked.visit.id)).toMatchObject({ status: 'booked', startsAt: new Date(start).toISOString() });
    const page = await pages.managePageLoader(services, new Request(booked.manageUrl), token, 'es', begun);
    expect(page).toMatchObject({ visit: { begun: true }, days: [], times: [] });
  });

  it('lets a hold go once BOOKING_HOLD_MINUTES have passed (waited out on the real clock)', async () => {
    const quick = createTestServices(database, {
      env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', BOOKING_HOLD_MINUTES: '0.01' }),
    });
    const free = async () => (await visits.findAvailability(quick, { zipCode: '33134', days: 14, now: new Date() })).days.flatMap((day) => day.slots);
    const [slot] = await free();
    if (!slot) throw new Error('no free time in the next two weeks');
    const held = await visits.holdTime(quick, { start: slot.start, zipCode: '33134', holder: 'waiting-browser', now: new Date() });
    expect(held.ok).toBe(true);
    expect((await free()).some((entry) => entry.start === slot.start)).toBe(false);
    expect(await visits.bookVisit(quick, { customer, start: slot.start, language: 'en', now: new Date() })).toMatchObject({ ok: false, reason: 'taken' });
    await new Promise((resolve) => setTimeout(resolve, 0.01 * 60_000 + 200));
    expect((await free()).some((entry) => entry.start === slot.start)).toBe(true);
    expect(await visits.bookVisit(quick, { customer, start: slot.start, language: 'en', now: new Date() })).toMatchObject({ ok: true });
  });
});
