import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { UserRow } from './tables';
import type { Env } from '~/lib/env.server';
import type { AuthServer } from './auth.server';
import { countUsers, createPasswordAccount, findUserByEmail, listSuperAdminEmails, setUserRole } from './users.server';

/** The sample customer of a local run; README documents the password. */
export const DEMO_CUSTOMER = {
  email: 'demo@gableswindowcare.local',
  password: 'gables-demo',
  name: 'Demo Customer',
  phone: '(305) 555-0199',
  address: '1200 Anastasia Ave, Coral Gables, FL 33134',
} as const;

/** The administrator a local run creates when none is configured. */
export const LOCAL_ADMIN_EMAIL = 'admin@gableswindowcare.local';

export interface AccountsDependencies {
  db: Kysely<Database>;
  auth: AuthServer;
  env: Env;
}

export type SeedDemoOrders = (db: Kysely<Database>, userId: string) => Promise<number>;

/** True when PUBLIC_URL is this machine: a developer's or owner's trial run, never a real site. */
export function isLocalSite(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(env.PUBLIC_URL);
}

/** Creates the demo customer and its sample orders; safe to run again. */
export async function seedDemoCustomer({ db, auth }: Omit<AccountsDependencies, 'env'>, seedDemoOrders: SeedDemoOrders): Promise<UserRow> {
  let user = await findUserByEmail(db, DEMO_CUSTOMER.email);
  if (!user) {
    user = await createPasswordAccount(auth, db, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      name: DEMO_CUSTOMER.name,
      role: 'user',
      emailVerified: true,
      actor: 'seed',
    });
    await db.updateTable('user').set({ phone: DEMO_CUSTOMER.phone, address: DEMO_CUSTOMER.address }).where('id', '=', user.id).execute();
  }
  await seedDemoOrders(db, user.id);
  return user;
}

/** Creates the SUPERADMIN_EMAIL account, or promotes it when it exists (its password is then left alone). */
async function ensureConfiguredSuperAdmin(
  { db, auth }: Omit<AccountsDependencies, 'env'>,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  let existing = await findUserByEmail(db, email);
  if (!existing) {
    try {
      await createPasswordAccount(auth, db, { email, password, name: 'Administrator', role: 'superAdmin', emailVerified: true, actor: 'startup' });
      return 'created';
    } catch (error) {
      // Several processes starting together on one PostgreSQL database: another one created it.
      existing = await findUserByEmail(db, email);
      if (!existing) throw error;
    }
  }
  if (existing.role === 'superAdmin') return 'unchanged';
  await setUserRole(db, { email, role: 'superAdmin', actor: 'startup' });
  return 'promoted';
}

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
}

/**
 * Runs at start: seeds the demo customer on an empty local database, makes sure a superAdmin
 * exists, and returns what the person at the terminal needs to sign in (printed once the server
 * listens). A generated password is shown only in that notice and stored only as a hash.
 */
export async function prepareAccounts(dependencies: AccountsDependencies, seedDemoOrders: SeedDemoOrders): Promise<string> {
  const { db, env } = dependencies;
  const local = isLocalSite(env);
  const signIn = `${env.PUBLIC_URL}/login`;
  const lines: string[] = [];

  if (local && (await countUsers(db)) === 0) await seedDemoCustomer(dependencies, seedDemoOrders);

  if (env.SUPERADMIN_EMAIL && env.SUPERADMIN_PASSWORD) {
    await ensureConfiguredSuperAdmin(dependencies, env.SUPERADMIN_EMAIL, env.SUPERADMIN_PASSWORD);
    lines.push(`Administrator: sign in at ${signIn} as ${env.SUPERADMIN_EMAIL} with SUPERADMIN_PASSWORD.`);
  } else {
    const superAdmins = await listSuperAdminEmails(db);
    if (superAdmins.length > 0) {
      const email = superAdmins[0]!;
      lines.push(
        `Administrator: sign in at ${signIn} as ${email}.`,
        `Lost the password? npm run users -- set-password --email ${email} --password 'NEW PASSWORD'`,
      );
    } else if (local) {
      const password = randomBytes(12).toString('base64url');
      await createPasswordAccount(dependencies.auth, db, {
        email: LOCAL_ADMIN_EMAIL,
        password,
        name: 'Administrator',
        role: 'superAdmin',
        emailVerified: true,
        actor: 'startup',
      });
      lines.push(
        `Administrator created for this machine: sign in at ${signIn}`,
        `  email:    ${LOCAL_ADMIN_EMAIL}`,
        `  password: ${password}`,
        'This password is shown only now. To choose your own:',
        `  npm run users -- set-password --email ${LOCAL_ADMIN_EMAIL} --password 'NEW PASSWORD'`,
      );
    } else {
      lines.push(
        'No administrator account exists yet. Create the first one with:',
        `  npm run users -- create --email you@example.com --password 'A STRONG PASSWORD' --role superAdmin`,
        'or set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD and restart.',
      );
    }
  }

  if (local && (await findUserByEmail(db, DEMO_CUSTOMER.email))) {
    lines.push(`Demo customer: sign in at ${signIn} as ${DEMO_CUSTOMER.email} with the password ${DEMO_CUSTOMER.password}`);
  }
  return box(lines);
}
