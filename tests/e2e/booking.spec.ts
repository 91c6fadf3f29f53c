import ICAL from 'ical.js';
import { signInAs } from './accounts-helpers';
import { addEstimator } from './booking-helpers';
import { openLinks, openLinksInCalendar } from '~/features/mail/links.server';
import { E2E_SESSION_SECRET, queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// Booking the free estimate visit from a quote request: in English without JavaScript, in Spanish
// with it. The booking is tentative until the link emailed to the address confirms it (the page
// says so, staff see it so); once confirmed, the invitation emailed parses, and cancelling frees
// its time.

let estimatorEmail = '';

test.beforeAll(async ({ browser }) => {
  estimatorEmail = (await addEstimator(browser, 'booking-estimator')).email;
});

for (const [language, javaScript] of [
  ['en', false],
  ['es', true],
] as const) {
  test(`a quote request books its visit in ${language === 'en' ? 'English without' : 'Spanish with'} JavaScript, confirmed from the email, and cancelling frees the time`, async ({
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
    // Tentative: the visitor is told to confirm from their email, in their language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en' ? 'Check your email to confirm your visit' : 'Revise su correo para confirmar la visita',
    );
    await expect(
      page.getByRole('status').filter({ hasText: language === 'en' ? `We sent a link to ${email}.` : `Le mandamos un enlace a ${email}.` }),
    ).toBeVisible();
    expect(queryE2eDatabase<{ kind: string }>('select kind from outbox where to_address = ? and kind like ?', email, 'visit.%').map((row) => row.kind)).toEqual(
      ['visit.confirm'],
    );

    if (language === 'en') {
      // Staff see the visit, as tentative.
      const staff = await browser.newContext();
      await signInAs(staff, estimatorEmail);
      const admin = await staff.newPage();
      const [visit] = queryE2eDatabase<{ id: string; starts_at: string }>(
        "select id, starts_at from visits where customer_email = ? and status = 'booked'",
        email,
      );
      await admin.goto(`/admin/calendar?date=${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(visit!.starts_at))}`);
      const row = admin.locator(`[data-visit="${visit!.id}"]`);
      await expect(row).toContainText('Marisol Ortega');
      await expect(row).toContainText('Tentative: waiting for the customer to confirm from their email by');
      // A day the calendar cannot show (it answered 500) shows today, saying so.
      const far = await admin.goto('/admin/calendar?date=9999-12-31');
      expect(far?.status()).toBe(200);
      await expect(admin.getByRole('alert').filter({ hasText: '9999-12-31 is not a day the calendar shows' })).toBeVisible();
      await staff.close();
    }

    const [confirmation] = queryE2eDatabase<{ text_body: string }>("select text_body from outbox where to_address = ? and kind = 'visit.confirm'", email);
    const confirmLink = new URL(/https?:\/\/\S+\/book\/confirm\/\S+/.exec(openLinks(confirmation!.text_body, E2E_SESSION_SECRET))![0]);
    await page.goto(confirmLink.pathname);
    await page.getByRole('button', { name: language === 'en' ? 'Yes, confirm my visit' : 'Sí, confirmar mi visita' }).click();
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
    expect(event.getFirstPropertyValue('location')).toBe('1200 Anastasia Ave, Coral Gables, FL 33134');

    // Other journeys' estimators may be free at the same time: what is asked is whether this visit still holds it.
    const free = async () =>
      queryE2eDatabase<{ n: number }>("select count(*) as n from visits where customer_email = ? and status = 'booked' and starts_at = ?", email, start)[0]!
        .n === 0;
    expect(await free()).toBe(false);
    await page.getByRole('button', { name: language === 'en' ? 'Cancel the visit' : 'Cancelar la visita' }).click();
    await expect(page.getByText(language === 'en' ? 'Your visit is cancelled.' : 'Su visita está cancelada.', { exact: false })).toBeVisible();
    expect(await free()).toBe(true);
    await context.close();
  });
}
