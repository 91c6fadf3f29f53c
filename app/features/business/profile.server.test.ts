import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { createTransact } from '~/lib/group-commit.server';
import { createLiveEventHub, memoryTransport, recordLiveEvent } from '~/lib/live-events.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { contactPage } from '~/content/contact-page';
import { contactPage as contactPageEs } from '~/content/es/contact-page';
import { shortDescriptionEs } from '~/content/es/company';
import { homeFor as spanishHomeFor } from '~/content/es/home';
import { homeFor } from '~/content/home';
import {
  BUSINESS_CHANGED,
  getBusinessProfile,
  getCompany,
  getProfileRevision,
  getProfileVersion,
  listProfileVersions,
  restoreProfileVersion,
  sampleFields,
  updateBusinessProfile,
  watchBusinessProfile,
} from './profile.server';

const owner = { actor: { userId: 'owner', email: 'owner@example.com' } };

describe.each(testDialects())('the company profile on %s', (dialect) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createTestServices>;
  let changes = 0;
  let stopListening: () => void;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    stopListening = onPublicContentChange(() => changes++);
  });
  afterAll(async () => {
    stopListening();
    await services.live.close();
    await database.drop();
  });

  it('starts as the sample values, version 1, with the calendar’s hours, and every sample fact on the checklist', async () => {
    const profile = await getBusinessProfile(database.db);
    expect(profile.phone).toBe('+13055550142');
    expect(profile.address).toEqual({ street: '2350 Ponce de Leon Blvd, Suite 210', city: 'Coral Gables', state: 'FL', zipCode: '33134' });
    expect(profile.hours.monday).toEqual({ opens: '08:45', closes: '18:00' });
    expect(profile.hours.sunday).toBeNull();
    expect(profile.priceList['window-repair']?.map((entry) => [entry.name.es, entry.priceCents, entry.mostPopular])).toEqual([
      ['Reparación básica', 15000, false],
      ['Reparación estándar', 27500, true],
      ['Restauración completa', 40000, false],
    ]);
    expect(profile.serviceArea.towns.find((town) => town.name === 'Hialeah')?.zipCodes).toContain('33012');
    expect(profile.testimonials.map((entry) => entry.quote.es.length > 0)).not.toContain(false);
    expect(sampleFields(profile)).toEqual([
      'licenceNumber',
      'insurance',
      'foundedYear',
      'guarantee',
      'policies.financing',
      'policies.warranty',
      'serviceArea',
      'reviewUrl',
      'testimonials',
      'team',
    ]);
    expect(await listProfileVersions(database.db)).toMatchObject([{ version: 1, actor: 'seed', restoredFrom: null }]);
    expect((await getProfileRevision(database.db)).version).toBe(1);
  });

  it('takes a phone number in any common US format, stores it as E.164, and shows it at once with a version and an audit entry', async () => {
    const before = changes;
    const result = await updateBusinessProfile(services, { phone: '1 (305) 555-0199', licenceNumber: 'CGC1500001' }, owner);
    expect(result).toMatchObject({ ok: true, version: 2, changed: ['phone', 'licenceNumber'] });
    expect((await getBusinessProfile(database.db)).phone).toBe('+13055550199');
    expect(changes).toBeGreaterThan(before);
    expect(sampleFields(await getBusinessProfile(database.db))).not.toContain('licenceNumber');
    const audit = await database.db.selectFrom('auditLog').select(['action', 'actorEmail', 'detail']).where('subjectType', '=', 'business').execute();
    expect(audit.map((row) => [row.action, row.actorEmail, JSON.parse(row.detail ?? '{}')])).toEqual([
      ['business.profile', 'owner@example.com', { version: 2, changed: ['phone', 'licenceNumber'] }],
    ]);
    expect(await listProfileVersions(database.db)).toMatchObject([
      { version: 2, changedFields: ['phone', 'licenceNumber'], actor: 'owner@example.com' },
      { version: 1, actor: 'seed' },
    ]);
  });

  it('refuses invalid fields with a message for each, in the owner’s words, and saves nothing', async () => {
    const profile = await getBusinessProfile(database.db);
    const repair = profile.priceList['window-repair']!;
    const result = await updateBusinessProfile(
      services,
      {
        phone: '555-0142',
        address: { zipCode: '3313' },
        priceList: { 'window-repair': [{ ...repair[0]!, priceCents: 0 }, ...repair.slice(1)] },
        closures: [{ date: '2026-12-26', endDate: '2026-12-24', note: { en: 'Closed', es: 'Cerrado' } }],
        policies: { warranty: { es: ' ' } },
        colour: 'blue',
      },
      owner,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: {
        phone: 'Enter a 10-digit US phone number.',
        'address.zipCode': 'ZIP codes have five digits.',
        'priceList.window-repair.0.priceCents': 'A price must be more than $0.',
        'closures.0.endDate': 'A closure cannot end before it starts.',
        'policies.warranty.es': 'Fill in the Spanish text too.',
        colour: 'Unknown field: colour.',
      },
    });
    expect(await updateBusinessProfile(services, [], owner)).toMatchObject({
      ok: false,
      fieldErrors: { profile: 'Send a JSON object with the fields to change.' },
    });
    expect((await getProfileRevision(database.db)).version).toBe(2);
    expect((await getBusinessProfile(database.db)).phone).toBe('+13055550199');
  });

  it('merges a patch field by field: one service’s packages replaced, another removed, the rest untouched; an unchanged save makes no version', async () => {
    const before = await getBusinessProfile(database.db);
    const repair = before.priceList['window-repair']!;
    const result = await updateBusinessProfile(
      services,
      { priceList: { 'window-repair': [{ ...repair[0]!, priceCents: 16500 }, ...repair.slice(1)], weatherproofing: null } },
      owner,
    );
    expect(result).toMatchObject({ ok: true, version: 3, changed: ['priceList'] });
    const after = await getBusinessProfile(database.db);
    expect(after.priceList['window-repair']![0]!.priceCents).toBe(16500);
    expect(after.priceList.weatherproofing).toBeUndefined();
    expect(after.priceList['window-installation']).toEqual(before.priceList['window-installation']);
    expect(await updateBusinessProfile(services, { phone: '305.555.0199' }, owner)).toMatchObject({ ok: true, version: 3, changed: [] });
  });

  it('writes hours and closures to the business calendar, keeping the holidays it added', async () => {
    const before = await getBusinessProfile(database.db);
    const holidays = before.closures.length;
    expect(holidays).toBeGreaterThan(0);
    const teamDay = { date: '2026-12-28', endDate: '2026-12-29', note: { en: 'Closed for our team days', es: 'Cerrado por los días del equipo' } };
    const result = await updateBusinessProfile(services, { hours: { saturday: null }, closures: [...before.closures, teamDay] }, owner);
    expect(result).toMatchObject({ ok: true, changed: ['hours', 'closures'] });
    const calendar = await getBusinessCalendar(database.db);
    expect(calendar.weekly[6]).toBeNull();
    expect(calendar.closures.find((closure) => closure.startsOn === '2026-12-28')).toMatchObject({ endsOn: '2026-12-29', note: teamDay.note });
    const kept = await database.db.selectFrom('closures').select('holiday').where('holiday', 'is not', null).execute();
    expect(kept).toHaveLength(holidays);
    expect((await getBusinessProfile(database.db)).hours.saturday).toBeNull();
  });

  it('restores an earlier version as a new one, hours and closures included', async () => {
    const result = await restoreProfileVersion(services, 1, owner);
    expect(result).toMatchObject({ ok: true, version: 5 });
    const profile = await getBusinessProfile(database.db);
    expect(profile).toEqual((await getProfileVersion(database.db, 1))!.profile);
    expect(profile.hours.saturday).toEqual({ opens: '09:00', closes: '16:00' });
    expect(profile.priceList.weatherproofing).toHaveLength(3);
    expect((await listProfileVersions(database.db))[0]).toMatchObject({ version: 5, restoredFrom: 1 });
    expect(await restoreProfileVersion(services, 99, owner)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('saves two changes made at once one after the other, neither lost', async () => {
    const [first, second] = await Promise.all([
      updateBusinessProfile(services, { email: 'office@gables.example' }, owner),
      updateBusinessProfile(services, { name: 'Gables Window Care & Glass' }, owner),
    ]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const profile = await getBusinessProfile(database.db);
    expect([profile.email, profile.name]).toEqual(['office@gables.example', 'Gables Window Care & Glass']);
    expect((await getProfileRevision(database.db)).version).toBe(7);
  });

  it('is read from memory until any process saves it, then read again, and cached pages are cleared', async () => {
    const hub = createLiveEventHub(database.db, { transport: memoryTransport(), logger: pino({ level: 'silent' }) });
    const stopWatching = await watchBusinessProfile(database.db, hub);
    try {
      const stored = await database.db.selectFrom('businessProfile').select('document').executeTakeFirstOrThrow();
      const document = { ...JSON.parse(stored.document), phone: '+13055550123' };
      await database.db
        .updateTable('businessProfile')
        .set({ document: JSON.stringify(document) })
        .execute();
      // Restored to version 1 above.
      expect((await getBusinessProfile(database.db)).phone).toBe('+13055550142');
      const before = changes;
      // Another process saves it: its transaction records the change, and this process's hub hears of it.
      await createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() })((trx) => recordLiveEvent(trx, BUSINESS_CHANGED, {}));
      await vi.waitFor(() => expect(changes).toBeGreaterThan(before), { timeout: 5000 });
      // Read again, not just forgotten: a caller inside a transaction (an automated email's footer)
      // gets it from memory, where on SQLite a read through `db` would wait behind that transaction.
      const insideTransaction = database.db.transaction().execute(async () => (await getCompany(database.db)).phone.e164);
      const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck behind the transaction'), 3000).unref());
      expect(await Promise.race([insideTransaction, stuck])).toBe('+13055550123');
      expect((await getBusinessProfile(database.db)).phone).toBe('+13055550123');
    } finally {
      stopWatching();
      await hub.close();
    }
  });

  it('gives the pages its county: the home page, the contact page and the company’s description say it in both languages', async () => {
    const sample = await getCompany(database.db);
    expect(sample.county).toBe('Miami-Dade');
    expect(homeFor(sample).hero.subheading).toBe(
      'Installation, repair, maintenance and hurricane-ready replacement windows for homes and businesses in Coral Gables and across Miami-Dade since 2005.',
    );
    const { serviceArea } = await getBusinessProfile(database.db);
    expect((await updateBusinessProfile(services, { serviceArea: { ...serviceArea, county: 'Broward' } }, owner)).ok).toBe(true);
    const company = await getCompany(database.db);
    expect(company.county).toBe('Broward');
    expect(company.shortDescription).toContain('in Coral Gables and across Broward since 2005.');
    expect(shortDescriptionEs(company.county, company.foundedYear)).toContain('de Coral Gables y todo Broward desde 2005.');
    const [english, spanish] = [homeFor(company), spanishHomeFor(company)];
    expect([english.meta.description, english.hero.subheading, english.trust.intro, english.testimonials.intro].every((text) => text.includes('Broward'))).toBe(
      true,
    );
    expect([spanish.meta.description, spanish.hero.subheading, spanish.trust.intro, spanish.testimonials.intro].every((text) => text.includes('Broward'))).toBe(
      true,
    );
    expect(JSON.stringify([english, spanish])).not.toContain('Miami-Dade');
    expect(contactPage.location.serviceAreaIntro(company.county)).toBe('All of Broward County, including:');
    expect(contactPageEs.location.serviceAreaIntro(company.county)).toBe('Todo el condado de Broward, incluidas:');
  });
});
