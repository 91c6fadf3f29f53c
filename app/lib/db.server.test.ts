import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';

describe.each(testDialects())('database on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('creates the lead and outbox tables', async () => {
    const now = new Date().toISOString();
    await database.db
      .insertInto('contactMessages')
      .values({
        id: 'c1',
        name: 'Ana',
        email: 'ana@example.com',
        phone: null,
        subject: 'quote',
        message: 'Hello',
        status: 'new',
        notes: '',
        spamReason: null,
        landingPath: '/contact',
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const row = await database.db.selectFrom('contactMessages').selectAll().where('id', '=', 'c1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ana', status: 'new', notes: '', landingPath: '/contact' });
  });
});

describe('SQLite durability settings', () => {
  it('runs in WAL mode with synchronous=FULL and foreign keys on', async () => {
    const database = await createTestDatabase('sqlite');
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
    await database.drop();
  });
});
