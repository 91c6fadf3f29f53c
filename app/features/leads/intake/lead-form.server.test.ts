import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { leadForms } from '~/content/lead-forms';
import { handleLeadForm } from './lead-form.server';
import { runLeadFollowUps } from '#tests/support/lead-follow-ups';
import { issueFormToken } from './spam.server';
import { cameraJpeg, GPS_TAG, pngPhoto } from '#tests/support/photos';

const secret = 's'.repeat(32);
const contact = { name: 'Lu Chen', email: 'lu@example.com', subject: 'service', message: 'Line one\nLine two' };

function formPost(fields: Record<string, string>, path = '/contact') {
  const body = new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://www.google.com/' },
  });
}

type Answer = {
  data: { result?: { status?: string; error?: Record<string, string[] | null> }; formError: string | null; receivedId: string | null };
  init: ResponseInit | null;
};

describe('lead form action', () => {
  let database: TestDatabase;
  let services: AppServices;
  const oldToken = () => issueFormToken(secret, Date.now() - 10_000);

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    services = createTestServices(database, { secret, leadLimiter: createMemoryRateLimiter({ limit: 3, windowMs: 600_000 }) });
  });
  afterAll(() => database.drop());

  const submit = async (fields: Record<string, string>, ip = '192.0.2.1') =>
    (await handleLeadForm('contact-messages', formPost(fields), services, ip)) as unknown as Answer;

  it('stores a message sent by a person, keeping its line breaks and where it came from', async () => {
    const answer = await submit({ ...contact, formToken: oldToken(), landingPath: '/services/window-repair?utm_source=flyer', utm_source: 'flyer' });
    expect(answer.data.formError).toBeNull();
    const row = await database.db.selectFrom('contactMessages').selectAll().where('id', '=', answer.data.receivedId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message: 'Line one\nLine two',
      spamReason: null,
      landingPath: '/services/window-repair?utm_source=flyer',
      referrer: 'https://www.google.com/',
      utmSource: 'flyer',
    });
  });

  it('answers 400 with the field messages and stores nothing when fields are missing', async () => {
    const before = await database.db
      .selectFrom('contactMessages')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await submit({ name: '', email: 'bad', formToken: oldToken() });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error).toMatchObject({
      name: ['Name is required'],
      email: ['Invalid email address'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    const after = await database.db
      .selectFrom('contactMessages')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps a customer whose browser filled the form in 2 seconds as a real lead, emailed to staff', async () => {
    const autofilled = {
      name: 'Marisol Ortega',
      email: 'marisol@example.com',
      subject: 'service',
      message: 'Two of our casement windows will not lock. Can someone come this week?',
    };
    const answer = await submit({ ...autofilled, formToken: issueFormToken(secret, Date.now() - 2_000) }, '192.0.2.2');
    const row = await database.db.selectFrom('contactMessages').select('spamReason').where('id', '=', answer.data.receivedId!).executeTakeFirstOrThrow();
    expect(row.spamReason).toBeNull();
    await runLeadFollowUps(services);
    const emails = await database.db.selectFrom('outbox').select('kind').where('refId', '=', answer.data.receivedId!).orderBy('kind').execute();
    expect(emails.map((email) => email.kind)).toEqual(['contact-message.customer', 'contact-message.staff']);
  });

  it('keeps a honeypot or advertising submission, flagged as spam with its signals, emails nobody, and still thanks the sender', async () => {
    const trap = await submit({ ...contact, formToken: oldToken(), website: 'https://spam.example' }, '192.0.2.3');
    const advert = await submit(
      {
        ...contact,
        email: 'agency@example.com',
        message: 'We build backlinks for SEO: https://a.example https://b.example https://c.example',
        formToken: issueFormToken(secret),
      },
      '192.0.2.4',
    );
    for (const [answer, reason] of [
      [trap, 'honeypot'],
      [advert, 'submitted-too-fast,many-links,spam-words'],
    ] as const) {
      expect(answer.data.receivedId).toBeTruthy();
      const row = await database.db.selectFrom('contactMessages').select('spamReason').where('id', '=', answer.data.receivedId!).executeTakeFirstOrThrow();
      expect(row.spamReason).toBe(reason);
      await runLeadFollowUps(services);
      expect(await database.db.selectFrom('outbox').select('kind').where('refId', '=', answer.data.receivedId!).execute()).toEqual([]);
    }
  });

  it('stores the window count and the price range it was shown with a quote request, and repeats the range in the answer', async () => {
    const quote = {
      firstName: 'Ana',
      lastName: 'Díaz',
      email: 'ana@example.com',
      phone: '305-555-0100',
      address: '1 Alhambra Cir',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      projectType: 'window-repair',
      projectDescription: 'Two windows stick.',
      windowCount: '2',
      formToken: oldToken(),
    };
    const answer = (await handleLeadForm('quote-requests', formPost(quote), services, '192.0.2.30')) as unknown as Answer & {
      data: { priceRange: string | null };
    };
    expect(answer.data.priceRange).toBe('$300–$800 for 2 windows');
    const row = await database.db.selectFrom('quoteRequests').selectAll().where('id', '=', answer.data.receivedId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ windowCount: 2, priceLowCents: 30000, priceHighCents: 80000 });
    await runLeadFollowUps(services);
    const staffEmail = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('refId', '=', row.id)
      .where('kind', '=', 'quote-request.staff')
      .executeTakeFirstOrThrow();
    expect(staffEmail.textBody).toContain('Price range shown: $300–$800 for 2 windows');

    const bad = (await handleLeadForm('quote-requests', formPost({ ...quote, windowCount: 'a few' }), services, '192.0.2.30')) as unknown as Answer;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result?.error?.windowCount).toEqual(['Enter the number of windows as a whole number from 1 to 500']);
  });

  it('stores a quote request and its photos together, re-encoded, and refuses a renamed non-image leaving nothing stored', async () => {
    const quote = {
      firstName: 'Rosa',
      lastName: 'Vidal',
      email: 'rosa@example.com',
      phone: '305-555-0101',
      address: '2 Alhambra Cir',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      projectType: 'glass-replacement',
      projectDescription: 'Cracked pane.',
      formToken: oldToken(),
    };
    const multipart = (photos: [string, Buffer][]) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(quote)) body.append(name, value);
      for (const [filename, bytes] of photos) body.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
      return new Request('http://localhost/get-quote', { method: 'POST', body });
    };
    const answer = (await handleLeadForm(
      'quote-requests',
      multipart([
        ['front.jpg', await cameraJpeg()],
        ['side.png', await pngPhoto()],
      ]),
      services,
      '192.0.2.31',
    )) as unknown as Answer;
    expect(answer.data.formError).toBeNull();
    const photos = await database.db
      .selectFrom('quoteRequestPhotos')
      .selectAll()
      .where('quoteRequestId', '=', answer.data.receivedId!)
      .orderBy('position')
      .execute();
    expect(photos.map((photo) => [photo.position, photo.filename, photo.contentType, photo.width, photo.height])).toEqual([
      [0, 'front.jpg', 'image/jpeg', 200, 300],
      [1, 'side.png', 'image/jpeg', 120, 80],
    ]);
    expect(Buffer.from(photos[0]!.content).includes(GPS_TAG)).toBe(false);
    await runLeadFollowUps(services);
    const staffEmail = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('refId', '=', answer.data.receivedId!)
      .where('kind', '=', 'quote-request.staff')
      .executeTakeFirstOrThrow();
    expect(staffEmail.textBody).toContain(`Photo 1: front.jpg`);
    expect(staffEmail.textBody).toContain(`/photos/${photos[0]!.id}`);

    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('quoteRequests')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = (await handleLeadForm(
      'quote-requests',
      multipart([
        ['front.jpg', await cameraJpeg()],
        ['notes.jpg', Buffer.from('just text')],
      ]),
      services,
      '192.0.2.32',
    )) as unknown as Answer;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result?.error?.photos).toEqual(['"notes.jpg" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.']);
    expect(await count()).toBe(before);
  });

  it('refuses quote requests with a missing field without holding their photos: three at once, each with 8 photos of 15 MB', async () => {
    const MB = 1024 * 1024;
    const start = process.memoryUsage().arrayBuffers;
    let peak = start;
    // One 64 KB piece sent over and over: the sender holds nothing, so what grows is the server's.
    const piece = new Uint8Array(64 * 1024).fill(0x41);
    const upload = () => {
      const parts: Uint8Array[] = [new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAna\r\n')];
      for (let photo = 0; photo < 8; photo++) {
        parts.push(new TextEncoder().encode(`--b\r\nContent-Disposition: form-data; name="photos"; filename="p${photo}.jpg"\r\n\r\n`));
        for (let sent = 0; sent < (15 * MB) / piece.length - 1; sent++) parts.push(piece);
        parts.push(new TextEncoder().encode('\r\n'));
      }
      parts.push(new TextEncoder().encode('--b--\r\n'));
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // Measured as the server reads: the reading runs in one go, with no turn for a timer.
          if (parts.length % 64 === 0) peak = Math.max(peak, process.memoryUsage().arrayBuffers);
          if (parts.length) controller.enqueue(parts.shift()!);
          else controller.close();
        },
      });
      return new Request('http://localhost/get-quote', {
        method: 'POST',
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        duplex: 'half',
      } as RequestInit);
    };
    const answers = (await Promise.all([1, 2, 3].map((n) => handleLeadForm('quote-requests', upload(), services, `192.0.2.5${n}`)))) as unknown as Answer[];
    for (const answer of answers) expect(answer.data.result?.error?.email).toEqual(['Email is required']);
    expect((peak - start) / MB).toBeLessThan(32);
  });

  it('takes a quote request from the Spanish page in Spanish: Spanish field messages, the lead stored as Spanish, the customer emailed in Spanish and staff told', async () => {
    const quote = {
      firstName: 'Marisol',
      lastName: 'Ortega',
      email: 'marisol.ortega@example.com',
      phone: '305-555-0142',
      address: '10 Miracle Mile',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      projectType: 'window-repair',
      projectDescription: 'Dos ventanas no cierran bien.',
      windowCount: '2',
      formToken: oldToken(),
    };
    const invalid = (await handleLeadForm(
      'quote-requests',
      formPost({ ...quote, firstName: '', email: 'marisol@', zipCode: '331' }, '/es/get-quote'),
      services,
      '192.0.2.40',
    )) as unknown as Answer;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.result?.error).toMatchObject({
      firstName: ['Escriba su nombre'],
      email: ['El correo electrónico no es válido'],
      zipCode: ['Escriba un código postal de 5 dígitos'],
    });

    const answer = (await handleLeadForm('quote-requests', formPost(quote, '/es/get-quote'), services, '192.0.2.40')) as unknown as Answer & {
      data: { priceRange: string | null };
    };
    expect(answer.data.priceRange).toBe('$300–$800 para 2 ventanas');
    const row = await database.db
      .selectFrom('quoteRequests')
      .select(['language', 'windowCount'])
      .where('id', '=', answer.data.receivedId!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ language: 'es', windowCount: 2 });
    await runLeadFollowUps(services);
    const emails = await database.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'textBody', 'htmlBody'])
      .where('refId', '=', answer.data.receivedId!)
      .orderBy('kind')
      .execute();
    const [customer, staff] = emails;
    expect(customer!.subject).toBe('Recibimos su solicitud de cotización | Gables Window Care');
    expect(customer!.textBody).toContain('Hola, Marisol:');
    expect(customer!.textBody).toContain('Nos consultó sobre: Reparación de ventanas');
    expect(customer!.textBody).toContain('Según nuestra lista de precios, el trabajo costaría unos $300–$800 para 2 ventanas.');
    expect(customer!.textBody).toContain('lun-vie: 8:45 a. m. - 6:00 p. m.');
    expect(customer!.htmlBody).toContain('<html lang="es">');
    expect(customer!.textBody).not.toMatch(/Thank you|What happens next|Need us sooner/);
    // Staff read English, and are told to call in Spanish.
    expect(staff!.subject).toBe('New quote request (Spanish): Marisol Ortega, Window Repair');
    expect(staff!.textBody).toContain('Language: Spanish');
  });

  it('takes a contact message from the Spanish page in Spanish, and an English one as English', async () => {
    const invalid = await (handleLeadForm(
      'contact-messages',
      formPost({ name: '', email: 'x', formToken: oldToken() }, '/es/contact'),
      services,
      '192.0.2.41',
    ) as unknown as Promise<Answer>);
    expect(invalid.data.result?.error).toMatchObject({ name: ['Escriba su nombre'], subject: ['Elija un asunto'], message: ['Escriba su mensaje'] });
    const spanish = (await handleLeadForm(
      'contact-messages',
      formPost({ ...contact, name: 'Luis Romero', formToken: oldToken() }, '/es/contact'),
      services,
      '192.0.2.41',
    )) as unknown as Answer;
    const english = (await handleLeadForm('contact-messages', formPost({ ...contact, formToken: oldToken() }), services, '192.0.2.42')) as unknown as Answer;
    const language = async (id: string) =>
      (await database.db.selectFrom('contactMessages').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;
    expect(await language(spanish.data.receivedId!)).toBe('es');
    expect(await language(english.data.receivedId!)).toBe('en');
    await runLeadFollowUps(services);
    const customer = await database.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('refId', '=', spanish.data.receivedId!)
      .where('kind', '=', 'contact-message.customer')
      .executeTakeFirstOrThrow();
    expect(customer.subject).toBe('Recibimos su mensaje | Gables Window Care');
    expect(customer.textBody).toContain('Nos consultó sobre: Pregunta sobre un servicio');
  });

  it('tells a visitor over the limit how long to wait, with a 429', async () => {
    for (let i = 0; i < 3; i++) await submit({ ...contact, formToken: oldToken() }, '192.0.2.9');
    const answer = await submit({ ...contact, formToken: oldToken() }, '192.0.2.9');
    expect(answer.init?.status).toBe(429);
    expect(answer.data.formError).toMatch(/^Too many submissions from your network\. Please wait \d+ minutes? and try again/);
    expect(new Headers(answer.init?.headers).get('retry-after')).toMatch(/^\d+$/);
  });

  it('shows the SPEC error message when the lead cannot be stored', async () => {
    const broken = await createTestDatabase('sqlite');
    await broken.db.schema.dropTable('contact_messages').execute();
    const answer = (await handleLeadForm(
      'contact-messages',
      formPost({ ...contact, formToken: oldToken() }),
      createTestServices(broken, { secret }),
      '192.0.2.20',
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(503);
    expect(answer.data.formError).toBe(leadForms.contact.error);
    await broken.drop();
  });
});
