import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { migrateToLatest } from '~/lib/migrate.server';

// Leads worked before first_response_at existed get it from the audit log when the column arrives.

describe.each(testDialects())('the first-response migration on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, '2026-11-23-12-push-alerts');
    const lead = (table: string, id: string) =>
      sql`insert into ${sql.table(table)} (id, first_name, last_name, email, phone, address, city, state, zip_code, project_type, project_description, status, notes, created_at, updated_at)
          values (${id}, 'A', 'B', 'a@b.example', '305', 'x', 'x', 'FL', '33134', 'other', 'x', 'new', '', '2026-11-20T12:00:00.000Z', '2026-11-20T12:00:00.000Z')`.execute(
        database.db,
      );
    const audit = (id: string, action: string, subject: string, createdAt: string, subjectType = 'quote-request') =>
      sql`insert into audit_log (id, actor, action, subject_type, subject_id, created_at) values (${id}, 'user-1', ${action}, ${subjectType}, ${subject}, ${createdAt})`.execute(
        database.db,
      );
    await lead('quote_requests', 'noted');
    await lead('quote_requests', 'estimated');
    await lead('quote_requests', 'untouched');
    await audit('a1', 'quote-request.notes', 'noted', '2026-11-20T12:30:00.000Z');
    await audit('a2', 'quote-request.status', 'noted', '2026-11-20T12:10:00.000Z');
    await audit('a3', 'estimate.created', 'estimated', '2026-11-20T14:00:00.000Z');
    // Not a response: the system escalating it, and a change to another kind of lead with the same id.
    await audit('a4', 'quote-request.escalated', 'untouched', '2026-11-20T12:20:00.000Z');
    await audit('a5', 'contact-message.status', 'untouched', '2026-11-20T12:05:00.000Z', 'contact-message');
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it('takes the earliest staff change from the audit log and leaves untouched leads unanswered', async () => {
    const rows = await database.db.selectFrom('quoteRequests').select(['id', 'firstResponseAt']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'estimated', firstResponseAt: '2026-11-20T14:00:00.000Z' },
      { id: 'noted', firstResponseAt: '2026-11-20T12:10:00.000Z' },
      { id: 'untouched', firstResponseAt: null },
    ]);
  });
});
