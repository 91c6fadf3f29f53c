import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { getCurrentUser } from './session.server';
import { get, routerContext, signedIn } from '#tests/support/accounts';
import { AccountInputError, countUsers, createPasswordAccount, findUserByEmail, setPasswordByEmail, setUserRole, updateProfile } from './users.server';

describe.each(testDialects())('accounts repository on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  it('creates a password account with a role, its address stored in lower case', async () => {
    const user = await createPasswordAccount(services.auth, database.db, {
      email: ' Staff@Example.com ',
      password: 'secret1',
      name: 'Staff',
      role: 'admin',
      emailVerified: true,
      actor: 'cli',
    });
    expect(user).toMatchObject({ email: 'staff@example.com', role: 'admin', name: 'Staff' });
    expect(Boolean(user.emailVerified)).toBe(true);
    expect(user.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(await findUserByEmail(database.db, 'STAFF@example.com')).toMatchObject({ id: user.id });
    await expect(
      createPasswordAccount(services.auth, database.db, { email: 'staff@example.com', password: 'secret1', name: 'Again', role: 'user', actor: 'cli' }),
    ).rejects.toThrow(AccountInputError);
    await expect(
      createPasswordAccount(services.auth, database.db, { email: 'short@example.com', password: '12345', name: 'Short', role: 'user', actor: 'cli' }),
    ).rejects.toThrow(/at least 6 characters/);
  });

  it('changes a role once, with an audit entry, and reports an unknown address', async () => {
    const changed = await setUserRole(database.db, { email: 'staff@example.com', role: 'superAdmin', actor: 'cli' });
    expect(changed?.role).toBe('superAdmin');
    expect(await setUserRole(database.db, { email: 'staff@example.com', role: 'superAdmin', actor: 'cli' })).toMatchObject({ role: 'superAdmin' });
    const entries = await database.db.selectFrom('auditLog').selectAll().where('subjectId', '=', changed!.id).orderBy('id').execute();
    // Creating the account as admin was the first change; the repeated call above added nothing.
    expect(entries.map((entry) => entry.detail)).toEqual([JSON.stringify({ from: 'user', to: 'admin' }), JSON.stringify({ from: 'admin', to: 'superAdmin' })]);
    expect(entries[1]).toMatchObject({ actor: 'cli', action: 'user.role', subjectType: 'user' });
    expect(await setUserRole(database.db, { email: 'nobody@example.com', role: 'admin', actor: 'cli' })).toBeUndefined();
  });

  it('sets a new password and ends every session of the account', async () => {
    const { cookie } = await signedIn(services, 'forgetful@example.com', 'user', 'old-secret');
    expect(await setPasswordByEmail(services.auth, database.db, 'Forgetful@example.com', 'new-secret', 'cli')).toBeTruthy();
    expect(await getCurrentUser(get('/dashboard', cookie), routerContext(services))).toBeNull();
    await expect(services.auth.api.signInEmail({ body: { email: 'forgetful@example.com', password: 'new-secret' } })).resolves.toBeTruthy();
    expect(await setPasswordByEmail(services.auth, database.db, 'nobody@example.com', 'new-secret', 'cli')).toBeUndefined();
  });

  it('updates the profile fields', async () => {
    const user = (await findUserByEmail(database.db, 'forgetful@example.com'))!;
    const updated = await updateProfile(database.db, user.id, { name: 'Remembered', phone: '305-555-0101', address: null });
    expect(updated).toMatchObject({ name: 'Remembered', phone: '305-555-0101', address: null });
    expect(updated!.updatedAt > user.updatedAt).toBe(true);
    expect(await countUsers(database.db)).toBe(2);
  });
});
