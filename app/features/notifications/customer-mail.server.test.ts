// Customer email through the notification feature, end to end: queued by notifyCustomer, sent by
// the mail job through nodemailer to a real SMTP server on 127.0.0.1, read as it arrived.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyParts, header, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { sendEmailJob } from '~/features/mail/jobs.server';
import { createSmtpTransport, defaultMailFrom } from '~/features/mail/transport.server';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import { type CustomerNotice, notifyCustomer, suppressOptedOut } from './customer-mail.server';
import { getOptOut, isOptedOut, optInAgain, optOut } from './opt-outs.server';
import { signUnsubscribeToken, unsubscribeAddress } from './unsubscribe-links.server';

const logger = pino({ level: 'silent' });
const secret = 'n'.repeat(32);
const staff = { userId: 'staff-1', email: 'owner@example.com' };
// Wednesday Nov 25 2026 in Coral Gables (EST, UTC-5).
const eastern = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour + 5, minute));

const followUp = (email: string, overrides: Partial<CustomerNotice> = {}): CustomerNotice => ({
  email,
  language: 'en',
  category: 'automated',
  kind: 'followups.quote',
  subject: 'Any questions about your quote?',
  text: 'Hi Marisol,\n\nDid our estimate answer your questions?',
  html: htmlEmail({ title: 'Any questions about your quote?', body: htmlParagraph('Did our estimate answer your questions?') }),
  idempotencyKey: `quote-1:${email}`,
  ...overrides,
});

describe.each(testDialects())('customer email and opt-out, on %s', (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const services = (quietHours = '20:00-08:00') => ({
    db: database.db,
    secret,
    env: parseEnv({ PUBLIC_URL: 'https://gableswindowcare.com', CUSTOMER_QUIET_HOURS: quietHours }),
  });
  /** Runs the due email jobs as of `at`, as the process does (opted-out addresses suppressed). */
  const sendDue = async (at: Date) => {
    const runner = createJobRunner({
      db: database.db,
      definitions: [sendEmailJob(database.db, createSmtpTransport(smtp.url, defaultMailFrom), secret, { suppress: suppressOptedOut(database.db), logger })],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => at,
    });
    const ran = await runner.drainOnce();
    await runner.stop();
    return ran;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
    await database.db.deleteFrom('emailOptOuts').execute();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('sends automated email with List-Unsubscribe (https and mailto), RFC 8058 one-click, and a visible link in text and HTML', async () => {
    const result = await notifyCustomer(database.db, followUp('Marisol@Example.com'), services(), eastern(25, 10));
    expect(result).toMatchObject({ sent: true, sendAt: eastern(25, 10) });
    expect(await sendDue(eastern(25, 10))).toBe(1);

    const raw = smtp.received[0]!.raw;
    const list = header(raw, 'List-Unsubscribe')!;
    const [, url, mailto] = /^<(https:\/\/[^>]+)>, <(mailto:[^>]+)>$/.exec(list)!;
    // A random token: the address is not in the link; the token opens it, and only its hash is kept.
    expect(url).toMatch(/^https:\/\/gableswindowcare\.com\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    expect(url!.toLowerCase()).not.toContain('marisol');
    const token = url!.split('/').pop()!;
    expect(await unsubscribeAddress(database.db, token, secret)).toBe('marisol@example.com');
    expect(JSON.stringify(await database.db.selectFrom('unsubscribeTokens').selectAll().execute())).not.toContain(token);
    // A link sent before, with the signed address, still opens; a random token we never issued opens nothing.
    expect(await unsubscribeAddress(database.db, signUnsubscribeToken('old@example.com', secret), secret)).toBe('old@example.com');
    expect(await unsubscribeAddress(database.db, 'A'.repeat(43), secret)).toBeUndefined();
    expect(mailto).toBe('mailto:info@gableswindowcare.com?subject=unsubscribe');
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const { text, html } = bodyParts(raw);
    expect(text).toContain('Did our estimate answer your questions?');
    expect(text).toContain(`Unsubscribe: ${url}`);
    expect(html).toContain(`<a href="${url}" style="color:#0b4f6c">Unsubscribe</a>`);
    // The link sits inside the email's card, before it closes.
    expect(html!.indexOf('Unsubscribe</a>')).toBeLessThan(html!.lastIndexOf('</div>'));
  });

  it('writes the unsubscribe line in Spanish to a Spanish speaker, with the Spanish page', async () => {
    await notifyCustomer(database.db, followUp('lucia@example.com', { language: 'es', text: 'Hola Lucía' }), services(), eastern(25, 10));
    await sendDue(eastern(25, 10));
    const { text, html } = bodyParts(smtp.received[0]!.raw);
    expect(text).toMatch(/Cancelar suscripción: https:\/\/gableswindowcare\.com\/es\/unsubscribe\/\S+/);
    expect(text).toContain('Para dejar de recibir seguimientos, solicitudes de reseña y recordatorios, cancele su suscripción aquí:');
    expect(html).toContain('>Cancelar suscripción</a>');
  });

  it('sends transactional email as before: no unsubscribe header or link, whatever the hour or opt-out', async () => {
    await optOut(database.db, 'ana@example.com', 'link');
    const result = await notifyCustomer(
      database.db,
      followUp('ana@example.com', { category: 'transactional', kind: 'quote-request.customer' }),
      services(),
      eastern(25, 22),
    );
    expect(result).toMatchObject({ sent: true, sendAt: eastern(25, 22) });
    await sendDue(eastern(25, 22));
    const raw = smtp.received[0]!.raw;
    expect(header(raw, 'List-Unsubscribe')).toBeUndefined();
    expect(header(raw, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(bodyParts(raw).text).not.toContain('Unsubscribe');
  });

  it('queues nothing for an address that opted out, in any letter case, and answers why', async () => {
    await optOut(database.db, ' ANA@example.com ', 'one-click');
    expect(await notifyCustomer(database.db, followUp('ana@example.com'), services(), eastern(25, 10))).toEqual({ sent: false, reason: 'opted-out' });
    expect(await database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('drops automated email queued before its address opted out', async () => {
    await notifyCustomer(database.db, followUp('late@example.com'), services(), eastern(25, 21));
    await optOut(database.db, 'late@example.com', 'one-click', { now: eastern(25, 22) });
    expect(await sendDue(eastern(26, 8))).toBe(1);
    expect(smtp.received).toEqual([]);
    expect(await database.db.selectFrom('outbox').select('status').execute()).toEqual([{ status: 'sent' }]);
  });

  it('holds automated email created at 21:00 Eastern until quiet hours end at 08:00, and sends at once with quiet hours off', async () => {
    const held = await notifyCustomer(database.db, followUp('night@example.com'), services(), eastern(25, 21));
    expect(held).toMatchObject({ sent: true, sendAt: eastern(26, 8) });
    expect(await sendDue(eastern(26, 7, 59))).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(await sendDue(eastern(26, 8))).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['night@example.com']]);

    // After midnight it is still quiet: 1:30 AM waits for 8:00 the same day.
    expect(await notifyCustomer(database.db, followUp('early@example.com'), services(), eastern(26, 1, 30))).toMatchObject({ sendAt: eastern(26, 8) });
    // A follow-up due at 19:00 leaves then; one due at 20:00 waits for the morning.
    expect(await notifyCustomer(database.db, followUp('due@example.com', { notBefore: eastern(27, 19) }), services(), eastern(25, 10))).toMatchObject({
      sendAt: eastern(27, 19),
    });
    expect(await notifyCustomer(database.db, followUp('due2@example.com', { notBefore: eastern(27, 20) }), services(), eastern(25, 10))).toMatchObject({
      sendAt: eastern(28, 8),
    });

    const off = await notifyCustomer(database.db, followUp('owl@example.com'), services('off'), eastern(25, 21));
    expect(off).toMatchObject({ sent: true, sendAt: eastern(25, 21) });
  });

  it('queues one email per kind and idempotency key, however often it is asked', async () => {
    const first = await notifyCustomer(database.db, followUp('once@example.com'), services(), eastern(25, 10));
    const again = await notifyCustomer(database.db, followUp('once@example.com'), services(), eastern(25, 11));
    expect(again.sent && again.jobId).toBe(first.sent && first.jobId);
    expect(await sendDue(eastern(25, 11))).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the first opt-out date when asked twice, and staff can turn automated email back on, audited', async () => {
    const first = await optOut(database.db, 'twice@example.com', 'one-click', { now: eastern(25, 9) });
    const second = await optOut(database.db, 'twice@example.com', 'link', { now: eastern(25, 10) });
    expect(second).toEqual(first);
    expect(first).toEqual({ email: 'twice@example.com', optedOutAt: eastern(25, 9).toISOString(), source: 'one-click' });
    expect(await isOptedOut(database.db, 'Twice@Example.com')).toBe(true);

    expect(await optInAgain(database.db, 'twice@example.com', { actor: staff })).toBe(true);
    expect(await optInAgain(database.db, 'twice@example.com', { actor: staff })).toBe(false);
    expect(await getOptOut(database.db, 'twice@example.com')).toBeUndefined();
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'actorEmail'])
      .where('subjectId', '=', 'twice@example.com')
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'notifications.opted-out', actor: 'customer', actorEmail: null },
      { action: 'notifications.opted-in', actor: 'staff-1', actorEmail: 'owner@example.com' },
    ]);
  });

  // Last: it changes the company profile.
  it('names the company and its mailbox as the profile has them when the email is queued, in both languages', async () => {
    const writer = createTestServices(database);
    try {
      const saved = await updateBusinessProfile(writer, { name: 'Coral Glass & Screens', email: 'office@coralglass.example' }, { actor: staff });
      expect(saved.ok).toBe(true);
    } finally {
      await writer.live.close();
    }
    await notifyCustomer(database.db, followUp('rosa@example.com'), services(), eastern(25, 10));
    await notifyCustomer(database.db, followUp('lucia@example.com', { language: 'es', text: 'Hola Lucía' }), services(), eastern(25, 10));
    await sendDue(eastern(25, 10));
    const sent = (to: string) => smtp.received.find((message) => header(message.raw, 'To') === to)!.raw;
    for (const [to, footer] of [
      ['rosa@example.com', 'You get this email because you asked Coral Glass & Screens for a quote or a service.'],
      ['lucia@example.com', 'Recibe este correo porque le pidió a Coral Glass & Screens una cotización o un servicio.'],
    ] as const) {
      expect(header(sent(to), 'List-Unsubscribe')).toMatch(/, <mailto:office@coralglass\.example\?subject=unsubscribe>$/);
      expect(bodyParts(sent(to)).text).toContain(footer);
    }
  });
});
