import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator, addStaff } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { openLinks } from '~/features/mail/links.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { confirmUrl } from './booking-emails.server';
import { bookVisit, cancelVisit, confirmVisit, moveVisit, type NewVisit } from './visits.server';

// Issue 47: the visit's emails (confirm link, booked, moved, cancelled, reminder) are the same
// branded page as the estimate, order and invoice emails (features/mail/email-html), in the
// customer's language, each with its one button (the reminder's page, with its unsubscribe line,
// is checked in visits.server.test.ts, where the reminders are sent).

// Tuesday, February 2, 2027, 9:00 AM in Miami; estimators work 9:00-17:00 on weekdays.
const NOW = new Date('2027-02-02T14:00:00.000Z');
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const customer = { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0188', address: '1200 Anastasia Ave, Coral Gables', zipCode: '33134' };

/** The card every email's HTML is (htmlEmail), in its language. */
function expectBrandedPage(html: string | null, language: 'en' | 'es') {
  expect(html).toContain(`<html lang="${language}">`);
  expect(html).toContain('<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">');
}

/** The button's words and where it goes, its link opened as the mail job opens it when it sends the email. */
function buttons(html: string, secret: string) {
  return [...openLinks(html, secret).matchAll(/<a href="([^"]+)" style="display:inline-block[^"]*">([^<]+)<\/a>/g)].map((match) => ({
    text: match[2],
    href: match[1]!.replace(/&amp;/g, '&'),
  }));
}

describe.each(testDialects())('the visit emails on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, PUBLIC_URL: 'https://gwc.example' }) });
    await addStaff(database.db, 'owner');
    await addEstimator(database.db, 'ana');
  });
  afterAll(async () => {
    await database.drop();
  });

  async function email(kind: string, visitId: string) {
    return database.db
      .selectFrom('outbox')
      .select(['id', 'subject', 'textBody', 'htmlBody'])
      .where('kind', '=', kind)
      .where('refId', 'like', `${visitId}%`)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
  }

  async function booked(input: NewVisit) {
    const result = await bookVisit(services, input);
    if (!result.ok) throw new Error(`not booked: ${result.reason}`);
    const confirmed = await confirmVisit(services, confirmUrl(services, result.visit).split('/').pop()!, input.now);
    if (!confirmed.ok) throw new Error(`not confirmed: ${confirmed.reason}`);
    return confirmed;
  }

  it('sends the confirm link, the booking, the move and the cancellation in Spanish as the branded page, each with its button', async () => {
    const tentative = await bookVisit(services, { customer, start: at('2027-02-09', '11:00'), language: 'es', now: NOW });
    if (!tentative.ok) throw new Error('not booked');
    const confirm = await email('visit.confirm', tentative.visit.id);
    expectBrandedPage(confirm.htmlBody, 'es');
    expect(confirm.htmlBody).toContain('<title>Confirme su visita de estimado gratis: martes, 9 de febrero de 2027, 11:00 a. m.</title>');
    expect(confirm.htmlBody).toContain('Hola, Marisol:');
    expect(confirm.htmlBody).toContain('Confirme, por favor, su visita de estimado gratis del martes, 9 de febrero de 2027, 11:00 a. m. (hora del Este)');
    expect(confirm.htmlBody).toContain('Le guardamos la hora hasta el');
    // Queued with the link sealed; the button, as sent, confirms the visit.
    expect(confirm.htmlBody).not.toContain('/book/confirm/');
    expect(buttons(confirm.htmlBody!, services.secret)).toEqual([{ text: 'Confirmar mi visita', href: confirmUrl(services, tentative.visit) }]);
    expect(openLinks(confirm.textBody, services.secret)).toContain(`Confirmar mi visita: ${confirmUrl(services, tentative.visit)}`);
    // The sign-off is the company profile's; a transactional email has no unsubscribe line.
    expect(confirm.htmlBody).toContain('Gables Window Care<br>(305) 555-0142');
    expect(confirm.textBody).toMatch(/\n\nGables Window Care\n\(305\) 555-0142\n$/);
    expect(confirm.htmlBody).not.toMatch(/suscripci|unsubscribe/i);

    const confirmed = await confirmVisit(services, confirmUrl(services, tentative.visit).split('/').pop()!, NOW);
    if (!confirmed.ok) throw new Error('not confirmed');
    const bookedEmail = await email('visit.booked', tentative.visit.id);
    expectBrandedPage(bookedEmail.htmlBody, 'es');
    expect(bookedEmail.subject).toBe('Su visita de estimado gratis: martes, 9 de febrero de 2027, 11:00 a. m.');
    expect(bookedEmail.htmlBody).toContain('Use la invitación adjunta para agregarla a su calendario.');
    expect(buttons(bookedEmail.htmlBody!, services.secret)).toEqual([{ text: 'Cambiar la hora o cancelar', href: confirmed.manageUrl }]);
    // The quieter link for a mail app that does not read the invitation.
    const google = /<a href="([^"]+)" style="color:#0b4f6c;font-weight:bold">Agregar a Google Calendar<\/a>/.exec(bookedEmail.htmlBody!);
    expect(new URL(google![1]!.replace(/&amp;/g, '&')).searchParams.get('dates')).toBe('20270209T160000Z/20270209T170000Z');

    const token = confirmed.manageUrl.split('/').pop()!;
    const moved = await moveVisit(services, { visitId: tentative.visit.id, start: at('2027-02-09', '14:00'), token, now: NOW });
    expect(moved.ok).toBe(true);
    const movedEmail = await email('visit.moved', tentative.visit.id);
    expectBrandedPage(movedEmail.htmlBody, 'es');
    expect(movedEmail.subject).toBe('Su visita de estimado se cambió al martes, 9 de febrero de 2027, 2:00 p. m.');
    expect(movedEmail.htmlBody).toContain('La invitación adjunta actualiza su calendario.');
    expect(buttons(movedEmail.htmlBody!, services.secret)).toEqual([{ text: 'Cambiar la hora o cancelar', href: confirmed.manageUrl }]);

    await cancelVisit(services, { visitId: tentative.visit.id, token, now: NOW });
    const cancelled = await email('visit.cancelled', tentative.visit.id);
    expectBrandedPage(cancelled.htmlBody, 'es');
    expect(cancelled.htmlBody).toContain('Su visita de estimado del martes, 9 de febrero de 2027, 2:00 p. m. (hora del Este) quedó cancelada.');
    expect(buttons(cancelled.htmlBody!, services.secret)).toEqual([{ text: 'Reservar otra hora', href: confirmed.manageUrl }]);
    expect(cancelled.htmlBody).not.toContain('Google Calendar');
    for (const sent of [confirm, bookedEmail, movedEmail, cancelled]) expect(sent.htmlBody).not.toMatch(/\b(Hello|Reschedule|Confirm my)\b/);
  });

  it('writes them in English, greeting only by a first name that can be nothing but a name', async () => {
    const visit = await booked({
      customer: { ...customer, name: 'Ana Díaz', email: 'ana@example.com' },
      start: at('2027-02-10', '10:00'),
      language: 'en',
      now: NOW,
    });
    const sent = await email('visit.booked', visit.visit.id);
    expectBrandedPage(sent.htmlBody, 'en');
    expect(sent.htmlBody).toContain('Hello Ana,');
    expect(sent.htmlBody).toContain('Your free estimate visit is booked for Wednesday, February 10, 2027 at 10:00 AM (Eastern Time)');
    expect(buttons(sent.htmlBody!, services.secret)).toEqual([{ text: 'Reschedule or cancel', href: visit.manageUrl }]);
    expect(sent.htmlBody).toContain('>Add to Google Calendar</a>');

    // Someone typed a stranger's address with a "name" that is a link: the email repeats none of it.
    const stranger = await bookVisit(services, {
      customer: { ...customer, name: 'www.win-a-prize.example', email: 'stranger@example.com' },
      start: at('2027-02-10', '14:00'),
      language: 'en',
      now: NOW,
    });
    if (!stranger.ok) throw new Error('not booked');
    const confirm = await email('visit.confirm', stranger.visit.id);
    expect(confirm.textBody.startsWith('Hello,\n\nPlease confirm your free estimate visit on Wednesday, February 10, 2027 at 2:00 PM')).toBe(true);
    expect(`${confirm.textBody}${confirm.htmlBody}`).not.toContain('win-a-prize');
    expect(buttons(confirm.htmlBody!, services.secret)).toEqual([{ text: 'Confirm my visit', href: confirmUrl(services, stranger.visit) }]);
  });
});
