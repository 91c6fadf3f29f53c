import ICAL from 'ical.js';
import { signInAs } from './accounts-helpers';
import { addEstimator } from './booking-helpers';
import { openLinks, openLinksInCalendar } from '~/features/mail/links.server';
import { E2E_SESSION_SECRET, queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// Booking the free estimate visit from a quote request: in English without JavaScript, in Spanish
// with it; the invitation emailed parses, staff see the visit, and cancelling frees its time.

let estimatorEmail = '';

test.beforeAll(async ({ browser }) => {
  estimatorEmail = (await addEstimator(browser, 'booking-estimator')).email;
});

for (const [language, javaScript] of [
  ['en', false],
  ['es', true],
] as const) {
  test(`a quote request books its visit in ${language === 'en' ? 'English without' : 'Spanish with'} JavaScript, and cancelling frees the time`, async ({
    browser,
    request,
  }) => {
    const email = `booking.${language}.${Date.now()}@example.com`;
    const quote = await request.post('/api/quote-requests', {
      data: {
        firstName: 'Marisol',
        lastName: 'Ortega',
        email,
        phone: '305-555-0188',
        address: '1200 Anastasia Ave',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        projectType: 'window-repair',
        projectDescription: 'A stuck sash in the kitchen.',
        language,
      },
    });
    expect(quote.status()).toBe(201);
    let link = '';
    await expect
      .poll(() => {
        const rows = queryE2eDatabase<{ text_body: string }>('select text_body from outbox where to_address = ?', email);
        // Queued sealed (features/mail/links): the link as the mail job sends it.
        link = rows.map((row) => /https?:\/\/\S+\/book\?request=\S+/.exec(openLinks(row.text_body, E2E_SESSION_SECRET))?.[0]).find(Boolean) ?? '';
        return link;
      })
      .toBeTruthy();
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.locator('#booking-zip')).toHaveValue('33134');
    await page.locator('button[name=day]').first().click();
    const time = page.locator('button[name=start]').first();
    const start = await time.getAttribute('value');
    await time.click();
    await expect(page.locator('#booking-name')).toHaveValue('Marisol Ortega');
    await page.getByRole('button', { name: language === 'en' ? 'Confirm the visit' : 'Confirmar la visita' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en' ? 'Your estimate visit is booked' : 'Su visita de estimado está reservada',
    );

    const [invite] = queryE2eDatabase<{ content: Buffer }>(
      "select a.content from mail_attachments a join outbox o on o.id = a.job_id where o.to_address = ? and o.kind = 'visit.booked'",
      email,
    );
    const calendar = new ICAL.Component(ICAL.parse(openLinksInCalendar(Buffer.from(invite!.content).toString('utf8'), E2E_SESSION_SECRET)));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(start);
    expect(event.getFirstPropertyValue('location')).toBe('1200 Anastasia Ave, Coral Gables, 33134');

    // Other journeys' estimators may be free at the same time: what is asked is whether this visit still holds it.
    const free = async () =>
      queryE2eDatabase<{ n: number }>("select count(*) as n from visits where customer_email = ? and status = 'booked' and starts_at = ?", email, start)[0]!
        .n === 0;
    expect(await free()).toBe(false);
    if (language === 'en') {
      const staff = await browser.newContext();
      await signInAs(staff, estimatorEmail);
      const admin = await staff.newPage();
      const [day] = queryE2eDatabase<{ starts_at: string }>("select v.starts_at from visits v where v.customer_email = ? and v.status = 'booked'", email);
      await admin.goto(`/admin/calendar?date=${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(day!.starts_at))}`);
      await expect(admin.getByText('Marisol Ortega').first()).toBeVisible();
      await staff.close();
    }
    await page.getByRole('button', { name: language === 'en' ? 'Cancel the visit' : 'Cancelar la visita' }).click();
    await expect(page.getByText(language === 'en' ? 'Your visit is cancelled.' : 'Su visita está cancelada.', { exact: false })).toBeVisible();
    expect(await free()).toBe(true);
    await context.close();
  });
}
