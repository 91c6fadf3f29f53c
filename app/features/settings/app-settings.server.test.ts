import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { getAppName, saveAppName } from './app-settings.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';

describe.each(testDialects())('application name on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('is the company name until staff set one', async () => {
    expect(await getAppName(database.db)).toBe(company.name);
  });

  it('is saved with an audit entry, replaces the cached name at once, and tells the page cache', async () => {
    let changes = 0;
    const stop = onPublicContentChange(() => changes++);
    await saveAppName(database.db, { name: 'Gables Glass & Windows', actor: { userId: 'u1', email: 'owner@example.com' } });
    await saveAppName(database.db, { name: 'Gables Glass', actor: { userId: 'u1', email: 'owner@example.com' } });
    stop();
    expect(changes).toBe(2);
    expect(await getAppName(database.db)).toBe('Gables Glass');
    const audit = await database.db.selectFrom('auditLog').select(['action', 'actorEmail', 'detail']).where('subjectType', '=', 'settings').orderBy('createdAt').orderBy('id').execute();
    expect(audit.map((row) => [row.action, row.actorEmail, JSON.parse(row.detail ?? '{}')])).toEqual([
      ['settings.name', 'owner@example.com', { from: company.name, to: 'Gables Glass & Windows' }],
      ['settings.name', 'owner@example.com', { from: 'Gables Glass & Windows', to: 'Gables Glass' }],
    ]);
  });

  it('names the business in lead emails', async () => {
    const { leadMailContext } = await import('~/features/leads/receive-lead.server');
    const services = createTestServices(database);
    expect((await leadMailContext(services)).appName).toBe('Gables Glass');
  });

  it('is read from memory until the cache time has passed, then a rename made elsewhere clears cached pages', async () => {
    let changes = 0;
    const stop = onPublicContentChange(() => changes++);
    await database.db.updateTable('settings').set({ name: 'Changed elsewhere' }).execute();
    expect(await getAppName(database.db)).toBe('Gables Glass');
    expect(changes).toBe(0);
    expect(await getAppName(database.db, Date.now() + 60_000)).toBe('Changed elsewhere');
    expect(changes).toBe(1);
    expect(await getAppName(database.db, Date.now() + 120_000)).toBe('Changed elsewhere');
    stop();
    expect(changes).toBe(1);
  });
});
