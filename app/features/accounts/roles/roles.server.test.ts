import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { assignAdminRole, changeRole, listAccounts } from './roles.server';
import { listTimeline } from '~/lib/audit-log.server';

const actor = { userId: 'u-owner', email: 'owner@example.com' };

describe.each(testDialects())('roles on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const at = '2026-11-21T12:00:00.000Z';
    const users = [
      ['u-owner', 'owner@example.com', 'Owner', 'superAdmin'],
      ['u-ana', 'ana@example.com', 'Ana', 'user'],
      ['u-bo', 'bo@example.com', 'Bo', 'admin'],
    ] as const;
    for (const [id, email, name, role] of users) {
      await database.db
        .insertInto('user')
        .values({ id, email, name, role, emailVerified: sql<SqlBool>`false`, image: null, phone: null, address: null, createdAt: at, updatedAt: at })
        .execute();
    }
  });
  afterAll(() => database.drop());

  it('lists staff first, then everyone else by email', async () => {
    const page = await listAccounts(database.db);
    expect(page.users.map((user) => [user.email, user.role])).toEqual([
      ['owner@example.com', 'superAdmin'],
      ['bo@example.com', 'admin'],
      ['ana@example.com', 'user'],
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
  });

  it('assigns the admin role by email, whatever its capitals, and records who did it', async () => {
    const result = await assignAdminRole(database.db, ' ANA@example.com ', actor);
    expect(result).toMatchObject({ ok: true, previousRole: 'user', user: { email: 'ana@example.com', role: 'admin' } });
    const timeline = await listTimeline(database.db, 'user', 'u-ana');
    expect(timeline.map((event) => [event.action, event.actor, event.detail])).toEqual([['user.role', 'owner@example.com', { from: 'user', to: 'admin' }]]);
  });

  it('answers not-found for an unknown email, and will not demote a superAdmin by assigning admin', async () => {
    expect(await assignAdminRole(database.db, 'nobody@example.com', actor)).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'No account uses the email nobody@example.com',
    });
    expect(await assignAdminRole(database.db, 'owner@example.com', actor)).toMatchObject({ ok: false, reason: 'already-super-admin' });
  });

  it('removes the admin role, but never from the last superAdmin', async () => {
    expect(await changeRole(database.db, { email: 'bo@example.com', role: 'user', actor })).toMatchObject({ ok: true, user: { role: 'user' } });
    expect(await changeRole(database.db, { email: 'owner@example.com', role: 'user', actor })).toEqual({
      ok: false,
      reason: 'last-super-admin',
      message: 'owner@example.com is the last superAdmin and cannot be demoted',
    });
    await changeRole(database.db, { email: 'ana@example.com', role: 'superAdmin', actor });
    expect(await changeRole(database.db, { email: 'owner@example.com', role: 'admin', actor })).toMatchObject({ ok: true });
    expect(await changeRole(database.db, { email: 'ana@example.com', role: 'user', actor })).toMatchObject({ ok: false, reason: 'last-super-admin' });
  });

  it('lets only one of two simultaneous demotions of the last two superAdmins through', async () => {
    await changeRole(database.db, { email: 'owner@example.com', role: 'superAdmin', actor });
    const results = await Promise.all([
      changeRole(database.db, { email: 'owner@example.com', role: 'user', actor }),
      changeRole(database.db, { email: 'ana@example.com', role: 'user', actor }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const left = await database.db.selectFrom('user').select('email').where('role', '=', 'superAdmin').execute();
    expect(left).toHaveLength(1);
  });
});
