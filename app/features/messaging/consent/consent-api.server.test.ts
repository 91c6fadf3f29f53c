// The lead APIs' smsConsent (docs/texting.md): true keeps the consent beside the lead, false or
// absent keeps none, anything else is a 400 naming the field; nothing is kept without texting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNT_SID, TEST_AUTH_TOKEN, TEST_TWILIO_FROM } from '../../../../scripts/lib/twilio-stand-in.js';
import { handleLeadApi } from '~/features/leads/intake/lead-api.server';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { consentOfLead, leadConsentExtras } from './consent.server';

const message = { name: 'Yamilet Pérez', email: 'yamilet@example.com', phone: '(786) 555-0142', subject: 'quote', message: 'Three windows leak.' };

const post = (body: unknown) =>
  new Request('http://localhost/api/contact-messages', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe.each(testDialects())('smsConsent through the lead API, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const env = parseEnv({
      DATABASE_URL: database.url,
      STAFF_NOTIFY_EMAIL: 'office@example.com',
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM: TEST_TWILIO_FROM,
    });
    services = createTestServices(database, { env });
  });
  afterAll(() => database.drop());

  const send = (body: unknown, on = services) => handleLeadApi('contact-messages', post(body), on, '203.0.113.9', leadConsentExtras(on));

  it('keeps the consent of smsConsent: true, in the visitor’s language, and none for false', async () => {
    const yes = await send({ ...message, smsConsent: true, language: 'es' });
    expect(yes.status).toBe(201);
    const id = (yes.body as { id: string }).id;
    expect(await consentOfLead(services.db, { kind: 'contact-messages', id })).toMatchObject({
      phone: '+17865550142',
      page: '/api/contact-messages',
      language: 'es',
      wording: expect.stringContaining('Envíenme mensajes de texto sobre esta solicitud. Gables Window Care puede enviarme'),
    });
    const no = await send({ ...message, smsConsent: false });
    expect(no.status).toBe(201);
    expect(await consentOfLead(services.db, { kind: 'contact-messages', id: (no.body as { id: string }).id })).toBeUndefined();
  });

  it('answers 400 naming smsConsent when it is not true or false, and stores nothing', async () => {
    const before = await services.db.selectFrom('contactMessages').select('id').execute();
    const refused = await send({ ...message, smsConsent: 'yes' });
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { smsConsent: ['Use true or false.'] } } });
    expect(await services.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(before.length);
  });

  it('keeps no consent while texting is not configured', async () => {
    const off = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, STAFF_NOTIFY_EMAIL: 'office@example.com' }) });
    const stored = await send({ ...message, smsConsent: true }, off);
    expect(stored.status).toBe(201);
    expect(await consentOfLead(services.db, { kind: 'contact-messages', id: (stored.body as { id: string }).id })).toBeUndefined();
  });
});
