import { sql } from 'kysely';
import { writeSampleConversations } from '~/features/assistant/chat-sessions.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { seedLeads } from '../demo/seed-leads.server';
import { explainFindLeadByPhone, findLeadByPhone } from './text-leads.server';

describe.each(testDialects())('finding a lead by the number a text or call came from, on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedLeads(database.db, { count: 3000, now: new Date('2026-11-21T12:00:00Z'), writeConversations: writeSampleConversations });
    await sql`analyze`.execute(database.db);
  });
  afterAll(() => database.drop());

  it('finds the newest lead with that phone however it was typed, across the three kinds of lead', async () => {
    const quote = await database.db
      .selectFrom('quoteRequests')
      .select(['id', 'phone', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const digits = quote.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    expect(digits).toHaveLength(10);
    const typed = `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
    // Older than the quote: the quote is the newest lead with this number.
    await database.db
      .updateTable('contactMessages')
      .set({ phone: typed, createdAt: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', (await database.db.selectFrom('contactMessages').select('id').limit(1).executeTakeFirstOrThrow()).id)
      .execute();
    await database.db
      .updateTable('quoteRequests')
      .set({ phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` })
      .where('id', '=', quote.id)
      .execute();

    expect(await findLeadByPhone(database.db, `+1${digits}`)).toEqual({ kind: 'quote-requests', id: quote.id });
    expect(await findLeadByPhone(database.db, '+15550000000')).toBeUndefined();
  });

  it('looks the number up through each table’s index on the phone’s digits, not by reading the table', async () => {
    const plans = await explainFindLeadByPhone(database.db, '+13055550142');
    expect(plans).toHaveLength(3);
    for (const [index, table] of ['quote_requests', 'contact_messages', 'chatbot_contacts'].entries()) {
      expect(plans[index]).toContain(`${table}_phone_digits_idx`);
      expect(plans[index]).not.toContain(dialect === 'postgres' ? 'Seq Scan' : `SCAN ${table}`);
    }
  });
});
