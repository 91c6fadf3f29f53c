import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { getCompany, updateBusinessProfile } from '~/features/business/profile.server';
import { attachments, bodyParts, header, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server';
import { createJobRunner, type JobRunner } from '~/lib/jobs/runner.server';
import { sendEmailJob } from './jobs.server';
import { sealLink } from './links.server';
import { enqueueEmail } from './outbox.server';
import { createFileTransport, createMailTransport, createSmtpTransport, defaultMailFrom } from './transport.server';

const silentLogger = pino({ level: 'silent' });
const SECRET = 's'.repeat(32);
const T0 = new Date('2026-11-21T15:00:00.000Z');

describe.each(testDialects())('email jobs on %s', (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let worker: JobRunner | undefined;
  let clock: Date;

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
    smtp.received.length = 0;
    smtp.refuse(0);
    smtp.delay(0);
    clock = T0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  function start(transport = createSmtpTransport(smtp.url, defaultMailFrom, undefined, () => getCompany(database.db)), intervalMs = 60_000): JobRunner {
    worker = createJobRunner({
      db: database.db,
      definitions: [sendEmailJob(database.db, transport, SECRET)],
      logger: silentLogger,
      intervalMs,
      leaseMs: 5 * 60_000,
      now: () => clock,
    });
    return worker;
  }
  const sent = () =>
    database.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'sent')
      .execute()
      .then((rows) => rows.length);

  const enqueue = () =>
    enqueueEmail(
      database.db,
      {
        kind: 'quote-request.staff',
        refId: 'lead-1',
        to: 'office@example.com',
        replyTo: 'ana@example.com',
        subject: 'New quote request: Ana Diaz',
        text: 'Every field',
        html: '<p>Every field</p>',
      },
      clock,
    );
  const row = (id: string) => database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a queued email over SMTP with a Message-ID made from its job id', async () => {
    const id = await enqueue();
    expect(await start().drainOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['office@example.com']);
    expect(mail!.from).toBe('no-reply@gableswindowcare.com');
    expect(header(mail!.raw, 'Subject')).toBe('New quote request: Ana Diaz');
    expect(header(mail!.raw, 'Message-ID')).toBe(`<${id}@gableswindowcare.com>`);
    expect(header(mail!.raw, 'Reply-To')).toBe('ana@example.com');
    expect(header(mail!.raw, 'From')).toBe('Gables Window Care <no-reply@gableswindowcare.com>');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: T0.toISOString(), lastError: null });
  });

  it('delivers the files queued with an email as attachments', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), Buffer.from([0, 255, 128, 10])]);
    await enqueueEmail(
      database.db,
      {
        kind: 'estimate.approved',
        refId: 'e-1',
        to: 'ana@example.com',
        subject: 'Signed',
        text: 'Attached',
        attachments: [{ filename: 'estimate.pdf', contentType: 'application/pdf', content: pdf }],
      },
      clock,
    );
    expect(await start().drainOnce()).toBe(1);
    const raw = smtp.received[0]!.raw;
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/mixed/);
    expect(raw).toContain('Content-Type: application/pdf; name=estimate.pdf');
    expect(attachments(raw).get('estimate.pdf')).toEqual(pdf);
  });

  it('records a refusal, waits out the backoff, then delivers exactly once', async () => {
    const id = await enqueue();
    smtp.refuse(1);
    const running = start();

    expect(await running.drainOnce()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(T0.getTime() + 60_000).toISOString() });
    expect(failed.lastError).toMatch(/451.*Mailbox busy/);

    clock = new Date(T0.getTime() + 30_000);
    expect(await running.drainOnce()).toBe(0);

    clock = new Date(T0.getTime() + 60_000);
    expect(await running.drainOnce()).toBe(1);
    expect(await running.drainOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await sent()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: expect.stringMatching(/451/) });
  });

  it('keeps the email when no mail server answers at all', async () => {
    const down = await startSmtpServer();
    await down.close();
    const id = await enqueue();
    expect(await start(createSmtpTransport(down.url, defaultMailFrom)).drainOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
  });

  it('polls by itself and, when stopped, finishes the send in flight', async () => {
    smtp.delay(300);
    const id = await enqueue();
    const running = start(undefined, 10);
    running.wake();
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sending'), { timeout: 5_000, interval: 5 });
    await running.stop();
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps an email the server refuses on every attempt as failed, with an error-level log line and its last error', async () => {
    const lines: { level: number; msg: string; kind?: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const id = await enqueue();
    await database.db.updateTable('jobs').set({ attempts: 11 }).where('id', '=', id).execute();
    smtp.refuse(1);
    worker = createJobRunner({
      db: database.db,
      definitions: [sendEmailJob(database.db, createSmtpTransport(smtp.url, defaultMailFrom), SECRET)],
      logger,
      intervalMs: 60_000,
      leaseMs: 60_000,
      now: () => clock,
    });
    await worker.drainOnce();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 12, lastError: expect.stringMatching(/451/) });
    expect(lines.find((line) => line.level === 50)).toMatchObject({ kind: 'mail.send', msg: expect.stringMatching(/failed for good/) });
    clock = new Date(T0.getTime() + 7 * 24 * 60 * 60_000);
    expect(await worker.drainOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a sealed link opened in the text, the HTML and List-Unsubscribe; one sealed with another secret is not sent, and says why', async () => {
    const link = 'https://gwc.example/unsubscribe/YUBleGFtcGxlLmNvbQ.sig?a=1&b=2';
    const sealed = sealLink(link, SECRET);
    const id = await enqueueEmail(
      database.db,
      {
        kind: 'test.sealed',
        to: 'ana@example.com',
        subject: 'Sealed',
        text: `Stop: ${sealed}`,
        html: `<a href="${sealed}">Stop</a>`,
        listUnsubscribe: { url: sealed, mailto: 'mailto:office@example.com' },
      },
      T0,
    );
    const stranger = await enqueueEmail(database.db, { kind: 'test.sealed', to: 'bo@example.com', subject: 'Other', text: sealLink(link, 'x'.repeat(32)) }, T0);
    await start().drainOnce();
    expect(smtp.received).toHaveLength(1);
    const [sent] = smtp.received;
    expect(bodyParts(sent!.raw)).toEqual({ text: `Stop: ${link}`, html: `<a href="${link.replace('&', '&amp;')}">Stop</a>` });
    expect(header(sent!.raw, 'list-unsubscribe')).toBe(`<${link}>, <mailto:office@example.com>`);
    expect(await row(id)).toMatchObject({ status: 'sent', textBody: `Stop: ${sealed}` });
    expect(await row(stranger)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('sealed with another SESSION_SECRET') });
  });

  it('never runs two drains at once', async () => {
    smtp.delay(100);
    await enqueue();
    const running = start();
    const finished: number[] = [];
    const runs = [running.drainOnce(), running.drainOnce()].map((run, index) => run.then((sent) => (finished.push(index), sent)));
    expect(await Promise.all(runs)).toEqual([1, 0]);
    expect(finished).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('file transport', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gwc-outbox-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is chosen without SMTP_URL and writes each email as an RFC 822 .eml file named by outbox id', async () => {
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: undefined, MAIL_REPLY_TO: undefined }, { outboxDir: dir });
    expect(transport.description).toContain(dir);
    await transport.send({
      id: '01990000-0000-7000-8000-000000000001',
      to: 'ana@example.com',
      replyTo: 'info@gableswindowcare.com',
      subject: 'We received your quote request',
      text: 'Thank you',
      html: '<p>Thank you</p>',
    });

    expect(readdirSync(dir)).toEqual(['01990000-0000-7000-8000-000000000001.eml']);
    const raw = readFileSync(path.join(dir, '01990000-0000-7000-8000-000000000001.eml'), 'utf8');
    expect(raw).toContain('\r\n');
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(header(raw, 'To')).toBe('ana@example.com');
    expect(header(raw, 'Subject')).toBe('We received your quote request');
    expect(header(raw, 'Message-ID')).toBe('<01990000-0000-7000-8000-000000000001@gableswindowcare.com>');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
  });

  it('is what the job runner uses to write queued emails into files', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const id = await enqueueEmail(database.db, { kind: 'test', to: 'ana@example.com', subject: 'Hello', text: 'Hi' });
      const worker = createJobRunner({
        db: database.db,
        definitions: [sendEmailJob(database.db, createFileTransport(dir, 'Office <office@example.org>'), SECRET)],
        logger: silentLogger,
        intervalMs: 60_000,
        leaseMs: 60_000,
      });
      expect(await worker.drainOnce()).toBe(1);
      await worker.stop();
      expect(header(readFileSync(path.join(dir, `${id}.eml`), 'utf8'), 'Message-ID')).toBe(`<${id}@example.org>`);
    } finally {
      await database.drop();
    }
  });

  it('sends a reply to an email that names no one else to the office (MAIL_REPLY_TO), never to the no-reply sender', async () => {
    const send = async (transport: ReturnType<typeof createMailTransport>, id: string, replyTo: string | null) => {
      await transport.send({ id, to: 'ana@example.com', replyTo, subject: 'Your estimate', text: 'Here it is', html: null });
      return header(readFileSync(path.join(dir, `${id}.eml`), 'utf8'), 'Reply-To');
    };
    const company = async () => ({ name: 'Gables Window Care', email: 'info@gableswindowcare.com' });
    const office = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: undefined, MAIL_REPLY_TO: undefined }, { outboxDir: dir, company });
    expect(await send(office, '01990000-0000-7000-8000-000000000011', null)).toBe('Gables Window Care <info@gableswindowcare.com>');
    // A staff email about a lead keeps the customer as the one to answer.
    expect(await send(office, '01990000-0000-7000-8000-000000000012', 'ana@example.com')).toBe('ana@example.com');
    const configured = createMailTransport(
      { SMTP_URL: undefined, MAIL_FROM: undefined, MAIL_REPLY_TO: 'Front desk <desk@example.org>' },
      { outboxDir: dir, company },
    );
    expect(await send(configured, '01990000-0000-7000-8000-000000000013', null)).toBe('Front desk <desk@example.org>');
  });

  it('names the sender and the office as the company profile has them when each email leaves; a name written in MAIL_FROM stays', async () => {
    const database = await createTestDatabase('sqlite');
    const services = createTestServices(database);
    try {
      const company = () => getCompany(database.db);
      const send = async (transport: ReturnType<typeof createMailTransport>, id: string) => {
        await transport.send({ id, to: 'ana@example.com', replyTo: null, subject: 'Your estimate', text: 'Here it is', html: null });
        const raw = readFileSync(path.join(dir, `${id}.eml`), 'utf8');
        return { from: header(raw, 'From'), replyTo: header(raw, 'Reply-To') };
      };
      const bare = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: 'mailer@example.org', MAIL_REPLY_TO: undefined }, { outboxDir: dir, company });
      expect(await send(bare, '01990000-0000-7000-8000-000000000021')).toEqual({
        from: 'Gables Window Care <mailer@example.org>',
        replyTo: 'Gables Window Care <info@gableswindowcare.com>',
      });
      const saved = await updateBusinessProfile(
        services,
        { name: 'Coral Glass & Screens', email: 'office@coralglass.example' },
        { actor: { userId: 'owner', email: 'owner@example.com' } },
      );
      expect(saved.ok).toBe(true);
      expect(await send(bare, '01990000-0000-7000-8000-000000000022')).toEqual({
        from: '"Coral Glass & Screens" <mailer@example.org>',
        replyTo: '"Coral Glass & Screens" <office@coralglass.example>',
      });
      const named = createMailTransport(
        { SMTP_URL: undefined, MAIL_FROM: 'Office <office@example.org>', MAIL_REPLY_TO: undefined },
        { outboxDir: dir, company },
      );
      expect((await send(named, '01990000-0000-7000-8000-000000000023')).from).toBe('Office <office@example.org>');
    } finally {
      await services.live.close();
      await database.drop();
    }
  });

  it('uses SMTP when SMTP_URL is set', () => {
    expect(createMailTransport({ SMTP_URL: 'smtp://user:secret@mail.example.com:587', MAIL_FROM: undefined, MAIL_REPLY_TO: undefined }).description).toBe(
      'SMTP smtp://mail.example.com:587',
    );
  });
});
