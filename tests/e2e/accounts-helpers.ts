// Shared steps of the account journeys: accounts stored and sessions opened in this process with
// the application's own account code (as `npm run users` and a sign-in would), sign-in through the
// login page for the journeys about signing in, and links read from the emails the server queued.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createAuth } from '~/features/accounts/auth.server';
import type { Role } from '~/features/accounts/roles/roles';
import { createPasswordAccount, findUserByEmail } from '~/features/accounts/users.server';
import { getCompany } from '~/features/business/profile.server';
import { openLinks } from '~/features/mail/links.server';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase } from '~/lib/db.server';
import { parseEnv } from '~/lib/env.server';
import { e2eDatabase, E2E_SESSION_SECRET, queryE2eDatabase } from './database';

/** Seeded at start on a local site (see README): a customer with sample orders. */
export const DEMO_CUSTOMER = { email: 'demo@gableswindowcare.local', password: 'gables-demo', name: 'Demo Customer' } as const;
/** Created at start from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD (playwright.config.ts). */
export const OWNER = { email: 'owner@gableswindowcare.test', password: 'owner-password-e2e' } as const;

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** `npm run users -- …` against the journeys' database, as an owner would run it (for journeys about the CLI). */
export function usersCli(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/users.js', ...args], {
    env: { ...process.env, DATABASE_URL: `file:./${e2eDatabase()}`, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

type Accounts = { db: ReturnType<typeof openDatabase>['db']; auth: ReturnType<typeof createAuth> };

/** better-auth over a journeys' SQLite file, waiting for the running server's writes as the CLI does. */
async function withAccounts<T>(database: string, work: (accounts: Accounts) => Promise<T>): Promise<T> {
  const url = `file:./${database}`;
  const handle = openDatabase(url, { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS });
  try {
    return await work({
      db: handle.db,
      auth: createAuth({ db: handle.db, env: parseEnv({ DATABASE_URL: url }), secret: E2E_SESSION_SECRET, company: () => getCompany(handle.db) }),
    });
  } finally {
    await handle.close();
  }
}

/** Stores an account exactly as `npm run users -- create` does (address confirmed), without starting the CLI. */
export async function storeAccount(account: { email: string; password: string; role: Role; name: string }, database = e2eDatabase()): Promise<void> {
  await withAccounts(database, ({ db, auth }) => createPasswordAccount(auth, db, { ...account, emailVerified: true, actor: 'cli' }));
}

export async function createAccount(role: Role, label: string = role): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label.toLowerCase());
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  await storeAccount({ email, password, role, name: `E2E ${label}` });
  return { email, password };
}

/**
 * Signs a browser in as `email` without the login page, for journeys that are not about signing
 * in: the server's own session creation stores a session, and the browser gets the cookie a
 * sign-in would have set (signed as better-auth signs it).
 */
export async function signInAs(target: Page | BrowserContext, email: string): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.addCookies([{ ...(await sessionCookie(email)), url: test.info().project.use.baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * The session cookie a sign-in as `email` would set, stored in `database` by the server's own
 * session creation (signInAs's; a server of a journey's own runs with SESSION_SECRET set to
 * E2E_SESSION_SECRET and passes its database).
 */
export async function sessionCookie(email: string, database = e2eDatabase()): Promise<{ name: string; value: string }> {
  const token = await withAccounts(database, async ({ db, auth }) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No account has the email ${email}`);
    return (await (await auth.$context).internalAdapter.createSession(user.id)).token;
  });
  const signature = createHmac('sha256', E2E_SESSION_SECRET).update(token).digest('base64');
  return { name: 'gwc.session_token', value: encodeURIComponent(`${token}.${signature}`) };
}

/** Registers through the form, as a browser without JavaScript would post it. */
export async function registerAccount(request: APIRequestContext, name: string, email: string, password: string) {
  const response = await request.post('/register', { form: { name, email, password, confirmPassword: password }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
}

/** A new customer account, registered through the site (quicker than starting the CLI). */
export async function newCustomer(request: APIRequestContext, label: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  await registerAccount(request, `E2E ${label}`, email, password);
  return { email, password };
}

export async function logIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log In' }).click();
  // Customers land on their dashboard, staff on the back office's.
  await expect(page).toHaveURL(/^[^?]*\/dashboard$/);
}

/** Signs an API request context in through the login form; its cookies then go with every request. */
export async function logInRequest(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/login', { form: { email, password }, maxRedirects: 0 });
  expect(response.status(), `sign-in of ${email}`).toBe(302);
}

/** The newest link to `path` in an email queued for `to`: the outbox row as the mail job sends it, its sealed links opened (features/mail/links). */
export async function emailedLink(to: string, path: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const rows = queryE2eDatabase<{ text_body: string }>('select text_body from outbox where to_address = ? order by created_at desc', to);
      link = rows.map((row) => new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(openLinks(row.text_body, E2E_SESSION_SECRET))?.[1]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}
