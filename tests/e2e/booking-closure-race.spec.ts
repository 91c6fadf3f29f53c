import { OWNER, signInAs } from './accounts-helpers';
import { addEstimator, businessDay, clearHours } from './booking-helpers';
import { expect, test } from './fixtures';

// Two things only a running site shows about booking: a closure the owner adds takes its day off
// the booking page at once, and two visitors choosing the same time at the same moment get one
// winner, the other a clear message with the next free times (and the API a 409 with them).
// Runs on the second server (the own-server project in playwright.config.ts), a fresh database:
// its /book offers the first administrator's office hours out of the box, and the phone once
// nobody visits; the closure closes the office for a day, and the race needs the one estimator
// this file adds.

const NOTE = { en: 'Closed for the booking journey', es: 'Cerrado por la prueba de reservas' };

// One worker for all, in order: the first journey leaves exactly the one estimator the race needs.
test.describe.configure({ mode: 'serial' });

test('a fresh database’s /book offers the first administrator’s office hours, and the phone once nobody visits', async ({ page, browser }) => {
  await page.goto('/book?zip=33134');
  // Nobody was added: the first administrator got the office hours on first start.
  await expect(page.locator('button[name=day]').first()).toBeVisible();
  await page.locator('button[name=day]').first().click();
  await expect(page.locator('button[name=start]').first()).toBeVisible();
  // The owner takes themselves off the calendar: the page says so, with the phone, in both languages.
  await clearHours(browser, OWNER.email);
  await page.goto('/book?zip=33134');
  await expect(page.getByRole('heading', { name: 'Online booking is not open yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(page.locator('button[name=day]')).toHaveCount(0);
  await page.goto('/es/book?zip=33134');
  await expect(page.getByRole('heading', { name: 'Todavía no se puede reservar en línea' })).toBeVisible();
  // The header and the home page link to the booking page.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a visit' })).toHaveAttribute('href', '/book');
  await addEstimator(browser, 'race-estimator');
});

test('a closure removes its day from the booking page, and removing it brings the day back', async ({ page, browser }) => {
  const day = businessDay(9);
  const dayButton = page.locator(`button[name=day][value="${day}"]`);
  await page.goto('/book?zip=33134');
  await expect(dayButton).toBeVisible();

  const owner = await browser.newPage();
  await signInAs(owner, OWNER.email);
  const before = ((await (await owner.request.get('/api/admin/business')).json()) as { closures: unknown[] }).closures;
  const save = async (closures: unknown[]) => {
    const response = await owner.request.patch('/api/admin/business', {
      headers: { 'Content-Type': 'application/merge-patch+json' },
      data: JSON.stringify({ closures }),
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await save([...before, { date: day, note: NOTE }]);
  try {
    await page.reload();
    await expect(page.locator('button[name=day]').first()).toBeVisible();
    await expect(dayButton).toHaveCount(0);
  } finally {
    await save(before);
  }
  await page.reload();
  await expect(dayButton).toBeVisible();
  await owner.close();
});

test('two visitors choosing one time at once: one holds it, the other is told and offered the next free times', async ({ browser, request }) => {
  const day = businessDay(11);
  const visitors = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(visitors.map((context) => context.newPage()));
  await Promise.all(pages.map((page) => page.goto(`/book?zip=33134&day=${day}`)));
  const start = await pages[0]!.locator('button[name=start]').nth(2).getAttribute('value');
  await Promise.all(pages.map((page) => page.locator(`button[name=start][value="${start}"]`).click()));

  const details = pages.map((page) => page.getByRole('heading', { name: 'Your details' }));
  const taken = pages.map((page) => page.getByRole('alert').filter({ hasText: 'Sorry, someone booked that time while you were choosing.' }));
  await expect(async () => {
    const won = await Promise.all(details.map((heading) => heading.isVisible()));
    expect(won.filter(Boolean)).toHaveLength(1);
  }).toPass();
  const loser = (await details[0]!.isVisible()) ? 1 : 0;
  await expect(taken[loser]!).toBeVisible();
  await expect(taken[1 - loser]!).toHaveCount(0);
  // The next free times are buttons too: the first is held for the loser at once.
  const alternative = pages[loser]!.locator('button[name=start]').first();
  expect(await alternative.getAttribute('value')).not.toBe(start);
  await alternative.click();
  await expect(details[loser]!).toBeVisible();
  await Promise.all(visitors.map((context) => context.close()));

  // Through the API: two bookings of one later time at once give one visit and one 409 with alternatives.
  const slots = ((await (await request.get(`/api/availability?zip=33134&from=${businessDay(12)}&days=1`)).json()) as { slots: { start: string }[] }).slots;
  const booking = (n: number) => ({
    name: `Racer ${n}`,
    email: `racer.${n}.${Date.now()}@example.com`,
    phone: '305-555-0142',
    address: '2350 Ponce de Leon Blvd',
    zipCode: '33134',
    start: slots[3]!.start,
    language: 'en',
  });
  const answers = await Promise.all([1, 2].map((n) => request.post('/api/bookings', { data: booking(n) })));
  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409]);
  const refused = (await answers.find((answer) => answer.status() === 409)!.json()) as { error: string; alternatives: { start: string }[] };
  expect(refused.alternatives.length).toBeGreaterThan(0);
  expect(refused.alternatives.map((slot) => slot.start)).not.toContain(slots[3]!.start);
});
