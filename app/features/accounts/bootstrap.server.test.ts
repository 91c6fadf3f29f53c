import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoOrders } from '~/features/orders/demo-orders.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { DEMO_CUSTOMER, LOCAL_ADMIN_EMAIL, prepareAccounts } from './bootstrap.server';
import { findUserByEmail, listSuperAdminEmails } from './users.server';

describe.each(testDialects())('start-up accounts on %s', (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.drop());

  const servicesFor = (env: Record<string, string>) => createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, ...env }) });
  const canSignIn = (services: AppServices, email: string, password: string) =>
    services.auth.api.signInEmail({ body: { email, password } }).then(
      () => true,
      () => false,
    );

  it('on a fresh local run: seeds the demo customer and creates an administrator whose password is printed once', async () => {
    const services = servicesFor({ PUBLIC_URL: 'http://localhost:3000' });
    const notice = await prepareAccounts(services, seedDemoOrders);

    const password = /password: (\S+)/.exec(notice)?.[1];
    expect(notice).toContain(LOCAL_ADMIN_EMAIL);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(await canSignIn(services, LOCAL_ADMIN_EMAIL, password!)).toBe(true);
    expect(await listSuperAdminEmails(database.db)).toEqual([LOCAL_ADMIN_EMAIL]);
    const stored = await database.db.selectFrom('account').select('password').where('password', 'is not', null).execute();
    expect(stored.some((row) => row.password?.includes(password!))).toBe(false);

    expect(notice).toContain(`${DEMO_CUSTOMER.email} with the password ${DEMO_CUSTOMER.password}`);
    expect(await canSignIn(services, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).toBe(true);
    const demo = await findUserByEmail(database.db, DEMO_CUSTOMER.email);
    expect(demo).toMatchObject({ role: 'user', phone: DEMO_CUSTOMER.phone });
    const orders = await database.db.selectFrom('orders').select('id').where('userId', '=', demo!.id).execute();
    expect(orders.length).toBeGreaterThanOrEqual(5);

    const again = await prepareAccounts(services, seedDemoOrders);
    expect(again).not.toContain('password: ');
    expect(again).toContain(`as ${LOCAL_ADMIN_EMAIL}`);
    expect(again).toContain('npm run users -- set-password');
    expect(await database.db.selectFrom('orders').select('id').where('userId', '=', demo!.id).execute()).toHaveLength(orders.length);
  });

  it('creates SUPERADMIN_EMAIL, or promotes it when the account exists, and leaves its password alone', async () => {
    const env = {
      PUBLIC_URL: 'https://www.gableswindowcare.com',
      SESSION_SECRET: 'x'.repeat(32),
      SUPERADMIN_EMAIL: 'Owner@Example.com',
      SUPERADMIN_PASSWORD: 'first-secret',
    };
    const services = servicesFor(env);
    const notice = await prepareAccounts(services, seedDemoOrders);
    expect(notice).toContain('Owner@Example.com with SUPERADMIN_PASSWORD');
    expect(await findUserByEmail(database.db, 'owner@example.com')).toMatchObject({ role: 'superAdmin' });
    expect(await findUserByEmail(database.db, DEMO_CUSTOMER.email)).toBeUndefined();

    await database.db.updateTable('user').set({ role: 'user' }).where('email', '=', 'owner@example.com').execute();
    const restarted = servicesFor({ ...env, SUPERADMIN_PASSWORD: 'changed-in-env' });
    await prepareAccounts(restarted, seedDemoOrders);
    expect(await findUserByEmail(database.db, 'owner@example.com')).toMatchObject({ role: 'superAdmin' });
    expect(await canSignIn(restarted, 'owner@example.com', 'first-secret')).toBe(true);
    const audit = await database.db.selectFrom('auditLog').select(['actor', 'action', 'detail']).where('action', '=', 'user.role').execute();
    expect(audit.at(-1)).toMatchObject({ actor: 'startup', detail: JSON.stringify({ from: 'user', to: 'superAdmin' }) });
  });

  it('on a real site with no administrator, prints the command to create one instead of inventing a password', async () => {
    const services = servicesFor({ PUBLIC_URL: 'https://www.gableswindowcare.com', SESSION_SECRET: 'x'.repeat(32) });
    const notice = await prepareAccounts(services, seedDemoOrders);
    expect(notice).toContain('npm run users -- create --email you@example.com');
    expect(notice).not.toContain('password: ');
    expect(await listSuperAdminEmails(database.db)).toEqual([]);
  });
});
