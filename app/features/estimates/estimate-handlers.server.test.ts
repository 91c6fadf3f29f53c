import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPost } from '#tests/support/accounts';
import { pdfText } from '#tests/support/pdf-text';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { openLinks } from '~/features/mail/links.server';
import type { NewQuoteRequest } from '~/features/leads/tables';
import { estimateErrors } from '~/content/estimates';
import type { AppServices } from '~/lib/request-context';
import { approveSchema } from './customer-answer';
import { openEstimate } from './estimates.server';
import {
  apiCreateEstimate,
  apiGetEstimate,
  apiSendEstimate,
  handleCustomerAnswer,
  handleEditorAction,
  loadCustomerEstimate,
  loadNewEstimate,
} from './estimate-handlers.server';

const staff = { userId: 'staff-1', email: 'staff@handlers.test' };
const NOW = new Date('2026-11-23T15:00:00.000Z');
const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

function quoteRequest(id: string, language: NewQuoteRequest['language'] = 'en'): NewQuoteRequest {
  const at = NOW.toISOString();
  return {
    id,
    createdAt: at,
    updatedAt: at,
    spamReason: null,
    status: 'new',
    notes: '',
    language,
    ...source,
    firstName: 'Ana',
    lastName: 'Díaz',
    email: `ana.${id}@handlers.test`,
    phone: '305',
    address: '1 Palm Ave',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'weatherproofing',
    projectDescription: 'Reseal',
    budget: null,
    timeframe: null,
    howDidYouHear: null,
  };
}

/** What a route answered: a redirect Response or React Router's data(). */
function answer(result: unknown): { status: number; data: Record<string, unknown>; location: string | null } {
  if (result instanceof Response) return { status: result.status, data: {}, location: result.headers.get('location') };
  const { data, init } = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: init?.status ?? 200, data, location: null };
}

const editorFields = {
  intent: 'save',
  message: 'Thanks for your time.',
  validUntil: '2026-12-10',
  'options[0].title': 'Reseal',
  'options[0].lines[0].priceItem': 'weatherproofing:seal',
  'options[0].lines[0].quantity': '4',
};

function jsonPost(path: string, body: unknown, type = 'application/json'): Request {
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': type } });
}

describe.each(testDialects())('estimate handlers on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    await database.db
      .insertInto('quoteRequests')
      .values([quoteRequest('q1'), quoteRequest('q2'), quoteRequest('q3', 'es'), quoteRequest('q4'), quoteRequest('q5', 'es'), quoteRequest('q6')])
      .execute();
  });
  afterAll(() => database.drop());

  const editor = (fields: Record<string, string>, target: { quoteRequestId: string } | { estimateId: string } = { quoteRequestId: 'q1' }) =>
    handleEditorAction(services, target, staff, formPost('/admin/quote-submissions/q1/estimates/new', fields), NOW).then(answer);

  it('saves a draft and goes to its screen', async () => {
    const saved = await editor(editorFields);
    expect(saved.status).toBe(302);
    expect(saved.location).toMatch(/^\/admin\/estimates\/[0-9a-f-]{36}\?saved=1$/);
  });

  it('adds a line without JavaScript: the list button’s post comes back as the form with the line added, and what was typed', async () => {
    const added = await editor({
      ...editorFields,
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'options[0].lines', defaultValue: { quantity: '1' } } }),
    });
    expect(added.status).toBe(200);
    const result = added.data.result as { initialValue: { options: { title: string; lines: unknown[] }[] } };
    expect(result.initialValue.options[0]!.title).toBe('Reseal');
    expect(result.initialValue.options[0]!.lines).toEqual([{ priceItem: 'weatherproofing:seal', quantity: '4' }, { quantity: '1' }]);
  });

  it('refuses field names and list buttons no editor sends, before Conform builds anything from them', async () => {
    for (const fields of [
      { ...editorFields, 'options[99999999].title': 'x' },
      { ...editorFields, 'options[0].lines[5000].quantity': '1' },
      { ...editorFields, 'a.b.c': 'x' },
      { ...editorFields, __intent__: JSON.stringify({ type: 'insert', payload: { name: 'options[0].lines', index: 99_999_999 } }) },
      { ...editorFields, __intent__: JSON.stringify({ type: 'insert', payload: { name: 'x[99999999]' } }) },
      { ...editorFields, __intent__: 'not json' },
    ]) {
      expect((await editor(fields)).status).toBe(400);
    }
  });

  it('keeps what was typed when the estimate is refused, and 404s for an unknown request', async () => {
    const invalid = await editor({ ...editorFields, 'options[0].lines[0].quantity': '0' });
    expect(invalid.status).toBe(400);
    expect((invalid.data.result as { initialValue: { message: string } }).initialValue.message).toBe('Thanks for your time.');
    expect((await editor(editorFields, { quoteRequestId: 'missing' })).status).toBe(404);
  });

  it('creates, sends and reads an estimate through the admin API, with field errors for a bad body', async () => {
    const body = {
      message: 'Hi',
      validUntil: '2026-12-01',
      options: [{ title: 'Only', lines: [{ description: 'Reseal', quantity: 3, unitPriceCents: 4500 }] }],
    };
    const created = await apiCreateEstimate(services, 'q2', staff, jsonPost('/api', body), NOW);
    expect(created.status).toBe(201);
    const { estimate } = (await created.json()) as { estimate: { id: string; state: string; specStatus: string; options: { totalCents: number }[] } };
    expect(estimate).toMatchObject({ state: 'draft', specStatus: 'pending', options: [{ totalCents: 13_500 }] });

    const sent = await apiSendEstimate(services, estimate.id, staff, jsonPost('/api', {}), NOW);
    expect(await sent.json()).toMatchObject({ estimate: { state: 'sent', specStatus: 'pending', sentAt: NOW.toISOString() } });
    expect((await apiGetEstimate(services, estimate.id, NOW)).status).toBe(200);
    expect((await apiGetEstimate(services, 'missing', NOW)).status).toBe(404);
    expect((await apiSendEstimate(services, 'missing', staff, jsonPost('/api', {}), NOW)).status).toBe(404);

    const bad = await apiCreateEstimate(services, 'q2', staff, jsonPost('/api', { ...body, options: [] }), NOW);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Add at least one option', fieldErrors: { options: ['Add at least one option'] } });
    expect((await apiCreateEstimate(services, 'missing', staff, jsonPost('/api', body), NOW)).status).toBe(404);
    expect((await apiCreateEstimate(services, 'q2', staff, jsonPost('/api', body, 'text/plain'), NOW)).status).toBe(415);
  });

  it('answers the customer’s approval with what was wrong, keeping the typed name; a guessed token is not found', async () => {
    const post = (token: string, fields: Record<string, string>) =>
      handleCustomerAnswer(services, token, formPost(`/estimates/${token}`, fields), '203.0.113.1', NOW).then(answer);
    const guessed = 'A'.repeat(43);
    expect(
      (await post(guessed, { intent: 'approve', option: '1', fullName: 'Ana Díaz', acceptTerms: 'on', esignConsent: 'on', documentHash: '0'.repeat(64) }))
        .status,
    ).toBe(404);
    expect((await post(guessed, { intent: 'decline' })).status).toBe(404);

    const [row] = await database.db.selectFrom('outbox').select('textBody').where('kind', '=', 'estimate.sent').execute();
    const token = /\/estimates\/([A-Za-z0-9_-]{43})/.exec(openLinks(row!.textBody, services.secret))![1]!;
    const refused = await post(token, { intent: 'approve', fullName: 'Ana Díaz', documentHash: '0'.repeat(64) });
    expect(refused.status).toBe(400);
    expect((refused.data.result as { error: Record<string, string[]>; initialValue: { fullName: string } }).error).toMatchObject({
      option: ['Choose one of the options'],
      esignConsent: ['Tick the box to agree to sign electronically'],
      acceptTerms: ['Tick the box to accept the terms'],
    });
    expect((refused.data.result as { initialValue: { fullName: string } }).initialValue.fullName).toBe('Ana Díaz');
    // An intent that is neither approve nor decline, or both buttons' at once: refused, naming it; nothing is decided (the approval below still goes through).
    const unclear =
      'We could not tell whether you meant to approve or decline, so nothing was recorded. Please press “Approve and sign” or “Decline this estimate” again.';
    for (const body of ['intent=+%09%0D%0A+&option=1&fullName=Ana', 'intent=decline&intent=decline', 'intent=decline&intent=approve&reason=']) {
      const request = new Request(`https://gwc.example/estimates/${token}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://gwc.example' },
      });
      const reply = await handleCustomerAnswer(services, token, request, '203.0.113.1', NOW).then(answer);
      expect(reply.status).toBe(400);
      expect(reply.data).toMatchObject({ ok: false, message: unclear });
    }
    // Everything else right, the consent to sign electronically left out: refused, and said so.
    const unconsented = await post(token, { intent: 'approve', option: '1', fullName: 'Ana Díaz', acceptTerms: 'on', documentHash: '0'.repeat(64) });
    expect(unconsented.status).toBe(400);
    expect((unconsented.data.result as { error: Record<string, string[]> }).error).toEqual({ esignConsent: ['Tick the box to agree to sign electronically'] });
    // A character the PDF's font lacks would vanish from the signed document: the name is asked for again, naming it.
    const unprintable = await post(token, {
      intent: 'approve',
      option: '1',
      fullName: 'Ana 王 Díaz',
      acceptTerms: 'on',
      esignConsent: 'on',
      documentHash: '0'.repeat(64),
    });
    expect(unprintable.status).toBe(400);
    expect((unprintable.data.result as { error: Record<string, string[]> }).error).toEqual({
      fullName: ['The signed PDF cannot print these characters of your name: 王. Please type your name in Latin letters, as on your ID.'],
    });
    const spanishUnprintable = await handleCustomerAnswer(
      services,
      token,
      formPost(`/es/estimates/${token}`, {
        intent: 'approve',
        option: '1',
        fullName: 'Ana あ Díaz',
        acceptTerms: 'on',
        esignConsent: 'on',
        documentHash: '0'.repeat(64),
      }),
      '203.0.113.1',
      NOW,
    ).then(answer);
    expect(spanishUnprintable.status, JSON.stringify(spanishUnprintable.data)).toBe(400);
    expect((spanishUnprintable.data.result as { error: Record<string, string[]> }).error.fullName).toEqual([
      'El PDF firmado no puede imprimir estos caracteres de su nombre: あ. Escriba su nombre en letras latinas, como aparece en su identificación.',
    ]);
    // Bidi overrides and invisible or control characters are taken out of the name (here the answer then stops at the changed estimate).
    const disguised = await post(token, {
      intent: 'approve',
      option: '1',
      fullName: '\u202EAna\u200B Díaz\u0007\u2066',
      acceptTerms: 'on',
      esignConsent: 'on',
      documentHash: '0'.repeat(64),
    });
    expect(disguised.status).toBe(409);
    expect(
      approveSchema(estimateErrors, 1).safeParse({
        intent: 'approve',
        option: 1,
        esignConsent: 'on',
        fullName: '\u202EAna\u200B  Díaz\u0007\u2066',
        acceptTerms: 'on',
        documentHash: '0'.repeat(64),
      }).data?.fullName,
    ).toBe('Ana Díaz');
    const changed = await post(token, {
      intent: 'approve',
      option: '1',
      fullName: 'Ana Díaz',
      acceptTerms: 'on',
      esignConsent: 'on',
      documentHash: '0'.repeat(64),
    });
    expect(changed).toMatchObject({
      status: 409,
      data: { ok: false, message: 'This estimate changed since you opened it. Please review it again before approving.' },
    });
    const declined = await post(token, { intent: 'decline', reason: 'Too soon' });
    expect(declined).toMatchObject({ status: 302, location: `/estimates/${token}#answer` });

    // Its forms are gone now: a post with field errors is told the estimate was answered, not
    // given messages for fields the page no longer shows.
    const late = await post(token, { intent: 'approve', option: 'A', fullName: '', documentHash: 'x' });
    expect(late).toMatchObject({ status: 409, data: { ok: false, message: 'This estimate has already been answered.' } });
    expect(await post(token, { intent: 'decline', reason: 'x'.repeat(2001) })).toMatchObject({
      status: 409,
      data: { message: 'This estimate has already been answered.' },
    });
  });

  it('starts a new estimate’s note in the customer’s language, and tells staff the language to write it in', async () => {
    expect(await loadNewEstimate(services, 'q1', NOW)).toMatchObject({
      customer: { language: 'en' },
      defaultValue: { message: 'Thank you for the chance to quote your weatherproofing project, Ana. Here are the options we discussed.' },
    });
    expect(await loadNewEstimate(services, 'q3', NOW)).toMatchObject({
      customer: { language: 'es', projectType: 'Weatherproofing' },
      defaultValue: {
        message: 'Gracias por la oportunidad de cotizar su proyecto de sellado contra agua y viento, Ana. Estas son las opciones que le proponemos.',
      },
    });
  });

  it('answers the Spanish page in Spanish: its field messages, why an answer cannot count, and back to the Spanish page', async () => {
    const body = {
      message: 'Hola',
      validUntil: '2026-12-01',
      options: [
        { title: 'Sellar', lines: [{ description: 'Sellar', quantity: 3, unitPriceCents: 4500 }] },
        { title: 'Sellar y burletes', lines: [{ description: 'Burletes', quantity: 3, unitPriceCents: 6000 }] },
      ],
    };
    const created = await apiCreateEstimate(services, 'q3', staff, jsonPost('/api', body), NOW);
    const { estimate } = (await created.json()) as { estimate: { id: string } };
    expect((await apiSendEstimate(services, estimate.id, staff, jsonPost('/api', {}), NOW)).status).toBe(200);
    const [row] = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'estimate.sent')
      .where('refId', 'like', `${estimate.id}%`)
      .execute();
    const path = /http:\/\/localhost:3000(\/es\/estimates\/[A-Za-z0-9_-]{43})/.exec(openLinks(row!.textBody, services.secret))![1]!;
    const token = path.split('/').pop()!;
    const post = (fields: Record<string, string>, at = path) => handleCustomerAnswer(services, token, formPost(at, fields), '203.0.113.1', NOW).then(answer);

    const refused = await post({ intent: 'approve', documentHash: '0'.repeat(64) });
    expect(refused.status).toBe(400);
    expect((refused.data.result as { error: Record<string, string[]> }).error).toMatchObject({
      option: ['Elija una de las opciones'],
      fullName: ['Escriba su nombre completo para firmar'],
      esignConsent: ['Marque la casilla para aceptar firmar electrónicamente'],
      acceptTerms: ['Marque la casilla para aceptar las condiciones'],
    });
    expect(await post({ intent: 'decline', reason: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      data: { result: { error: { reason: ['El motivo no puede pasar de 2000 caracteres'] } } },
    });
    expect(
      await post({ intent: 'approve', option: '2', fullName: 'Ana Díaz', acceptTerms: 'on', esignConsent: 'on', documentHash: '0'.repeat(64) }),
    ).toMatchObject({
      status: 409,
      data: { message: 'Esta cotización cambió desde que la abrió. Por favor, revísela de nuevo antes de aprobarla.' },
    });
    // The same estimate's English page answers in English: the language is the page's.
    expect(
      await post(
        { intent: 'approve', option: '2', fullName: 'Ana Díaz', acceptTerms: 'on', esignConsent: 'on', documentHash: '0'.repeat(64) },
        `/estimates/${token}`,
      ),
    ).toMatchObject({
      data: { message: 'This estimate changed since you opened it. Please review it again before approving.' },
    });
    expect(await post({ intent: 'decline' })).toMatchObject({ status: 302, location: `${path}#answer` });
    expect(await post({ intent: 'approve', option: 'A', fullName: '' })).toMatchObject({
      status: 409,
      data: { message: 'Esta cotización ya fue respondida.' },
    });
  });

  it('says why a sent estimate cannot be edited even when the post also has field errors, and names a form that is not the editor’s', async () => {
    const saved = await editor(editorFields, { quoteRequestId: 'q2' });
    const estimateId = /\/admin\/estimates\/([0-9a-f-]{36})/.exec(saved.location!)![1]!;
    expect((await apiSendEstimate(services, estimateId, staff, jsonPost('/api', {}), NOW)).status).toBe(200);
    const edit = await editor({ ...editorFields, 'options[0].lines[0].quantity': '0' }, { estimateId });
    expect(edit).toMatchObject({ status: 409, data: { message: 'This estimate was sent and can no longer be edited. Write a new one instead.' } });
    const forged = await editor({ ...editorFields, intent: 'publish' });
    expect(forged).toMatchObject({ status: 400, data: { message: 'The form could not be read. Reload the page and try again.' } });
  });

  // Each approval renders and seals its PDF before it learns whether it won: twenty of them take a while on a busy machine.
  it('gives the success page to the one approval of many at once that counted, and tells the others it was already approved, in the page’s language', async () => {
    const approveAtOnce = async (quoteRequestId: string, count: number) => {
      const body = {
        message: 'Hi',
        validUntil: '2026-12-01',
        options: [{ title: 'Reseal', lines: [{ description: 'Reseal', quantity: 1, unitPriceCents: 9000 }] }],
      };
      const { estimate } = (await (await apiCreateEstimate(services, quoteRequestId, staff, jsonPost('/api', body), NOW)).json()) as {
        estimate: { id: string };
      };
      await apiSendEstimate(services, estimate.id, staff, jsonPost('/api', {}), NOW);
      const [row] = await database.db
        .selectFrom('outbox')
        .select('textBody')
        .where('kind', '=', 'estimate.sent')
        .where('refId', 'like', `${estimate.id}%`)
        .execute();
      const path = /http:\/\/localhost:3000((?:\/es)?\/estimates\/[A-Za-z0-9_-]{43})/.exec(openLinks(row!.textBody, services.secret))![1]!;
      const token = path.split('/').pop()!;
      const { documentHash } = (await openEstimate(services.transact, services.db, token, NOW))!;
      const fields = { intent: 'approve', option: '1', fullName: 'Ana Díaz', acceptTerms: 'on', esignConsent: 'on', documentHash };
      const answers = await Promise.all(
        Array.from({ length: count }, () => handleCustomerAnswer(services, token, formPost(path, fields), '203.0.113.1', NOW).then(answer)),
      );
      const orders = await database.db.selectFrom('orders').select('id').where('estimateId', '=', estimate.id).execute();
      expect(orders).toHaveLength(1);
      return { path, answers };
    };
    const english = await approveAtOnce('q4', 20);
    expect(english.answers.filter((reply) => reply.status === 302)).toEqual([{ status: 302, data: {}, location: `${english.path}#answer` }]);
    const losers = english.answers.filter((reply) => reply.status !== 302);
    expect(losers).toHaveLength(19);
    for (const loser of losers)
      expect(loser).toMatchObject({
        status: 409,
        data: { ok: false, message: 'This estimate was already approved: your order is in. There is nothing more to do.' },
      });
    const spanish = await approveAtOnce('q5', 3);
    expect(spanish.answers.filter((reply) => reply.status === 302)).toHaveLength(1);
    expect(spanish.answers.filter((reply) => reply.status === 409).map((reply) => reply.data.message)).toEqual([
      'Esta cotización ya fue aprobada: su pedido ya está hecho. No tiene que hacer nada más.',
      'Esta cotización ya fue aprobada: su pedido ya está hecho. No tiene que hacer nada más.',
    ]);
  }, 90_000);

  it('records an opening once per browser and day, never for a HEAD, and the signed PDF’s certificate stays short after 400 views', async () => {
    const body = {
      message: 'Hi',
      validUntil: '2026-12-20',
      options: [{ title: 'Reseal', lines: [{ description: 'Reseal', quantity: 1, unitPriceCents: 9000 }] }],
    };
    const { estimate } = (await (await apiCreateEstimate(services, 'q6', staff, jsonPost('/api', body), NOW)).json()) as { estimate: { id: string } };
    await apiSendEstimate(services, estimate.id, staff, jsonPost('/api', {}), NOW);
    const [row] = await database.db
      .selectFrom('outbox')
      .select('textBody')
      .where('kind', '=', 'estimate.sent')
      .where('refId', 'like', `${estimate.id}%`)
      .execute();
    const token = /\/estimates\/([A-Za-z0-9_-]{43})/.exec(openLinks(row!.textBody, services.secret))![1]!;
    const view = (at: Date, userAgent = 'Safari/17', method = 'GET') =>
      loadCustomerEstimate(
        services,
        token,
        new Request(`http://localhost:3000/estimates/${token}`, { method, headers: { 'user-agent': userAgent } }),
        '203.0.113.9',
        at,
      );
    const openings = async () =>
      (await database.db.selectFrom('estimateEvents').select('kind').where('estimateId', '=', estimate.id).where('kind', '=', 'opened').execute()).length;
    const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

    for (let round = 0; round < 400; round++) await view(minutes(round % 60));
    expect(await openings()).toBe(1);
    // Many browsers in one day: at most 20 of them.
    for (let round = 0; round < 60; round++) await view(minutes(61), `Browser/${round}`);
    expect(await openings()).toBe(20);
    await view(new Date(NOW.getTime() + 86_400_000));
    expect(await openings()).toBe(21);
    await view(new Date(NOW.getTime() + 2 * 86_400_000), 'Safari/17', 'HEAD');
    expect(await openings()).toBe(21);

    const { documentHash } = (await openEstimate(services.transact, services.db, token, NOW))!;
    const fields = { intent: 'approve', option: '1', fullName: 'Ana Díaz', acceptTerms: 'on', esignConsent: 'on', documentHash };
    const at = new Date(NOW.getTime() + 2 * 86_400_000);
    expect((await handleCustomerAnswer(services, token, formPost(`/estimates/${token}`, fields), '203.0.113.9', at).then(answer)).status).toBe(302);
    const { pdf } = await database.db.selectFrom('estimateApprovals').select('pdf').where('estimateId', '=', estimate.id).executeTakeFirstOrThrow();
    const pages =
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? [];
    // The estimate and its certificate: the first day's 20 openings are one line of it.
    expect(pages).toHaveLength(2);
    expect(pdfText(Buffer.from(pdf)).replace(/\s+/g, ' ')).toMatch(/Estimate opened 20 times that day \(once per browser\): first Nov 23, 2026/);
  }, 90_000);
});
