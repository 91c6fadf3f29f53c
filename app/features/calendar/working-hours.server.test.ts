import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { findAvailability } from '~/features/bookings/visits.server';
import { workingHoursAction, workingHoursLoader, type WorkingHoursReply } from './working-hours.server';

// The working-hours screen's server side: field errors with what was typed, and availability that
// follows each change at once.

// Tuesday, February 2, 2027, 9:00 AM in Miami.
const NOW = new Date('2027-02-02T14:00:00.000Z');
const owner = { userId: 'owner', email: 'owner@example.com' };

function post(fields: Record<string, string>) {
  return new Request('http://localhost/admin/calendar/hours', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** The week's fields: Monday to Friday `opens`-`closes`, the weekend off. */
function week(opens: string, closes: string, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = { intent: 'hours', staffId: 'lucia' };
  for (const day of [1, 2, 3, 4, 5]) Object.assign(fields, { [`works-${day}`]: 'on', [`opens-${day}`]: opens, [`closes-${day}`]: closes });
  return { ...fields, ...changes };
}

async function answer(services: AppServices, fields: Record<string, string>) {
  const result = (await workingHoursAction(services, post(fields), owner, NOW)) as unknown as { data: WorkingHoursReply; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, body: result.data };
}

describe.each(testDialects())('the working-hours screen on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const days = async (from: string, count: number) =>
    (await findAvailability(services, { zipCode: '33134', from, days: count, now: NOW })).days.filter((day) => !day.full).map((day) => day.day);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example' }) });
    await addStaff(database.db, 'owner');
    await addStaff(database.db, 'lucia');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('refuses hours that end before they start, by the day, keeping what was typed; saved hours are offered at once', async () => {
    expect(await days('2027-02-03', 3)).toEqual([]);
    const refused = await answer(services, week('09:00', '17:00', { 'opens-3': '18:00', 'closes-3': '08:00' }));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'day-3': 'The closing time must be after the opening time.' });
    expect(refused.body.days?.find((day) => day.weekday === 3)).toMatchObject({ works: true, opens: '18:00', closes: '08:00' });
    expect(await days('2027-02-03', 3)).toEqual([]);

    const saved = await answer(services, week('09:00', '17:00', { 'works-4': '' }));
    expect(saved).toMatchObject({ status: 200, body: { ok: true } });
    // Wednesday and Friday; Thursday was left unticked.
    expect(await days('2027-02-03', 3)).toEqual(['2027-02-03', '2027-02-05']);
    const page = await workingHoursLoader(services, new Request('http://localhost/admin/calendar/hours?staff=lucia'), NOW);
    expect(page.days.map((day) => [day.name, day.works])).toEqual([
      ['Monday', true],
      ['Tuesday', true],
      ['Wednesday', true],
      ['Thursday', false],
      ['Friday', true],
      ['Saturday', false],
      ['Sunday', false],
    ]);
  });

  it('adds and removes time off, with errors by field, and availability follows', async () => {
    const refused = await answer(services, { intent: 'add-time-off', staffId: 'lucia', startsOn: '2027-02-05', endsOn: '2027-02-04', note: 'Dentist' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.endsOn).toBe('The last day must be on or after the first day.');
    expect(refused.body.timeOff).toEqual({ startsOn: '2027-02-05', endsOn: '2027-02-04', note: 'Dentist' });
    const missing = await answer(services, { intent: 'add-time-off', staffId: 'lucia', startsOn: '', endsOn: '', note: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.startsOn).toBe('Enter a date as YYYY-MM-DD.');

    expect((await answer(services, { intent: 'add-time-off', staffId: 'lucia', startsOn: '2027-02-05', endsOn: '', note: 'Dentist' })).status).toBe(200);
    expect(await days('2027-02-03', 3)).toEqual(['2027-02-03']);
    const page = await workingHoursLoader(services, new Request('http://localhost/admin/calendar/hours?staff=lucia'), NOW);
    expect(page.timeOff).toMatchObject([{ label: 'Friday, February 5, 2027', note: 'Dentist' }]);

    expect((await answer(services, { intent: 'remove-time-off', staffId: 'lucia', timeOffId: page.timeOff[0]!.id })).status).toBe(200);
    expect(await days('2027-02-03', 3)).toEqual(['2027-02-03', '2027-02-05']);
    expect((await answer(services, { intent: 'remove-time-off', staffId: 'lucia', timeOffId: page.timeOff[0]!.id })).status).toBe(404);
    expect((await answer(services, { intent: 'hours', staffId: 'nobody' })).status).toBe(404);
    expect((await answer(services, { intent: 'something else' })).status).toBe(400);
  });
});
