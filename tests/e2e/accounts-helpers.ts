// Shared steps of the account journeys: accounts made through the real CLI and forms, sign-in
// through the login page, and links read from the emails the server queued.
import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_DATABASE, queryE2eDatabase } from './database';

/** Seeded at start on a local site (see README): a customer with sample orders. */
export const DEMO_CUSTOMER = { email: 'demo@gableswindowcare.local', password: 'gables-demo', name: 'Demo Customer' } as const;
/** Created at start from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD (playwright.config.ts). */
export const OWNER = { email: 'owner@gableswindowcare.test', password: 'owner-password-e2e' } as const;

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** `npm run users -- …` against the journeys' database, as an owner would run it. */
export function usersCli(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/users.js', ...args], {
    env: { ...process.env, DATABASE_URL: `file:./${E2E_DATABASE}`, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

export function createAccount(role: 'user' | 'admin' | 'superAdmin', label: string = role): { email: string; password: string } {
  const email = uniqueEmail(label.toLowerCase());
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  usersCli('create', '--email', email, '--password', password, '--role', role, '--name', `E2E ${label}`);
  return { email, password };
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

/** The newest link to `path` in an email queued for `to` (the outbox row, as an operator would read it). */
export async function emailedLink(to: string, path: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const rows = queryE2eDatabase<{ text_body: string }>('select text_body from outbox where to_address = ? order by created_at desc', to);
      link = rows.map((row) => new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(row.text_body)?.[1]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}
