import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { migrateToLatest } from '~/lib/migrate.server';

// Orders made before they kept a language get the one their customer was written to in until then:
// their quote request's, else their account's, else English.

describe.each(testDialects())('the order-language migration on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, '2026-11-26-01-request-confirmation');
    const at = '2026-11-20T12:00:00.000Z';
    for (const [id, language] of [
      ['quote-es', 'es'],
      ['quote-en', 'en'],
    ]) {
      await sql`insert into quote_requests (id, first_name, last_name, email, phone, address, city, state, zip_code, project_type, project_description, status, notes, language, created_at, updated_at)
          values (${id}, 'A', 'B', 'a@b.example', '305', 'x', 'x', 'FL', '33134', 'other', 'x', 'new', '', ${language}, ${at}, ${at})`.execute(database.db);
    }
    await sql`insert into "user" (id, name, email, email_verified, role, language, created_at, updated_at) values ('user-es', 'Luis', 'luis@b.example', ${dialect === 'postgres' ? sql`false` : 0}, 'user', 'es', ${at}, ${at})`.execute(
      database.db,
    );
    const order = (id: string, quoteRequestId: string | null, userId: string | null) =>
      sql`insert into orders (id, user_id, quote_request_id, service, date, status, amount_cents, created_at, updated_at)
          values (${id}, ${userId}, ${quoteRequestId}, 'Window Repair', '2026-11-20', 'pending', 1000, ${at}, ${at})`.execute(database.db);
    await order('from-spanish-request', 'quote-es', null);
    await order('of-spanish-account', null, 'user-es');
    await order('english-request-spanish-account', 'quote-en', 'user-es');
    await order('neither', null, null);
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it("takes the quote request's language, else the account's, else English", async () => {
    const rows = await database.db.selectFrom('orders').select(['id', 'language']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'english-request-spanish-account', language: 'en' },
      { id: 'from-spanish-request', language: 'es' },
      { id: 'neither', language: 'en' },
      { id: 'of-spanish-account', language: 'es' },
    ]);
  });
});
