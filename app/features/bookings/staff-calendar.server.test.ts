import { createHmac } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { addTimeOff } from '~/features/calendar/calendar.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { replaceStaffFeed, staffCalendarAction, staffCalendarLoader, staffFeedFor, staffFeedFile } from './staff-calendar.server';
import { bookVisit } from './visits.server';

const NOW = new Date('2027-02-02T14:00:00.000Z');
const ana = { userId: 'ana', email: 'ana@example.com' };
const customer = { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188', address: '1200 Anastasia Ave, Coral Gables', zipCode: '33134' };

/** The address every feed had before each got its own id: the user id and the secret's HMAC of it. */
function userIdAddress(secret: string, userId: string): string {
  const signature = createHmac('sha256', secret).update(`calendar-feed:${userId}`).digest('base64url').slice(0, 32);
  return `${Buffer.from(userId).toString('base64url')}.${signature}.ics`;
}

const fileOf = (url: string) => new URL(url).pathname.replace(/^\/calendar\//, '');

describe.each(testDialects())('staff calendar feeds on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example' }) });
    await addEstimator(database.db, 'ana');
    await addStaff(database.db, 'owner');
    const booked = await bookVisit(services, { customer, start: Date.parse('2027-02-03T10:00:00-05:00'), language: 'en', now: NOW });
    expect(booked.ok).toBe(true);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives each staff member their own feed address, the same at each look, that no copy of the database opens', async () => {
    const file = await staffFeedFile(services, 'ana', NOW);
    expect(await staffFeedFile(services, 'ana', NOW)).toBe(file);
    expect(await staffFeedFile(services, 'owner', NOW)).not.toBe(file);
    const calendar = new ICAL.Component(ICAL.parse((await staffFeedFor(services, file, NOW))!));
    expect(calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('summary'))).toEqual(['Estimate: Marisol Ortega']);

    // The table holds the feed's id, never the signature that opens it.
    const [feedId, signature] = file.split('.');
    const rows = await database.db.selectFrom('staffCalendarFeeds').selectAll().execute();
    expect(JSON.stringify(rows)).toContain(feedId);
    expect(JSON.stringify(rows)).not.toContain(signature);
    expect(await staffFeedFor(services, `${feedId}.${'A'.repeat(43)}.ics`, NOW)).toBeUndefined();
    expect(await staffFeedFor(services, file, NOW)).toContain('BEGIN:VCALENDAR');
    // Signed with another secret: nothing.
    expect(await staffFeedFor(createTestServices(database, { secret: 'another secret of 32 characters!!' }), file, NOW)).toBeUndefined();
  });

  it('no longer opens the addresses made from the user id', async () => {
    expect(await staffFeedFor(services, userIdAddress(services.secret, 'ana'), NOW)).toBeUndefined();
  });

  it('gives a member a new address on request: the old one opens nothing from then on, the new one the same visits', async () => {
    const old = await staffFeedFile(services, 'ana', NOW);
    const fresh = await replaceStaffFeed(services, ana, NOW);
    expect(fresh).not.toBe(old);
    expect(await staffFeedFor(services, old, NOW)).toBeUndefined();
    expect(await staffFeedFor(services, fresh, NOW)).toContain('SUMMARY:Estimate: Marisol Ortega');
    expect(await staffFeedFile(services, 'ana', NOW)).toBe(fresh);
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'subjectId', 'actorEmail'])
      .where('action', '=', 'calendar.feed-replaced')
      .execute();
    expect(audit).toEqual([{ action: 'calendar.feed-replaced', subjectId: 'ana', actorEmail: 'ana@example.com' }]);
  });

  it('replaces the signed-in member’s own feed from /admin/calendar, asking first, and shows the new address', async () => {
    const page = (query = '') => staffCalendarLoader(services, new Request(`https://gwc.example/admin/calendar?date=2027-02-03${query}`), { id: 'ana' }, NOW);
    const before = await page();
    expect(before.confirmingNewFeed).toBe(false);
    expect(before.feedUrl).toBe(`https://gwc.example/calendar/${await staffFeedFile(services, 'ana', NOW)}`);
    expect((await page('&feed=new')).confirmingNewFeed).toBe(true);
    const ownersFeed = await staffFeedFile(services, 'owner', NOW);

    const form = new URLSearchParams({ intent: 'new-feed' });
    const result = await staffCalendarAction(services, new Request('https://gwc.example/admin/calendar', { method: 'POST', body: form }), ana, NOW);
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toMatchObject({ ok: true, newFeed: true, message: expect.stringContaining('The old address no longer works') });
    const after = await page();
    expect(after.feedUrl).not.toBe(before.feedUrl);
    expect(await staffFeedFor(services, fileOf(before.feedUrl), NOW)).toBeUndefined();
    expect(await staffFeedFor(services, fileOf(after.feedUrl), NOW)).toContain('BEGIN:VCALENDAR');
    // Only the member's own feed changed.
    expect(await staffFeedFile(services, 'owner', NOW)).toBe(ownersFeed);
  });

  it('refuses a booking past the booking window by naming its last day, not the ZIP code', async () => {
    const form = new URLSearchParams({ intent: 'create', start: '2028-06-01T14:00:00.000Z', language: 'en', ...customer });
    const result = await staffCalendarAction(services, new Request('https://gwc.example/admin/calendar', { method: 'POST', body: form }), ana, NOW);
    expect(result.init?.status).toBe(400);
    expect(result.data.message).toMatch(/^Visits can be booked from today to \w+day, [A-Z]\w+ \d+/);
    expect(result.data.message).not.toContain('ZIP');
  });

  it('shows on /admin/calendar who is away on each day of their time off, for everyone and for that estimator', async () => {
    await addEstimator(database.db, 'bea');
    await addTimeOff(database.db, { userId: 'ana', startsOn: '2027-02-04', endsOn: '2027-02-05', note: 'Family trip', actor: ana });
    const week = (query = '') =>
      staffCalendarLoader(services, new Request(`https://gwc.example/admin/calendar?date=2027-02-03&view=week${query}`), { id: 'owner' }, NOW);
    const everyone = await week();
    expect(everyone.days.map((day) => [day.day, day.away])).toEqual([
      ['2027-02-01', []],
      ['2027-02-02', []],
      ['2027-02-03', []],
      ['2027-02-04', ['Estimator ana']],
      ['2027-02-05', ['Estimator ana']],
      ['2027-02-06', []],
      ['2027-02-07', []],
    ]);
    expect((await week('&estimator=bea')).days.every((day) => day.away.length === 0)).toBe(true);
    expect((await week('&estimator=ana')).days[3]!.away).toEqual(['Estimator ana']);
  });
});
