import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { anyoneAvailable, isAvailable, setAvailability, touchPresence } from './staff-presence.server';

const T0 = new Date('2026-11-24T15:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(testDialects())('staff availability on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const at = T0.toISOString();
    const user = (id: string) => ({
      id,
      name: id,
      email: `${id}@staff.test`,
      role: 'admin',
      emailVerified: sql<SqlBool>`false`,
      image: null,
      phone: null,
      address: null,
      createdAt: at,
      updatedAt: at,
    });
    await database.db
      .insertInto('user')
      .values([user('ana'), user('luis')])
      .execute();
  });
  afterAll(() => database.drop());

  it('counts a staff member as available only after they say so, and only while a back-office page of theirs is open', async () => {
    expect(await anyoneAvailable(database.db, T0)).toBe(false);
    // An open page alone does not make anyone available.
    await touchPresence(database.db, 'ana', T0);
    expect(await isAvailable(database.db, 'ana', T0)).toBe(false);
    await setAvailability(database.db, 'ana', true, T0);
    expect(await anyoneAvailable(database.db, later(1))).toBe(true);
    // The page keeps telling it is open: still available 25 minutes on.
    for (let minute = 5; minute <= 25; minute += 5) await touchPresence(database.db, 'ana', later(minute));
    expect(await isAvailable(database.db, 'ana', later(30))).toBe(true);
    // Ten minutes with no page open: away, whatever they chose.
    expect(await isAvailable(database.db, 'ana', later(35))).toBe(true);
    expect(await isAvailable(database.db, 'ana', later(36))).toBe(false);
    expect(await anyoneAvailable(database.db, later(36))).toBe(false);
    // Back at the desk, the choice still holds.
    await touchPresence(database.db, 'ana', later(40));
    expect(await anyoneAvailable(database.db, later(40))).toBe(true);
  });

  it('is away once they say so, while others stay available', async () => {
    await setAvailability(database.db, 'luis', true, later(41));
    await setAvailability(database.db, 'ana', false, later(41));
    expect(await isAvailable(database.db, 'ana', later(41))).toBe(false);
    expect(await anyoneAvailable(database.db, later(41))).toBe(true);
    await setAvailability(database.db, 'luis', false, later(42));
    expect(await anyoneAvailable(database.db, later(42))).toBe(false);
  });
});
