import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, routerContext, signedIn } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { parseEnv } from '~/lib/env.server';
import type { AppServices } from '~/lib/request-context';
import { loader as dashboardLoader } from './dashboard';
import { loader } from './settings';

// The owner's Settings say which outside services this server uses, from its environment, and
// the dashboard warns every staff member when email does not leave the server.

describe('the Connections on Settings', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  async function connectionsWith(settings: Record<string, string>) {
    const services: AppServices = createTestServices(database, { env: parseEnv({ DATABASE_URL: database.url, ...settings }) });
    const owner = await signedIn(services, `owner-${crypto.randomUUID()}@example.com`, 'superAdmin');
    const args = (path: string) => ({ request: get(path, owner.cookie), context: routerContext(services), params: {} }) as never;
    const { connections } = await loader(args('/admin/settings'));
    const { mail } = await dashboardLoader(args('/admin/dashboard'));
    return { states: Object.fromEntries(connections.map(({ name, state }) => [name, state])), connections, mail };
  }

  it('says what is off and which settings turn it on, on a server with none set', async () => {
    const { states, connections, mail } = await connectionsWith({});
    expect(states).toEqual({ Email: 'off', 'Card and bank payments (Stripe)': 'off', 'Texting (Twilio)': 'off', 'Virtual assistant': 'on' });
    expect(connections.find((connection) => connection.name === 'Email')?.text).toMatch(/not sent: SMTP_URL is not set.*data\/outbox/);
    expect(connections.find((connection) => connection.name === 'Texting (Twilio)')?.text).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    expect(mail.state).toBe('off');
  });

  it('names the mail server without its password, and what each service does once set', async () => {
    const { states, connections, mail } = await connectionsWith({
      SMTP_URL: 'smtps://office:mail-password@smtp.example.com:465',
      STRIPE_SECRET_KEY: 'sk_test_settings',
      STRIPE_WEBHOOK_SECRET: 'whsec_settings',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-token-settings',
      TWILIO_FROM: '+13055550142',
      CHAT_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'gemini-key-settings',
      GEMINI_MODEL: 'gemini-2.5-flash',
    });
    expect(states).toEqual({ Email: 'on', 'Card and bank payments (Stripe)': 'on', 'Texting (Twilio)': 'on', 'Virtual assistant': 'on' });
    expect(mail).toMatchObject({ state: 'on', text: 'Emails are sent through smtps://smtp.example.com:465.' });
    expect(JSON.stringify(connections)).not.toMatch(/mail-password|sk_test_settings|whsec_settings|twilio-token-settings|gemini-key-settings|13055550142/);
    expect(connections.find((connection) => connection.name === 'Virtual assistant')?.text).toContain('Gemini (gemini-2.5-flash)');
  });

  it('warns when card payments are set up without the webhook secret, so payments would go unrecorded', async () => {
    const { states, connections } = await connectionsWith({ STRIPE_SECRET_KEY: 'sk_test_settings' });
    expect(states).toMatchObject({ 'Card and bank payments (Stripe)': 'incomplete' });
    expect(connections.find((connection) => connection.name === 'Card and bank payments (Stripe)')?.text).toMatch(
      /not recorded: STRIPE_WEBHOOK_SECRET is not set/,
    );
  });
});
