import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableText } from './storable-text.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';

describe('storableText', () => {
  it('drops NUL and replaces lone surrogates, leaving other text as it is', () => {
    expect(storableText('nul\u0000byte')).toBe('nulbyte');
    expect(storableText('a\ud800b\udfffc')).toBe('a\ufffdb\ufffdc');
    expect(storableText('Zoë 😀 <b>&</b> \u0001\u202e')).toBe('Zoë 😀 <b>&</b> \u0001\u202e');
  });
});

describe.each(testDialects())('text written to and looked up in %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('stores text with NUL and lone surrogates the same on every dialect, and finds it by what was sent', async () => {
    const now = new Date().toISOString();
    const sent = { name: 'Ana\u0000 \ud83d', message: 'line\u0000one \udfff' };
    await database.db.insertInto('chatSessions').values({ id: 's1', createdAt: now, updatedAt: now }).execute();
    await database.db
      .insertInto('chatbotContacts')
      .values({
        id: 'c1',
        sessionId: 's1',
        name: sent.name,
        email: 'ana@example.com',
        phone: '1',
        message: sent.message,
        status: 'new',
        notes: '',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const row = await database.db.selectFrom('chatbotContacts').select(['name', 'message']).where('name', '=', sent.name).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ana \ufffd', message: 'lineone \ufffd' });
    const found = await database.db.selectFrom('chatbotContacts').select('id').where('name', 'in', [sent.name, 'nobody\u0000']).execute();
    expect(found).toEqual([{ id: 'c1' }]);
  });
});
