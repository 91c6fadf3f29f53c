import { createAuth } from '~/features/accounts/auth.server';
import { DEMO_CUSTOMER, isLocalSite, seedDemoCustomer } from '~/features/accounts/bootstrap.server';
import type { Role } from '~/features/accounts/roles/roles';
import { createPasswordAccount, setPasswordByEmail, setUserRole } from '~/features/accounts/users.server';
import { writeSampleConversations } from '~/features/assistant/chat-sessions.server';
import { getCompany } from '~/features/business/profile.server';
import { seedLeads } from '~/features/leads/demo/seed-leads.server';
import { seedDemoOrders } from '~/features/orders/demo-orders.server';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase } from '~/lib/db.server';
import { getEnv } from '~/lib/env.server';
import { migrateToLatest } from '~/lib/migrate.server';
import { resolveSecret } from '~/lib/secret.server';

/**
 * The command-line tasks (`npm run db:migrate`, `db:seed`, `users`), built by Vite into
 * build/server/cli.js beside the HTTP application: each opens the database, does its work and
 * closes it, and loading them starts no server, router, page cache or mail worker.
 */

type Database = ReturnType<typeof openDatabase>['db'];
type Accounts = { db: Database; auth: ReturnType<typeof createAuth> };

/** Opens DATABASE_URL (migrated), waiting for a running server's writes rather than failing at once. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const handle = openDatabase(getEnv().DATABASE_URL, { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS });
  try {
    await migrateToLatest(handle.db);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** The database and better-auth over it, for the tasks that touch accounts. */
function withAccounts<T>(work: (accounts: Accounts) => Promise<T>): Promise<T> {
  const env = getEnv();
  return withDatabase((db) => work({ db, auth: createAuth({ db, env, secret: resolveSecret(env), company: () => getCompany(db) }) }));
}

function requireLocalSite(what: string): void {
  const env = getEnv();
  if (!isLocalSite(env)) throw new Error(`PUBLIC_URL is ${env.PUBLIC_URL}: ${what} only for a site on localhost.`);
}

/** `npm run db:migrate`: applies pending migrations; one line per migration. */
export async function migrateDatabase(): Promise<string[]> {
  const handle = openDatabase(getEnv().DATABASE_URL, { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS });
  try {
    const results = await migrateToLatest(handle.db);
    return results.map((result) => `${result.migrationName}: ${result.status}`);
  } finally {
    await handle.close();
  }
}

/** `npm run users -- create`: an email-and-password account with a role; its address counts as confirmed. */
export async function createUserAccount(input: { email: string; password: string; role: Role; name?: string }): Promise<string> {
  return withAccounts(async ({ db, auth }) => {
    const name = input.name ?? (input.role === 'user' ? input.email.split('@')[0]! : 'Administrator');
    const user = await createPasswordAccount(auth, db, { ...input, name, emailVerified: true, actor: 'cli' });
    return `Created ${user.email} with the role ${user.role}.`;
  });
}

/** `npm run users -- set-role`: applies from that person's next request. */
export async function setUserRoleByEmail(input: { email: string; role: Role }): Promise<string> {
  return withAccounts(async ({ db }) => {
    const user = await setUserRole(db, { ...input, actor: 'cli' });
    if (!user) throw new Error(`No account has the email ${input.email}.`);
    return `${user.email} now has the role ${user.role}.`;
  });
}

/** `npm run users -- set-password`: also signs that account out everywhere. */
export async function setUserPassword(input: { email: string; password: string }): Promise<string> {
  return withAccounts(async ({ db, auth }) => {
    const user = await setPasswordByEmail(auth, db, input.email, input.password, 'cli');
    if (!user) throw new Error(`No account has the email ${input.email}.`);
    return `Changed the password of ${user.email} and ended its sessions.`;
  });
}

/** `npm run db:seed`: the demo customer and its sample orders, for a local run only (its password is published). */
export async function seedDemoData(): Promise<string> {
  requireLocalSite("the demo customer's password is published, so it is created");
  return withAccounts(async (accounts) => {
    const user = await seedDemoCustomer(accounts, seedDemoOrders);
    return `Demo customer ready: log in as ${user.email} with the password ${DEMO_CUSTOMER.password}.`;
  });
}

/** `npm run db:seed -- --leads N`: N sample leads of every kind, to try the back office at size (local sites only). */
export async function seedSampleLeads(count: number): Promise<string> {
  requireLocalSite('sample leads are added');
  return withDatabase(async (db) => {
    const seeded = await seedLeads(db, { count, writeConversations: writeSampleConversations });
    return `Added ${count} sample leads: ${seeded.quoteRequests} quote requests, ${seeded.contactMessages} contact messages, ${seeded.chatbotContacts} chatbot contacts.`;
  });
}
