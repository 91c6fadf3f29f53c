import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createByteBudget } from '~/lib/multipart-body.server';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { runLeadFollowUps } from '#tests/support/lead-follow-ups';
import { handleLeadApi, type LeadApiAnswer } from './lead-api.server';
import { heicPhoto, pngPhoto } from '#tests/support/photos';

const validQuote = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '305-555-0199',
  address: '120 Alhambra Circle',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-repair',
  projectDescription: 'Two sliding doors stick.',
};

function post(body: BodyInit | null, type = 'application/json', headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/quote-requests', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
}

/** The answer as both ways of sending it read it: a status, a JSON body and headers. */
function answer({ status, body, headers }: LeadApiAnswer) {
  return { status, body: body as Record<string, unknown>, headers: new Headers(headers) };
}

describe.each(testDialects())('lead JSON API on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  const call = async (request: Request, ip = '203.0.113.1', kind: 'quote-requests' | 'contact-messages' = 'quote-requests') =>
    answer(await handleLeadApi(kind, request, services, ip));

  it('records the visitor\'s language ("es" or "en", English when not given), answers field errors in it, and refuses any other', async () => {
    const spanish = await call(post(JSON.stringify({ ...validQuote, language: 'es' })), '203.0.113.60');
    expect(spanish.status).toBe(201);
    const english = await call(post(JSON.stringify(validQuote)), '203.0.113.61');
    const language = async (id: unknown) =>
      (
        await database.db
          .selectFrom('quoteRequests')
          .select('language')
          .where('id', '=', id as string)
          .executeTakeFirstOrThrow()
      ).language;
    expect([await language(spanish.body.id), await language(english.body.id)]).toEqual(['es', 'en']);
    await runLeadFollowUps(services);
    const customer = await database.db
      .selectFrom('outbox')
      .select('subject')
      .where('refId', '=', spanish.body.id as string)
      .where('kind', '=', 'quote-request.customer')
      .executeTakeFirstOrThrow();
    expect(customer.subject).toMatch(/^Recibimos su solicitud de cotización/);

    const invalid = await call(post(JSON.stringify({ ...validQuote, language: 'es', email: 'nope' })), '203.0.113.62');
    expect(invalid).toMatchObject({
      status: 400,
      body: { error: 'Faltan algunos datos o no son válidos.', fieldErrors: { email: ['El correo electrónico no es válido'] } },
    });
    const unknown = await call(post(JSON.stringify({ ...validQuote, language: 'fr' })), '203.0.113.63');
    expect(unknown).toMatchObject({ status: 400, body: { fieldErrors: { language: ['Use "en" (English) or "es" (Spanish)'] } } });
  });

  it('takes a quote request with photos as multipart/form-data, and refuses a non-image with the field error', async () => {
    const multipart = (photos: [string, Buffer][]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...validQuote, windowCount: '3' })) form.append(name, value);
      for (const [filename, bytes] of photos) form.append('photos', new Blob([new Uint8Array(bytes)]), filename);
      return new Request('http://localhost/api/quote-requests', { method: 'POST', body: form });
    };
    const stored = await call(
      multipart([
        ['a.heic', heicPhoto()],
        ['b.png', await pngPhoto()],
      ]),
      '203.0.113.50',
    );
    expect(stored.status).toBe(201);
    const id = stored.body.id as string;
    const photos = await database.db
      .selectFrom('quoteRequestPhotos')
      .select(['filename', 'width'])
      .where('quoteRequestId', '=', id)
      .orderBy('position')
      .execute();
    expect(photos).toEqual([
      { filename: 'a.heic', width: 64 },
      { filename: 'b.png', width: 120 },
    ]);
    expect(await database.db.selectFrom('quoteRequests').select(['windowCount', 'priceLowCents']).where('id', '=', id).executeTakeFirst()).toEqual({
      windowCount: 3,
      priceLowCents: 45000,
    });

    const refused = await call(multipart([['c.jpg', Buffer.from('<html>not a photo</html>')]]), '203.0.113.51');
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { photos: ['"c.jpg" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.'] } },
    });
  });

  it('checks the fields and the rate limit before reading a photo, and refuses photos with 429 once the server holds all it may', async () => {
    // The photo bytes every request of the process may hold together: 1 MB here, for a 2 MB photo.
    const tight = { ...services, uploadBytes: createByteBudget(1024 * 1024), leadLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 600_000 }) };
    const send = async (fields: Record<string, string>, ip: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('photos', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.jpg');
      return answer(await handleLeadApi('quote-requests', new Request('http://localhost/api/quote-requests', { method: 'POST', body: form }), tight, ip));
    };
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

    const busy = await send({ ...validQuote, language: 'es' }, '203.0.113.70');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('30');
    expect(busy.body.error).toBe('Estamos recibiendo muchas fotos en este momento. Espere 30 segundos y vuelva a enviar su solicitud.');
    expect(tight.uploadBytes.held).toBe(0);
    // The same photo behind a missing field, or from an address past its limit, is never read.
    expect(await send({ ...validQuote, firstName: '' }, '203.0.113.71')).toMatchObject({
      status: 400,
      body: { fieldErrors: { firstName: ['First name is required'] } },
    });
    expect((await send(validQuote, '203.0.113.70')).body.error).toMatch(/^Too many submissions from your network/);
    expect(await count()).toBe(before);
  });

  it('stores a valid quote request with its two emails and answers 201 with the id', async () => {
    const { status, body } = await call(post(JSON.stringify({ ...validQuote, utm_source: 'newsletter', extra: 'ignored' })));
    expect(status).toBe(201);
    const row = await database.db.selectFrom('quoteRequests').selectAll().where('id', '=', String(body.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...validQuote, status: 'new', notes: '', spamReason: null, utmSource: 'newsletter', landingPath: '/api/quote-requests' });
    await runLeadFollowUps(services);
    const emails = await database.db.selectFrom('outbox').select(['toAddress', 'kind']).where('refId', '=', row.id).execute();
    expect(emails.map((email) => email.toAddress).sort()).toEqual(['ana@example.com', 'office@example.com']);
  });

  it('stores text with markup, quotes and SQL verbatim', async () => {
    const projectDescription = `<script>alert('x')</script> "quoted" '); DROP TABLE quote_requests; --`;
    const { status, body } = await call(post(JSON.stringify({ ...validQuote, projectDescription })));
    expect(status).toBe(201);
    const row = await database.db.selectFrom('quoteRequests').select('projectDescription').where('id', '=', String(body.id)).executeTakeFirstOrThrow();
    expect(row.projectDescription).toBe(projectDescription);
  });

  it('answers 400 listing each invalid field', async () => {
    const { status, body } = await call(post(JSON.stringify({ ...validQuote, email: 'nope', firstName: '' })));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ email: ['Invalid email address'], firstName: ['First name is required'] });
  });

  it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
    expect((await call(post('{"firstName": '))).status).toBe(400);
    expect((await call(post('[1,2]'))).status).toBe(400);
    expect((await call(post('null'))).status).toBe(400);
  });

  it('answers 413 to a body over 64 KB and 415 to the wrong content type', async () => {
    const huge = JSON.stringify({ ...validQuote, projectDescription: 'x'.repeat(70_000) });
    expect((await call(post(huge))).status).toBe(413);
    expect((await call(post(JSON.stringify(validQuote), 'text/plain'))).status).toBe(415);
    expect((await call(post('firstName=Ana', 'application/x-www-form-urlencoded'))).status).toBe(415);
  });

  it('stores a contact message and flags a filled honeypot as spam without mailing anyone', async () => {
    const message = { name: 'Lu', email: 'lu@example.com', subject: 'service', message: 'Do you clean skylights?', website: 'spam.example' };
    const request = new Request('http://localhost/api/contact-messages', {
      method: 'POST',
      body: JSON.stringify(message),
      headers: { 'content-type': 'application/json' },
    });
    const { status, body } = await call(request, '203.0.113.2', 'contact-messages');
    expect(status).toBe(201);
    const row = await database.db.selectFrom('contactMessages').selectAll().where('id', '=', String(body.id)).executeTakeFirstOrThrow();
    expect(row.spamReason).toBe('honeypot');
    await runLeadFollowUps(services);
    expect(await database.db.selectFrom('outbox').select('id').where('refId', '=', row.id).execute()).toEqual([]);
  });

  it('answers 429 with Retry-After once an address exceeds its limit', async () => {
    const limited = { ...services, leadLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 600_000 }) };
    const send = async () => answer(await handleLeadApi('quote-requests', post(JSON.stringify(validQuote)), limited, '198.51.100.7'));
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(third.body.error)).toMatch(/Too many submissions/);
    expect((await answer(await handleLeadApi('quote-requests', post(JSON.stringify(validQuote)), limited, '198.51.100.8'))).status).toBe(201);
  });
});
