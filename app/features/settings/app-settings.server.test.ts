import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTransact } from '~/lib/group-commit.server';
import { createLiveEventHub, memoryTransport, recordLiveEvent } from '~/lib/live-events.server';
import { company } from '~/content/company';
import { openDatabase } from '~/lib/db.server';
import { getAppName, getLeadAlertMinutes, saveAppName, saveLeadAlertMinutes, SETTINGS_CHANGED, watchSettings } from './app-settings.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { routerContext } from '#tests/support/accounts';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { loader as siteManifest } from '~/routes/resources/web-manifest';
import { loader as backOfficeManifest } from '~/routes/resources/admin-manifest';

describe.each(testDialects())('application name on %s', (dialect) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createTestServices>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  it('is the company profile’s name until staff set one, and the installed app is called by it', async () => {
    expect(await getAppName(database.db)).toBe(company.name);
    const manifests = async () => {
      const args = { request: new Request('http://localhost/manifest.webmanifest'), context: routerContext(services), params: {} } as never;
      return Promise.all([(await siteManifest(args)).json(), (await backOfficeManifest(args)).json()]) as Promise<Record<string, string>[]>;
    };
    expect(await manifests()).toMatchObject([
      { name: 'Gables Window Care', short_name: 'Gables' },
      { name: 'Gables Window Care back office', short_name: 'Gables Office' },
    ]);

    // Another setting saved first (the settings row is then written) does not fix the name.
    await saveLeadAlertMinutes(database.db, { minutes: 20, actor: { userId: 'u1', email: 'owner@example.com' } });
    expect(await getLeadAlertMinutes(database.db)).toBe(20);
    const saved = await updateBusinessProfile(services, { name: 'Biscayne Window Works' }, { actor: { userId: 'u1', email: 'owner@example.com' } });
    expect(saved.ok).toBe(true);
    expect(await getAppName(database.db)).toBe('Biscayne Window Works');
    const restarted = openDatabase(database.url);
    try {
      expect(await getAppName(restarted.db)).toBe('Biscayne Window Works');
    } finally {
      await restarted.close();
    }
    const [site, backOffice] = await manifests();
    expect(site).toMatchObject({ name: 'Biscayne Window Works', short_name: 'Biscayne' });
    expect(backOffice).toMatchObject({
      name: 'Biscayne Window Works back office',
      short_name: 'Biscayne Office',
      description: 'Leads, estimates and orders for Biscayne Window Works staff, with alerts when a lead arrives.',
    });
  });

  it('is saved with an audit entry, replaces the cached name at once, and tells the page cache', async () => {
    let changes = 0;
    const stop = onPublicContentChange(() => changes++);
    await saveAppName(services, { name: 'Gables Glass & Windows', actor: { userId: 'u1', email: 'owner@example.com' } });
    await saveAppName(services, { name: 'Gables Glass', actor: { userId: 'u1', email: 'owner@example.com' } });
    stop();
    expect(changes).toBe(2);
    expect(await getAppName(database.db)).toBe('Gables Glass');
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'actorEmail', 'detail'])
      .where('action', '=', 'settings.name')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actorEmail, JSON.parse(row.detail ?? '{}')])).toEqual([
      ['settings.name', 'owner@example.com', { from: 'Biscayne Window Works', to: 'Gables Glass & Windows' }],
      ['settings.name', 'owner@example.com', { from: 'Gables Glass & Windows', to: 'Gables Glass' }],
    ]);
  });

  it('names the business in lead emails', async () => {
    const { leadMailContext } = await import('~/features/leads/intake/receive-lead.server');
    expect((await leadMailContext(services)).appName).toBe('Gables Glass');
  });

  it('is read from memory until any process saves the settings, then read again, and cached pages are cleared', async () => {
    const hub = createLiveEventHub(database.db, { transport: memoryTransport(), logger: pino({ level: 'silent' }) });
    const stopWatching = await watchSettings(database.db, hub);
    let changes = 0;
    const stop = onPublicContentChange(() => changes++);
    try {
      await database.db.updateTable('settings').set({ name: 'Changed elsewhere' }).execute();
      expect(await getAppName(database.db)).toBe('Gables Glass');
      expect(changes).toBe(0);
      // Another process saves it: its transaction records the change, and this process's hub hears of it.
      await createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() })((trx) => recordLiveEvent(trx, SETTINGS_CHANGED, {}));
      await vi.waitFor(() => expect(changes).toBe(1));
      expect(await getAppName(database.db)).toBe('Changed elsewhere');
    } finally {
      stop();
      stopWatching();
      await hub.close();
    }
  });
});
