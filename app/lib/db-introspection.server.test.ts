import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';

// Tests, benchmarks and instances each migrate a schema of their own in one PostgreSQL database, and
// drop it when done. The migrator's look at the tables reads only the schema it works in, so
// another client dropping its schema meanwhile cannot fail it ("schema … does not exist").

// On SQLite a database is a file of its own: nothing to see of other clients. Without
// TEST_DATABASE_URL there is no PostgreSQL to look at, and the suite says it was skipped.
describe.skipIf(!testDialects().includes('postgres'))('the tables the migrator sees on postgres', () => {
  let mine: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    // Both in schemas of the one database: a suite's own database would see nothing of the other's.
    mine = await createTestDatabase('postgres', undefined, { schema: true });
    other = await createTestDatabase('postgres', '2026-11-23-07-estimates-and-orders');
  });
  afterAll(async () => {
    await mine.drop();
    await other.drop();
  });

  it('are those of its own schema only, with their columns', async () => {
    const tables = await mine.db.introspection.getTables({ withInternalKyselyTables: true });
    const schema = tables[0]!.schema;
    expect(tables.every((table) => table.schema === schema)).toBe(true);
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['kysely_migration', 'quote_requests', 'jobs', 'closures']));
    const liveEvents = tables.find((table) => table.name === 'live_events')!;
    expect(liveEvents.columns.find((column) => column.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    expect((await mine.db.introspection.getTables()).some((table) => table.name.startsWith('kysely_'))).toBe(false);
  });

  it('goes on while another schema is dropped', async () => {
    const [tables] = await Promise.all([Promise.all(Array.from({ length: 20 }, () => mine.db.introspection.getTables())), other.drop()]);
    expect(tables.every((list) => list.length === tables[0]!.length)).toBe(true);
    other = await createTestDatabase('postgres', '2026-11-23-07-estimates-and-orders');
  });
});
