import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeInsert } from './compiled-insert.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';

const row = (id: string, subject: string) => ({
  id,
  actor: 'test.compiled',
  actorEmail: null,
  action: subject,
  subjectType: 'test',
  subjectId: id,
  detail: `Body of ${subject}`,
  createdAt: '2026-11-21T15:00:00.000Z',
});

describe.each(testDialects())('inserts compiled once on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('binds each call’s own values to the statement compiled by the first call', async () => {
    const { db } = database;
    let builds = 0;
    const insert = (rows: ReturnType<typeof row>[]) =>
      executeInsert(db, 'compiled-test', rows, () => {
        builds++;
        return db.insertInto('auditLog').values(rows).returning(['id', 'action as subject']);
      });
    expect((await insert([row('a', 'first')])).rows).toEqual([{ id: 'a', subject: 'first' }]);
    expect((await insert([row('b', "O'Brien; drop table outbox; --")])).rows).toEqual([{ id: 'b', subject: "O'Brien; drop table outbox; --" }]);
    expect((await insert([row('c', 'third'), row('d', 'fourth')])).rows).toEqual([
      { id: 'c', subject: 'third' },
      { id: 'd', subject: 'fourth' },
    ]);
    // One statement per row count; the second single-row insert reused the first one's SQL.
    expect(builds).toBe(2);
    const stored = await db.selectFrom('auditLog').select(['id', 'detail as textBody']).where('actor', '=', 'test.compiled').orderBy('id').execute();
    expect(stored.map((r) => r.textBody)).toEqual(['Body of first', "Body of O'Brien; drop table outbox; --", 'Body of third', 'Body of fourth']);
  });

  it('stores text the way every other query does: without NUL, with lone surrogates replaced', async () => {
    const { db } = database;
    const dirty = { ...row('g', 'nul\u0000 and \ud800 surrogate'), detail: 'a\u0000b' };
    await executeInsert(db, 'compiled-storable', [dirty], () => db.insertInto('auditLog').values(dirty));
    const again = { ...row('h', 'second\u0000'), detail: '\udfffc' };
    await executeInsert(db, 'compiled-storable', [again], () => db.insertInto('auditLog').values(again));
    const stored = await db.selectFrom('auditLog').select(['action as subject', 'detail as textBody']).where('id', 'in', ['g', 'h']).orderBy('id').execute();
    expect(stored).toEqual([
      { subject: 'nul and \ufffd surrogate', textBody: 'ab' },
      { subject: 'second', textBody: '\ufffdc' },
    ]);
  });

  it('refuses rows whose columns differ from the statement it would reuse', async () => {
    const { db } = database;
    const { actorEmail: _omitted, ...narrow } = row('e', 'narrow');
    const wide = { ...row('f', 'wide') };
    await expect(
      executeInsert(db, 'compiled-mixed', [wide, narrow as typeof wide], () => db.insertInto('auditLog').values([wide, narrow as typeof wide])),
    ).rejects.toThrow(/same columns/);
  });
});
