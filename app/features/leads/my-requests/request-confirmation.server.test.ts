import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { asSent } from '#tests/support/outbox';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { runLeadFollowUps } from '#tests/support/lead-follow-ups';
import { leadEmails } from '~/content/lead-emails';
import { listCustomerRequests } from './customer-requests.server';
import { getQuoteRequestPhoto, maySeePhoto } from '../intake/quote-requests.server';
import { receiveLead } from '../intake/receive-lead.server';
import { handleRequestConfirmation, requestConfirmationPage } from './request-confirmation-page.server';
import { CONFIRMATION_LINK_DAYS, readRequestConfirmationToken, requestConfirmationToken } from './request-confirmation.server';

// Issue 31, finding 3: anyone can send a quote request or a message with someone else's address.
// It shows under that address's My Requests only once confirmed from the address: sent while
// signed in to that verified account, or through the link in its confirmation email.

const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const quote = (email: string, city: string) => ({
  firstName: 'Ana',
  lastName: 'Pérez',
  email,
  phone: '305-555-0100',
  address: '1 Main St',
  city,
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-repair' as const,
  projectDescription: 'A cracked pane.',
});

describe.each(testDialects())('requests confirmed from their address, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  type Sender = { email: string; emailVerified: boolean } | null;
  const sendQuote = async (email: string, city: string, sender: Sender = null, language: 'en' | 'es' = 'en') => {
    const result = await receiveLead(services, { kind: 'quote-requests', input: quote(email, city) }, { language, source, signals: [], sender });
    if (!result.stored) throw new Error('not stored');
    return result.id;
  };
  const sendMessage = async (email: string, sender: Sender = null) => {
    const result = await receiveLead(
      services,
      { kind: 'contact-messages', input: { name: 'Ana', email, subject: 'service', message: 'Hello' } },
      { language: 'en', source, signals: [], sender },
    );
    if (!result.stored) throw new Error('not stored');
    return result.id;
  };
  const cities = async (email: string) => (await listCustomerRequests(database.db, email)).quoteRequests.map((request) => request.city);
  const confirmationMail = async (refId: string) => {
    await runLeadFollowUps(services);
    const row = await database.db
      .selectFrom('outbox')
      .select(['textBody', 'htmlBody'])
      .where('refId', '=', refId)
      .where('kind', 'in', ['quote-request.customer', 'contact-message.customer'])
      .executeTakeFirstOrThrow();
    return asSent(row, services.secret);
  };
  const linkIn = (text: string) => /(http\S+\/requests\/confirm\?token=\S+)/.exec(text)?.[1];
  const confirm = (token: string) =>
    handleRequestConfirmation(
      new Request('http://localhost:3000/requests/confirm', {
        method: 'POST',
        body: new URLSearchParams({ token }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      services,
    );

  it("keeps a stranger's request out of a verified customer's My Requests", async () => {
    await sendQuote('Victim@Example.com', 'Stranger Town');
    await sendMessage('victim@example.com');
    expect(await listCustomerRequests(database.db, 'victim@example.com')).toEqual({ quoteRequests: [], messages: [] });
  });

  it('shows a request sent while signed in to the verified account of its address at once, and mails no link for it', async () => {
    const owner = { email: 'owner@example.com', emailVerified: true };
    const id = await sendQuote('OWNER@example.com', 'Signed In', owner);
    await sendMessage('owner@example.com', owner);
    // Signed in, but unconfirmed, or to another address: not confirmed.
    await sendQuote('owner@example.com', 'Unverified Account', { email: 'owner@example.com', emailVerified: false });
    await sendQuote('owner@example.com', 'Other Account', { email: 'other@example.com', emailVerified: true });
    expect(await cities('owner@example.com')).toEqual(['Signed In']);
    expect((await listCustomerRequests(database.db, 'owner@example.com')).messages).toHaveLength(1);
    expect(linkIn((await confirmationMail(id)).textBody)).toBeUndefined();
  });

  it('confirms a request once through the signed, expiring link in its confirmation email, after asking', async () => {
    const id = await sendQuote('linked@example.com', 'Linked');
    const mail = await confirmationMail(id);
    const link = new URL(linkIn(mail.textBody)!);
    expect(link.origin + link.pathname).toBe(`${services.env.PUBLIC_URL}/requests/confirm`);
    expect(mail.htmlBody).toContain(link.href.replaceAll('&', '&amp;'));
    expect(mail.textBody).toContain(`The link works for ${CONFIRMATION_LINK_DAYS} days.`);
    const token = link.searchParams.get('token')!;

    // Opening the link (as a mail scanner does) confirms nothing: the page asks first.
    expect(await requestConfirmationPage(new Request(link), services)).toEqual({ state: 'ready', token, message: null });
    expect(await cities('linked@example.com')).toEqual([]);

    const first = await confirm(token);
    expect(first.data).toEqual({ state: 'confirmed', token: '', message: leadEmails.confirm.page.confirmed });
    expect(await cities('linked@example.com')).toEqual(['Linked']);
    // Spent: the same link confirms nothing more.
    expect((await confirm(token)).data).toMatchObject({ state: 'already', message: leadEmails.confirm.page.already });
    expect(await requestConfirmationPage(new Request(link), services)).toMatchObject({ state: 'already', token: '' });
  });

  it('refuses a link that was altered, signed with another secret or has expired', async () => {
    const id = await sendQuote('altered@example.com', 'Altered');
    const token = requestConfirmationToken(services.secret, 'quote-requests', id);
    const other = await sendQuote('altered@example.com', 'Other Request');
    for (const forged of [token.replace(id, other), requestConfirmationToken('x'.repeat(32), 'quote-requests', id), `${token}x`, 'nonsense', '']) {
      const answer = await confirm(forged);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ state: 'invalid', message: leadEmails.confirm.page.invalid });
    }
    const old = requestConfirmationToken(services.secret, 'quote-requests', id, Date.now() - (CONFIRMATION_LINK_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(readRequestConfirmationToken(services.secret, old)).toEqual({ ok: false, reason: 'expired' });
    const expired = await confirm(old);
    expect(expired.init?.status).toBe(410);
    expect(expired.data).toMatchObject({ state: 'expired', message: leadEmails.confirm.page.expired });
    expect(await cities('altered@example.com')).toEqual([]);
  });

  it('words the link in Spanish for a request sent in Spanish, leading to the Spanish page', async () => {
    const id = await sendQuote('espanol@example.com', 'Hialeah', null, 'es');
    const { textBody } = await confirmationMail(id);
    expect(new URL(linkIn(textBody)!).pathname).toBe('/es/requests/confirm');
    expect(textBody).toContain('¿Nos lo envió usted? Confírmelo');
    expect(textBody).toContain(`Sí, lo envié yo: ${linkIn(textBody)}`);
    const token = new URL(linkIn(textBody)!).searchParams.get('token')!;
    const post = new Request('http://localhost:3000/es/requests/confirm', {
      method: 'POST',
      body: new URLSearchParams({ token }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await handleRequestConfirmation(post, services)).data.message).toBe(
      'Gracias: su solicitud quedó confirmada. Aparece en Mis solicitudes cuando entra a su cuenta con su correo electrónico.',
    );
  });

  it("shows a request's photos to its customer only once the request is confirmed", async () => {
    const viewer = { role: 'user' as const, email: 'photos@example.com', emailVerified: true };
    const id = await sendQuote('photos@example.com', 'Photos');
    const at = new Date().toISOString();
    await database.db
      .insertInto('quoteRequestPhotos')
      .values({
        id: 'confirm-photo',
        quoteRequestId: id,
        position: 0,
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        content: Buffer.from('x'),
        thumbnail: Buffer.from('x'),
        createdAt: at,
      })
      .execute();
    expect(maySeePhoto(viewer, (await getQuoteRequestPhoto(database.db, 'confirm-photo', 'full'))!)).toBe(false);
    await confirm(requestConfirmationToken(services.secret, 'quote-requests', id));
    expect(maySeePhoto(viewer, (await getQuoteRequestPhoto(database.db, 'confirm-photo', 'full'))!)).toBe(true);
  });
});
