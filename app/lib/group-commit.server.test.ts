import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransact } from './group-commit.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';

const now = '2026-11-21T12:00:00.000Z';
const message = (id: string) => ({
  id,
  name: 'Ana',
  email: 'ana@example.com',
  phone: null,
  subject: 'other',
  message: 'Hello',
  status: 'new',
  notes: '',
  spamReason: null,
  landingPath: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  createdAt: now,
  updatedAt: now,
});

describe.each(testDialects())('group commit on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('commits every concurrent write before answering it', async () => {
    const transact = createTransact(database.db, dialect);
    const ids = Array.from({ length: 60 }, (_, i) => `batch-${i}`);
    const answers = await Promise.all(
      ids.map((id) =>
        transact(async (trx) => {
          await trx.insertInto('contactMessages').values(message(id)).execute();
          return id;
        }),
      ),
    );
    expect(answers).toEqual(ids);
    const stored = await database.db.selectFrom('contactMessages').select('id').where('id', 'like', 'batch-%').execute();
    expect(stored).toHaveLength(60);
  });

  it('lets one failing write fail alone', async () => {
    const transact = createTransact(database.db, dialect);
    const results = await Promise.allSettled(
      ['solo-1', 'batch-0', 'solo-2'].map((id) => transact((trx) => trx.insertInto('contactMessages').values(message(id)).execute())),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await database.db.selectFrom('contactMessages').select('id').where('id', 'in', ['solo-1', 'solo-2']).execute();
    expect(stored).toHaveLength(2);
  });
});
