import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '~/lib/env.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { recordingLogger } from '#tests/support/rate-limit-test-support';
import { createTestServices } from '#tests/support/test-services';
import { getCompany } from '~/features/business/profile.server';
import { configuredSocialProviders, createAuth, socialAvatarOrigins } from './auth.server';
import { startSocialSignIn } from './sign-in/sign-in.server';
import { get, signedIn } from '#tests/support/accounts';

describe('social sign-in configuration', () => {
  it('offers a provider only when both its id and secret are set', () => {
    expect(configuredSocialProviders(parseEnv({}))).toEqual([]);
    expect(configuredSocialProviders(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toEqual(['google']);
    expect(
      configuredSocialProviders(parseEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's' })),
    ).toEqual(['google', 'facebook']);
    expect(socialAvatarOrigins(parseEnv({}))).toEqual([]);
    expect(socialAvatarOrigins(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toEqual(['https://lh3.googleusercontent.com']);
    expect(() => parseEnv({ FACEBOOK_CLIENT_ID: 'only-the-id' })).toThrow(EnvError);
    expect(() => parseEnv({ SUPERADMIN_EMAIL: 'a@example.com', SUPERADMIN_PASSWORD: '123' })).toThrow(/SUPERADMIN_PASSWORD: must be at least 6 characters/);
  });
});

describe.each(testDialects())('better-auth over our tables on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('logs a forged or malformed sign-in callback as a warning, not an error: anyone can send one', async () => {
    const { logger, lines } = recordingLogger();
    const env = parseEnv({ DATABASE_URL: database.url, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    const auth = createAuth({ db: database.db, env, secret: 's'.repeat(32), company: () => getCompany(database.db), log: logger });
    for (const query of ['state=forged&code=x', 'code=x', 'state=%22%3E%3Cimg%3E&code=x&error=1']) {
      const answer = await auth.handler(new Request(`${env.PUBLIC_URL}/api/auth/callback/google?${query}`));
      expect(answer.status, query).toBe(302);
      expect(answer.headers.get('location')).toMatch(/\/api\/auth\/error\?error=state_/);
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.level === 40).length).toBeGreaterThanOrEqual(3);
  });

  it('writes ISO-8601 UTC text timestamps and reads them back as dates', async () => {
    const services = createTestServices(database);
    const { id } = await signedIn(services, 'dates@example.com');
    const session = await database.db.selectFrom('session').selectAll().where('userId', '=', id).executeTakeFirstOrThrow();
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(session.expiresAt).toMatch(iso);
    expect(session.createdAt).toMatch(iso);
    const context = await services.auth.$context;
    const found = await context.internalAdapter.findSession(session.token);
    expect(found?.session.expiresAt).toBeInstanceOf(Date);
    expect(found?.session.expiresAt.toISOString()).toBe(session.expiresAt);
  });

  it('starts Google sign-in with a redirect to Google carrying the client id and a state', async () => {
    const env = parseEnv({ DATABASE_URL: database.url, GOOGLE_CLIENT_ID: 'google-client-id', GOOGLE_CLIENT_SECRET: 'google-secret' });
    const services = createTestServices(database, { env });
    const response = await startSocialSignIn(get('/auth/google?redirectTo=%2Fdashboard%2Forders'), services, '192.0.2.5', 'google');
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-client-id');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    expect(location.searchParams.get('state')).toBeTruthy();
  });

  it('brings a sign-in started on the Spanish login page back to the Spanish dashboard, or its error to the Spanish login page', async () => {
    const env = parseEnv({ DATABASE_URL: database.url, GOOGLE_CLIENT_ID: 'google-client-id', GOOGLE_CLIENT_SECRET: 'google-secret' });
    const services = createTestServices(database, { env });
    await startSocialSignIn(get('/auth/google?language=es'), services, '192.0.2.6', 'google');
    const rows = await database.db.selectFrom('verification').select('value').execute();
    const started = rows.map((row) => row.value).find((value) => value.includes('/es/dashboard'));
    expect(started).toContain('/es/login?error=social');
  });
});
