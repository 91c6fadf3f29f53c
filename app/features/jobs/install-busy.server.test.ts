import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { availabilityApi, bookingApi } from '~/features/bookings/booking-api.server';
import { bookPageAction } from '~/features/bookings/booking-pages.server';
import { staffCalendarAction } from '~/features/bookings/staff-calendar.server';
import { bookVisit, findAvailability, holdTime, listVisits, moveVisit } from '~/features/bookings/visits.server';
import { createOrder } from '~/features/orders/orders.server';
import { openDatabase } from '~/lib/db.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { cancelInstallVisit, listInstallVisits, scheduleInstallVisit } from './install-visits.server';
import { createJobForOrder, getJobForOrder } from './job-records.server';

// The estimate side of "never in two places": a person on a booked install visit is not offered
// for an estimate visit then, and no booking path (the page without JavaScript, the API, staff
// booking or moving, a race with the install) puts them on one.

// Tuesday, February 2, 2027, 9:00 AM in Miami: estimators work 9:00-17:00 on weekdays; visits last
// an hour with 30 minutes' travel after.
const NOW = new Date('2027-02-02T14:00:00.000Z');
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const iso = (day: string, time: string) => new Date(at(day, time)).toISOString();
const clock = (start: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(start);
const customer = { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188', address: '1200 Anastasia Ave', zipCode: '33134' };
const staff = { userId: 'owner', email: 'owner@example.com' };
const installer = { actorId: 'owner', actorEmail: 'owner@example.com' };

function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`https://gwc.example${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
}

describe.each(testDialects())('estimate visits around install visits on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let jobId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example', BOOKING_DAILY_CAP: '20' }) });
    await addStaff(database.db, 'owner');
    // Ana is the one estimator, and installs too.
    await addEstimator(database.db, 'ana');
    const order = await createOrder(database.db, {
      customerName: 'Ernesto Díaz',
      customerEmail: 'ernesto@example.com',
      service: 'Impact windows',
      date: '2027-02-01',
      amountCents: 1_250_000,
    });
    await createJobForOrder(database.db, order.id);
    jobId = (await getJobForOrder(database.db, order.id))!.id;
  });
  afterAll(async () => {
    await database.drop();
  });

  const install = (day: string, from: string, to: string, crewIds = ['ana']) =>
    scheduleInstallVisit(database.db, { jobId, startsAt: iso(day, from), endsAt: iso(day, to), crewIds, ...installer });
  const startsOn = async (day: string) =>
    ((await findAvailability(services, { zipCode: '33134', from: day, days: 1, now: NOW })).days[0]?.slots ?? []).map((slot) => clock(slot.start));

  it('offers no estimate time that runs into the estimator’s install visit, and offers it again once the install is cancelled', async () => {
    expect(await startsOn('2027-02-03')).toContain('13:00');
    const afternoon = await install('2027-02-03', '13:00', '17:00');
    if (!afternoon.ok) throw new Error(afternoon.message);
    // An hour's visit and its 30 minutes' travel must end by 13:00: 11:30 is the last start.
    expect(await startsOn('2027-02-03')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    // The public availability API answers the same.
    const api = await availabilityApi(services, new URL('https://gwc.example/api/availability?zip=33134&from=2027-02-03&days=1'), NOW);
    expect(api.body).toMatchObject({ slots: expect.any(Array) });
    const slots = (api.body as { slots: { start: string }[] }).slots;
    expect(slots.map((slot) => slot.start.slice(11, 16))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);

    await cancelInstallVisit(database.db, { visitId: afternoon.visit.id, ...installer });
    expect(await startsOn('2027-02-03')).toContain('13:00');
  });

  it('refuses a time the estimator spends installing, on every path, as a time taken (409), never a failure', async () => {
    const morning = await install('2027-02-04', '09:00', '12:00');
    if (!morning.ok) throw new Error(morning.message);
    const start = at('2027-02-04', '10:00');

    // The page without JavaScript, in Spanish: the hold is refused with the page's message and other times.
    const page = await bookPageAction(
      services,
      formRequest('/es/book', { intent: 'hold', zip: '33134', start: new Date(start).toISOString() }),
      '198.51.100.7',
      'es',
      NOW,
    );
    // A browser without the page's cookie is asked for it first; with it, the time is refused.
    const cookie = 'init' in page ? new Headers(page.init?.headers).get('set-cookie')?.split(';')[0] : undefined;
    const held = await bookPageAction(
      services,
      formRequest('/es/book', { intent: 'hold', zip: '33134', start: new Date(start).toISOString() }, cookie),
      '198.51.100.7',
      'es',
      NOW,
    );
    expect(held).toMatchObject({
      data: { step: 'taken', message: 'Lo sentimos, alguien reservó esa hora mientras usted escogía.' },
      init: { status: 409 },
    });
    // The other times offered start after the install (12:00), with the travel before them free.
    const offered = 'data' in held && held.data.step === 'taken' ? held.data.alternatives.map((choice) => Date.parse(choice.start)) : [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((time) => time >= at('2027-02-04', '12:00'))).toBe(true);

    // The booking API.
    const posted = await bookingApi(
      services,
      new Request('https://gwc.example/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...customer, start: '2027-02-04T10:00:00-05:00' }),
      }),
      '198.51.100.8',
      NOW,
    );
    expect(posted).toMatchObject({ status: 409, body: { error: 'Sorry, someone booked that time while you were choosing.' } });

    // A hold, a staff booking and the staff calendar's form.
    expect(await holdTime(services, { start, zipCode: '33134', holder: 'h'.repeat(43), now: NOW })).toMatchObject({ ok: false, reason: 'taken' });
    expect(await bookVisit(services, { customer, start, language: 'en', actor: staff, now: NOW })).toMatchObject({ ok: false, reason: 'taken' });
    const created = await staffCalendarAction(
      services,
      formRequest('/admin/calendar', { intent: 'create', start: new Date(start).toISOString(), language: 'en', ...customer }),
      staff,
      NOW,
    );
    expect(created).toMatchObject({ init: { status: 409 }, data: { ok: false } });
    // The staff are offered the next free times instead: after the install, on the same day.
    const refusal = 'data' in created ? created.data.message : '';
    expect(refusal).toBe('That time is no longer free. The next free: Thursday, February 4, 2027 at 12:00 PM, 12:30 PM, or 1:00 PM.');

    // A visit in the afternoon cannot be moved into the install, by staff or by its customer.
    const later = await bookVisit(services, { customer, start: at('2027-02-04', '14:00'), language: 'en', actor: staff, now: NOW });
    if (!later.ok) throw new Error(later.reason);
    expect(await moveVisit(services, { visitId: later.visit.id, start: at('2027-02-04', '11:00'), actor: staff, now: NOW })).toMatchObject({
      ok: false,
      reason: 'taken',
    });
    const token = later.manageUrl.split('/').pop()!;
    expect(await moveVisit(services, { visitId: later.visit.id, start: at('2027-02-04', '09:30'), token, now: NOW })).toMatchObject({ reason: 'taken' });
    const moved = await staffCalendarAction(
      services,
      formRequest('/admin/calendar', { intent: 'move', visitId: later.visit.id, start: new Date(start).toISOString() }),
      staff,
      NOW,
    );
    expect(moved).toMatchObject({ data: { ok: false }, init: { status: 409 } });
    // Right after the install, with the visit's own travel after it, is free.
    expect(await moveVisit(services, { visitId: later.visit.id, start: at('2027-02-04', '12:00'), actor: staff, now: NOW })).toMatchObject({ ok: true });
    const day = await listVisits(database.db, { from: iso('2027-02-04', '00:00'), to: iso('2027-02-05', '00:00') });
    expect(day.map((visit) => clock(Date.parse(visit.startsAt)))).toEqual(['12:00']);
  });

  it('gives each hour to one of an estimate booking and an install racing for the same person', async () => {
    // PostgreSQL: the install through a second connection pool, as another server process; SQLite: its one writer.
    const second = dialect === 'postgres' ? openDatabase(database.url) : undefined;
    const installs = second?.db ?? database.db;
    const hours = ['09:00', '10:30', '12:00', '13:30', '15:00'];
    try {
      const results = await Promise.all(
        hours.map(async (hour) => {
          const start = at('2027-02-05', hour);
          const [booked, installed] = await Promise.all([
            bookVisit(services, { customer, start, language: 'en', actor: staff, now: NOW }),
            scheduleInstallVisit(installs, {
              jobId,
              startsAt: new Date(start).toISOString(),
              endsAt: new Date(start + 3_600_000).toISOString(),
              crewIds: ['ana'],
              ...installer,
            }),
          ]);
          return { hour, booked: booked.ok, installed: installed.ok, refusal: installed.ok ? undefined : installed };
        }),
      );
      for (const result of results) {
        expect(Number(result.booked) + Number(result.installed), result.hour).toBe(1);
        if (result.refusal) expect(result.refusal).toMatchObject({ reason: 'conflict', conflict: { kind: 'estimate' } });
      }
      const day = { from: iso('2027-02-05', '00:00'), to: iso('2027-02-06', '00:00') };
      const estimates = await listVisits(database.db, day);
      const installsThatDay = await listInstallVisits(database.db, { ...day, crewId: 'ana' });
      expect(estimates.length + installsThatDay.length).toBe(hours.length);
      for (const estimate of estimates)
        for (const visit of installsThatDay) expect(estimate.startsAt < visit.endsAt && visit.startsAt < estimate.busyUntil).toBe(false);
    } finally {
      await second?.close();
    }
  });

  // PostgreSQL only: SQLite's one writer never lets a booking read while an install is being written.
  if (dialect === 'postgres')
    it('re-checks under the calendar lock: an install committed while the booking waited for it wins', async () => {
      const second = openDatabase(database.url);
      try {
        const start = at('2027-02-08', '10:00');
        let scheduled!: () => void;
        const installWritten = new Promise<void>((resolve) => (scheduled = resolve));
        let commit!: () => void;
        const released = new Promise<void>((resolve) => (commit = resolve));
        // The install is written (holding Ana's calendar lock) but not yet committed while the booking starts.
        const installing = second.db.transaction().execute(async (trx) => {
          const result = await scheduleInstallVisit(trx, {
            jobId,
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(start + 7_200_000).toISOString(),
            crewIds: ['ana'],
            ...installer,
          });
          scheduled();
          await released;
          return result;
        });
        await installWritten;
        // The booking read Ana free (the install is not committed) and waits for her lock.
        const booking = bookVisit(services, { customer, start, language: 'en', actor: staff, now: NOW });
        await new Promise((resolve) => setTimeout(resolve, 300));
        commit();
        expect(await installing).toMatchObject({ ok: true });
        expect(await booking).toMatchObject({ ok: false, reason: 'taken' });
      } finally {
        await second.close();
      }
    });
});
