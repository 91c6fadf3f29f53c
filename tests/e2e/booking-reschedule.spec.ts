import { mkdirSync, rmSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import Database from 'better-sqlite3';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { openLinks } from '~/features/mail/links.server';
import { businessDay } from './booking-helpers';
import { E2E_SESSION_SECRET } from './database';
import { quoteRequest } from './estimates-helpers';
import { expect, test } from './fixtures';

// Issue 47's loop, end to end: a customer moving a 90-minute visit late in a day is offered only
// times that visit fits, and a time refused as taken is never offered again, so trying again
// succeeds; and moving a visit ten times never stops the customer from cancelling it. On a server
// of its own: a fresh database whose one estimator is the first administrator (the office hours
// on first start), and an address's holds limited to two, which ten moves would pass if they
// counted. The visits are set up through the API (each from an address of its own); only the
// moves and the cancel are made on the manage page, as a customer makes them.

type Server = Awaited<ReturnType<typeof startProductionServer>>;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dir = `data/e2e-reschedule-${run}`;
const database = `${dir}/app.db`;
let server: Server;
let setupAddress = 10;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  server = await startProductionServer({
    port,
    env: {
      DATABASE_URL: `file:./${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SUPERADMIN_EMAIL: 'owner@reschedule.test',
      SUPERADMIN_PASSWORD: 'owner-password-reschedule',
      STAFF_NOTIFY_EMAIL: 'office@reschedule.test',
      SESSION_SECRET: E2E_SESSION_SECRET,
      LEAD_RATE_LIMIT: '10000',
      // The setup's requests each come from an address of their own; the customer's browser from 127.0.0.1.
      TRUST_PROXY: 'true',
      BOOKING_RATE_LIMIT: '2',
      JOBS_INTERVAL_MS: '100',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A request of the setup's, from an address no other request used: JSON to the API, or a form. */
async function api(path: string, body: Record<string, unknown>, as: 'json' | 'form' = 'json'): Promise<Response> {
  setupAddress += 1;
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      'x-forwarded-for': `203.0.113.${setupAddress}`,
    },
    body: as === 'json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
    redirect: 'manual',
  });
}

/** The times the availability API offers a visit of the default length on `day`, as the pages' buttons carry them (UTC). */
async function defaultTimes(day: string): Promise<string[]> {
  const answer = (await (await fetch(`${server.url}/api/availability?zip=33134&from=${day}&days=1`)).json()) as { slots: { start: string }[] };
  return answer.slots.map((slot) => new Date(slot.start).toISOString());
}

/** A working day a week or more ahead with most of its times free. */
async function openDay(): Promise<string> {
  for (let ahead = 7; ahead < 21; ahead += 1) {
    const day = businessDay(ahead);
    if ((await defaultTimes(day)).length >= 8) return day;
  }
  throw new Error('no open day in the next three weeks');
}

const person = (label: string) => ({
  name: `Marisol ${label}`,
  email: `${label}.${run}@example.com`,
  phone: '305-555-0188',
  address: '1200 Anastasia Ave',
  zipCode: '33134',
  language: 'en',
});

/** A visit booked through the API and confirmed from its email's link: its manage page's path. */
async function confirmedVisit(label: string, start: string, request?: string): Promise<string> {
  const booked = await api('/api/bookings', { ...person(label), start, ...(request ? { request } : {}) });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const [email] = query<{ text_body: string }>("select text_body from outbox where to_address = ? and kind = 'visit.confirm'", person(label).email);
  const link = new URL(/https?:\/\/\S+\/book\/confirm\/\S+/.exec(openLinks(email!.text_body, E2E_SESSION_SECRET))![0]);
  const confirmed = await api(link.pathname, {}, 'form');
  expect(confirmed.status).toBe(302);
  return new URL(confirmed.headers.get('location')!, server.url).pathname;
}

/** Another customer takes `start` through the API (a tentative visit holds its time). */
async function takeTime(label: string, start: string) {
  const taken = await api('/api/bookings', { ...person(label), start });
  expect(taken.status, await taken.clone().text()).toBe(201);
}

test('a 90-minute visit moved late in a day is offered only times it fits, never a refused time again, and the move succeeds', async ({ page }) => {
  // A quote request for replacement windows: its visit takes 90 minutes.
  const requests = await playwrightRequest.newContext({ baseURL: server.url });
  const quote = await quoteRequest(requests);
  await requests.dispose();
  let reference = '';
  await expect
    .poll(() => {
      const rows = query<{ text_body: string }>('select text_body from outbox where to_address = ?', quote.email);
      reference = rows.map((row) => /\/book\?request=(\S+)/.exec(openLinks(row.text_body, E2E_SESSION_SECRET))?.[1]).find(Boolean) ?? '';
      return reference;
    })
    .toBeTruthy();
  const day = await openDay();
  const sixtyMinutes = await defaultTimes(day);
  const manage = await confirmedVisit('long', sixtyMinutes[0]!, decodeURIComponent(reference));
  const [visit] = query<{ id: string; starts_at: string; ends_at: string }>(
    'select id, starts_at, ends_at from visits where customer_email = ?',
    person('long').email,
  );
  expect(Date.parse(visit!.ends_at) - Date.parse(visit!.starts_at)).toBe(90 * 60_000);

  await page.goto(`${server.url}${manage}?day=${day}`);
  const offered = await page.locator('button[name=start]').evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
  expect(offered.length).toBeGreaterThan(2);
  // The day's last time is one a 90-minute visit fits: half an hour before the last a visit of the default hour fits.
  const last = offered.at(-1)!;
  expect(Date.parse(sixtyMinutes.at(-1)!) - Date.parse(last)).toBe(30 * 60_000);

  // Someone else books the last time while the customer looks at it; then the first time the refusal offers, too.
  await takeTime('first-rival', last);
  const refused = [last];
  const taken = page.getByRole('alert').filter({ hasText: 'Sorry, someone booked that time while you were choosing.' });
  const moved = page.getByRole('status').filter({ hasText: 'Your visit is moved to' });
  const alternatives = page.locator('section[aria-labelledby="booking-taken"] button[name=start]');
  const offeredAgain = () => alternatives.evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).value));
  await page.locator(`button[name=start][value="${last}"]`).click();
  await expect(taken).toBeVisible();
  const first = await offeredAgain();
  expect(first.length).toBeGreaterThan(0);
  expect(first).not.toContain(last);
  await takeTime('second-rival', first[0]!);
  refused.push(first[0]!);
  await alternatives.first().click();
  // The second answer has come once the first time offered is another: the one just refused is never offered again.
  await expect(alternatives.first()).not.toHaveAttribute('value', first[0]!);
  await expect(taken).toBeVisible();
  await expect(moved).toHaveCount(0);
  const second = await offeredAgain();
  expect(second.length).toBeGreaterThan(0);
  for (const time of refused) expect(second).not.toContain(time);
  await alternatives.first().click();
  await expect(moved).toBeVisible();
  // Refused twice, then moved to the time the second refusal offered first, for its 90 minutes.
  const [after] = query<{ starts_at: string; ends_at: string }>('select starts_at, ends_at from visits where id = ?', visit!.id);
  expect(new Date(after!.starts_at).getTime()).toBe(Date.parse(second[0]!));
  expect(Date.parse(after!.ends_at) - Date.parse(after!.starts_at)).toBe(90 * 60_000);
});

test('a customer who moved their visit ten times can still cancel it', async ({ page }) => {
  const day = await openDay();
  const times = await defaultTimes(day);
  const manage = await confirmedVisit('mover', times[0]!);
  const [one, two] = [times[2]!, times[4]!];
  for (let move = 0; move < 10; move += 1) {
    await page.goto(`${server.url}${manage}?day=${day}`);
    await page.locator(`button[name=start][value="${move % 2 === 0 ? one : two}"]`).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your visit is moved to' })).toBeVisible();
  }
  expect(query<{ starts_at: string }>('select starts_at from visits where customer_email = ?', person('mover').email)[0]!.starts_at).toBe(two);
  // Eleven changes from one address whose holds are limited to two: the visit's own budget, not the holds.
  await page.getByRole('button', { name: 'Cancel the visit' }).click();
  await expect(page.getByText('Your visit is cancelled.', { exact: false })).toBeVisible();
  expect(query<{ status: string }>('select status from visits where customer_email = ?', person('mover').email)[0]!.status).toBe('cancelled');
  await expect(page.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', /^\/book\?/);
});
