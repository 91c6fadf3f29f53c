import { APIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { parseEnv } from '~/lib/env.server';
import { createMemoryRateLimiter, createMemoryRateLimitStore, createRateLimiterFactory, type RateLimitStore } from '~/lib/rate-limit.server';
import { createRateLimiters, rateLimitCatalogue } from '~/lib/rate-limits.server';
import { createDatabaseRateLimitStore } from '~/lib/rate-limit-database.server';
import { openRedisRateLimitStore } from '~/lib/rate-limit-redis.server';
import { asSent } from '#tests/support/outbox';
import { connectTestRedis, recordingLogger, testRedisUrl } from '#tests/support/rate-limit-test-support';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { company } from '~/content/company';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { ENHANCED_FIELD } from '../account-action';
import { PASSWORD_INTENT, PROFILE_INTENT } from '../account-intents';
import { signIn } from '~/content/sign-in';
import { handleForgotPassword, handleResetPassword, isResetTokenUsable } from './password-reset.server';
import { handleProfileSettings, resendVerificationEmail } from '../profile/profile.server';
import { authRateLimiters } from './rate-limits.server';
import { dashboard } from '~/content/dashboard';
import { handleRegistration, verifyEmailToken } from './registration.server';
import { getCurrentUser } from '../session.server';
import { handleLogin } from './sign-in.server';
import { answerOf, cookieFrom, formPost, get, routerContext, signedIn } from '#tests/support/accounts';
import { findUserByEmail } from '../users.server';

const IP = '192.0.2.77';

describe.each(testDialects())('registration, password reset and profile on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  const register = (fields: Record<string, string>, on = services) => handleRegistration(formPost('/register', fields), on, IP).then(answerOf);
  /** The emails to `address`, as they are sent. */
  const outboxTo = async (address: string) =>
    (
      await database.db.selectFrom('outbox').select(['kind', 'subject', 'textBody', 'htmlBody']).where('toAddress', '=', address).orderBy('createdAt').execute()
    ).map((row) => asSent(row, services.secret));
  const linkIn = (text: string, path: string) => new URL(new RegExp(`(http\\S+${path}\\?token=\\S+)`).exec(text)![1]!);
  const currentUser = (cookie: string) => getCurrentUser(get('/dashboard', cookie), routerContext(services));

  describe('register', () => {
    it('names every problem with the SPEC messages', async () => {
      const empty = await register({ name: 'Ana', email: '', password: '', confirmPassword: '' });
      expect(empty.status).toBe(400);
      expect(empty.data.result?.error?.['']).toEqual([signIn.messages.allFieldsRequired]);
      expect(empty.data.result?.error?.email).toEqual(['Email address is required']);

      const wrong = await register({ name: 'Ana', email: 'ana@', password: '12345', confirmPassword: '12346' });
      expect(wrong.data.result?.error).toMatchObject({
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 6 characters long'],
        confirmPassword: ['Passwords do not match'],
      });
      expect(JSON.stringify(wrong.data.result)).not.toContain('12345');
    });

    it('creates a user account, queues the confirmation email, and redirects to /login without JavaScript', async () => {
      const answer = await register({ name: 'Ana Pérez', email: 'Ana@Example.com', password: 'secret1', confirmPassword: 'secret1' });
      expect(answer.status).toBe(302);
      expect(answer.location).toBe('/login?registered=1');
      const user = await findUserByEmail(database.db, 'ana@example.com');
      expect(user).toMatchObject({ name: 'Ana Pérez', email: 'ana@example.com', role: 'user' });
      expect(Boolean(user!.emailVerified)).toBe(false);
      const [mail] = await outboxTo('ana@example.com');
      expect(mail).toMatchObject({ kind: 'account.verify-email' });
      expect(linkIn(mail!.textBody, '/verify-email').origin).toBe(services.env.PUBLIC_URL);
    });

    it('greets by a name only when it is plainly one: a stranger registering someone’s address cannot mail them a link', async () => {
      await register({ name: 'http://evil.example/claim your prize', email: 'victim@example.com', password: 'secret1', confirmPassword: 'secret1' });
      await register({ name: 'Zoë Martin', email: 'zoe@example.com', password: 'secret1', confirmPassword: 'secret1' });
      const [toVictim] = await outboxTo('victim@example.com');
      expect(toVictim!.textBody).toMatch(/^Hello,\n/);
      expect(`${toVictim!.textBody}${toVictim!.htmlBody}`).not.toMatch(/evil|prize/);
      expect((await outboxTo('zoe@example.com'))[0]!.textBody).toMatch(/^Hello Zoë,\n/);
    });

    it('answers with data for the enhanced form, so the page shows the message before moving on', async () => {
      const answer = await register({ name: 'Bo', email: 'bo@example.com', password: 'secret1', confirmPassword: 'secret1', [ENHANCED_FIELD]: '1' });
      expect(answer.status).toBe(200);
      expect(answer.data.created).toBe(true);
    });

    it("says 'Email is already in use', whatever the capitalisation", async () => {
      const answer = await register({ name: 'Ana', email: 'ANA@example.com', password: 'secret2', confirmPassword: 'secret2' });
      expect(answer.status).toBe(409);
      expect(answer.data.formError).toBe(signIn.messages.emailInUse);
    });

    it('gives the SPEC failure messages when the provider refuses or the database fails', async () => {
      // A provider refusal other than a duplicate address, which no input here can provoke.
      const signUpEmail = () => Promise.reject(new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' }));
      const refusing = { ...services.auth, api: { ...services.auth.api, signUpEmail } };
      const refused = await register(
        { name: 'Cy', email: 'cy@example.com', password: 'secret1', confirmPassword: 'secret1' },
        { ...services, auth: refusing as unknown as typeof services.auth },
      );
      expect(refused.data.formError).toBe(signIn.messages.accountNotCreated);

      const broken = await createTestDatabase('sqlite');
      await broken.db.schema.dropTable('account').execute();
      const failed = await register({ name: 'Di', email: 'di@example.com', password: 'secret1', confirmPassword: 'secret1' }, createTestServices(broken));
      expect(failed.status).toBe(503);
      expect(failed.data.formError).toBe(signIn.messages.registrationFailed);
      await broken.drop();
    });

    it('limits registrations per network address', async () => {
      const limited = createTestServices(database, {
        authLimiters: { ...services.authLimiters, registration: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) },
      });
      await register({ name: 'E', email: 'e1@example.com', password: 'secret1', confirmPassword: 'secret1' }, limited);
      const refused = await register({ name: 'E', email: 'e2@example.com', password: 'secret1', confirmPassword: 'secret1' }, limited);
      expect(refused.status).toBe(429);
      expect(refused.data.formError).toMatch(/^Too many accounts were created from your network\./);
    });

    it('confirms the email address through the emailed link', async () => {
      const [mail] = await outboxTo('ana@example.com');
      const token = linkIn(mail!.textBody, '/verify-email').searchParams.get('token');
      expect(await verifyEmailToken(services, token)).toMatchObject({ result: 'verified' });
      expect(Boolean((await findUserByEmail(database.db, 'ana@example.com'))!.emailVerified)).toBe(true);
      expect(await verifyEmailToken(services, 'not-a-token')).toEqual({ result: 'invalid', resetToken: null });
    });
  });

  describe('password reset', () => {
    const forgot = (email: string, on = services) => handleForgotPassword(formPost('/forgot-password', { email }), on, IP).then(answerOf);
    const reset = (fields: Record<string, string>) => handleResetPassword(formPost('/reset-password', fields), services, IP).then(answerOf);

    it('answers the same whether or not the address has an account, and mails only a real one', async () => {
      await signedIn(services, 'reset@example.com', 'user', 'old-password');
      const known = await forgot('Reset@Example.com');
      const unknown = await forgot('nobody@example.com');
      expect(known.data.notice).toBe(signIn.messages.resetLinkSent);
      expect(unknown.data.notice).toBe(signIn.messages.resetLinkSent);
      expect(known.status).toBe(unknown.status);
      expect(await outboxTo('nobody@example.com')).toEqual([]);
      const mails = (await outboxTo('reset@example.com')).filter((mail) => mail.kind === 'account.password-reset');
      expect(mails).toHaveLength(1);
    });

    it('sets the new password once with the emailed link, ends every session, then refuses the used link', async () => {
      const { cookie } = await signedIn(services, 'twice@example.com', 'user', 'old-password');
      await forgot('twice@example.com');
      const [mail] = (await outboxTo('twice@example.com')).filter((m) => m.kind === 'account.password-reset');
      const link = linkIn(mail!.textBody, '/reset-password');
      expect(link.pathname).toBe('/reset-password');
      const token = link.searchParams.get('token')!;
      expect(await isResetTokenUsable(services, token)).toBe(true);
      // The database keeps only a hash of the token.
      const stored = await database.db.selectFrom('verification').select('identifier').execute();
      expect(stored.some((row) => row.identifier.includes(token))).toBe(false);

      const mismatch = await reset({ token, password: 'new-password', confirmPassword: 'other' });
      expect(mismatch.data.result?.error?.confirmPassword).toEqual(['Passwords do not match']);

      const done = await reset({ token, password: 'new-password', confirmPassword: 'new-password' });
      expect(done.location).toBe('/login?reset=1');
      expect(await currentUser(cookie)).toBeNull();
      await expect(services.auth.api.signInEmail({ body: { email: 'twice@example.com', password: 'new-password' } })).resolves.toBeTruthy();

      expect(await isResetTokenUsable(services, token)).toBe(false);
      const again = await reset({ token, password: 'third-password', confirmPassword: 'third-password' });
      expect(again.data.formError).toBe(signIn.messages.resetLinkInvalid);
    });

    it('refuses a link older than one hour', async () => {
      const { id } = await signedIn(services, 'late@example.com');
      await forgot('late@example.com');
      const [mail] = (await outboxTo('late@example.com')).filter((m) => m.kind === 'account.password-reset');
      const token = linkIn(mail!.textBody, '/reset-password').searchParams.get('token')!;
      const anHourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000).toISOString();
      await database.db.updateTable('verification').set({ expiresAt: anHourAgo }).where('value', '=', id).execute();
      expect(await isResetTokenUsable(services, token)).toBe(false);
      expect((await reset({ token, password: 'new-password', confirmPassword: 'new-password' })).data.formError).toBe(signIn.messages.resetLinkInvalid);
    });

    it.each(['a..b@test.local', 'a@b.c', 'émile@example.com', 'a@b.co?cc=attacker%40evil.example'])(
      'answers %s, which the auth library would refuse, with the field message instead of 503',
      async (email) => {
        const answer = await forgot(email);
        expect(answer.status).toBe(400);
        expect(answer.data.result?.error?.email).toEqual(['Email is invalid']);
        expect(answer.data.formError).toBeUndefined();
      },
    );

    it('mails one address at most 3 reset links an hour, answering every request the same', async () => {
      // The production limits: the environment's defaults.
      const env = parseEnv({ DATABASE_URL: database.url });
      const guarded = createTestServices(database, {
        authLimiters: authRateLimiters(createRateLimiters(rateLimitCatalogue(env), createRateLimiterFactory(createMemoryRateLimitStore()))),
      });
      await signedIn(guarded, 'flooded@example.com');
      // Forty requests from forty networks, as a flood spread to pass the per-network limit.
      const answers = [];
      for (let i = 0; i < 40; i++)
        answers.push(await handleForgotPassword(formPost('/forgot-password', { email: 'flooded@example.com' }), guarded, `198.18.0.${i + 1}`).then(answerOf));
      const unknown = await handleForgotPassword(formPost('/forgot-password', { email: 'nobody-flooded@example.com' }), guarded, '198.18.1.1').then(answerOf);
      for (const answer of [...answers, unknown]) {
        expect(answer.status).toBe(200);
        expect(answer.data).toEqual(answers[0]!.data);
      }
      const mails = (await outboxTo('flooded@example.com')).filter((mail) => mail.kind === 'account.password-reset');
      expect(mails).toHaveLength(3);
    });

    it('limits reset requests per network address', async () => {
      const limited = createTestServices(database, {
        authLimiters: { ...services.authLimiters, passwordReset: createMemoryRateLimiter({ limit: 1, windowMs: 60_000 }) },
      });
      await forgot('x@example.com', limited);
      const refused = await forgot('y@example.com', limited);
      expect(refused.status).toBe(429);
      expect(refused.data.formError).toMatch(/^Too many password reset requests from your network\./);
    });
  });

  describe('an account guessers have locked', () => {
    // Where a deployment on this database counts: memory in the one SQLite process, the database
    // on PostgreSQL, and Redis when the tests have one.
    const stores: Array<[string, () => Promise<{ store: RateLimitStore; close(): Promise<void> }>]> = [
      dialect === 'postgres'
        ? [
            'the database',
            async () => ({ store: createDatabaseRateLimitStore(database.db, { logger: recordingLogger().logger }), close: async () => undefined }),
          ]
        : ['memory', async () => ({ store: createMemoryRateLimitStore(), close: async () => undefined })],
      ...(testRedisUrl && dialect === 'sqlite'
        ? [
            [
              'Redis',
              async () => {
                const redis = await connectTestRedis();
                const store = await openRedisRateLimitStore(redis.url, { logger: recordingLogger().logger, prefix: redis.prefix });
                return { store, close: async () => (await store.close(), await redis.drop()) };
              },
            ] satisfies [string, unknown],
          ]
        : []),
    ];
    const attackers = ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'];
    const owner = '203.0.113.80';

    it.each(stores)(
      'lets the owner in through the reset email after 100 failed attempts from 4 addresses (limits counted in %s)',
      { timeout: 180_000 },
      async (where, open) => {
        const { store, close } = await open();
        // The production limits: 30 attempts per address per 15 minutes, 100 per account per hour, 3 reset emails an hour.
        const production = parseEnv({ DATABASE_URL: database.url });
        const guarded = createTestServices(database, {
          authLimiters: authRateLimiters(createRateLimiters(rateLimitCatalogue(production), createRateLimiterFactory(store))),
        });
        const email = `locked-${where.replace(/\W/g, '').toLowerCase()}@example.com`;
        await signedIn(guarded, email, 'user', 'owners-password');
        const login = (password: string, ip: string) => handleLogin(formPost('/login', { email, password }), guarded, ip).then(answerOf);

        for (let attempt = 0; attempt < production.LOGIN_ACCOUNT_LIMIT; attempt++) {
          const guess = await login(`guess-${attempt}`, attackers[attempt % attackers.length]!);
          expect(guess.data.formError, `attempt ${attempt + 1}`).toBe(signIn.messages.loginFailed);
        }
        // Locked for strangers, whatever they type: the owner on a new network too.
        expect((await login('owners-password', owner)).status).toBe(429);
        expect((await login('owners-password', attackers[0]!)).status).toBe(429);

        await handleForgotPassword(formPost('/forgot-password', { email }), guarded, owner);
        const [mail] = (await outboxTo(email)).filter((m) => m.kind === 'account.password-reset');
        const token = linkIn(mail!.textBody, '/reset-password').searchParams.get('token')!;
        const reset = answerOf(
          await handleResetPassword(
            formPost('/reset-password', { token, password: 'owners-new-password', confirmPassword: 'owners-new-password' }),
            guarded,
            owner,
          ),
        );
        expect(reset.location).toBe('/login?reset=1');

        const back = await login('owners-new-password', owner);
        expect(back.status).toBe(302);
        expect(back.location).toBe('/dashboard');
        expect(await currentUser(cookieFrom(back.headers))).toMatchObject({ email });
        // The guessers start over: another 100 before the lock, and the owner's network is now known.
        expect((await login('guess-again', attackers[1]!)).data.formError).toBe(signIn.messages.loginFailed);
        await close();
      },
    );
  });

  describe('profile settings', () => {
    const settings = async (cookie: string, fields: Record<string, string>) => {
      const user = (await currentUser(cookie))!;
      return answerOf(await handleProfileSettings(formPost('/dashboard/profile', fields, { cookie }), services, IP, user));
    };

    it('saves the display name, phone and address', async () => {
      const { cookie } = await signedIn(services, 'profile@example.com');
      const answer = await settings(cookie, { intent: PROFILE_INTENT, name: '  Lu Chen ', phone: '305 555 0100', address: '1 Miracle Mile' });
      expect(answer.data.notice).toBe(dashboard.messages.profileSaved);
      expect(await findUserByEmail(database.db, 'profile@example.com')).toMatchObject({ name: 'Lu Chen', phone: '305 555 0100', address: '1 Miracle Mile' });
      const cleared = await settings(cookie, { intent: PROFILE_INTENT, name: 'Lu Chen', phone: '', address: '' });
      expect(cleared.data.notice).toBe(dashboard.messages.profileSaved);
      expect(await findUserByEmail(database.db, 'profile@example.com')).toMatchObject({ phone: null, address: null });
      const invalid = await settings(cookie, { intent: PROFILE_INTENT, name: ' ' });
      expect(invalid.data.result?.error?.name).toEqual(['Display name is required']);
    });

    it('answers in Spanish on the Spanish profile page (/es/dashboard/profile)', async () => {
      const { cookie } = await signedIn(services, 'perfil@example.com', 'user', 'clave-actual');
      const user = (await currentUser(cookie))!;
      const post = (fields: Record<string, string>) =>
        handleProfileSettings(formPost('/es/dashboard/profile', fields, { cookie }), services, IP, user).then(answerOf);
      const saved = await post({ intent: PROFILE_INTENT, name: 'Lucía Pérez', phone: '', address: '' });
      expect(saved.data.notice).toBe('Guardamos sus datos.');
      expect((await post({ intent: PROFILE_INTENT, name: ' ' })).data.result?.error?.name).toEqual(['Escriba su nombre']);
      const wrong = await post({ intent: PASSWORD_INTENT, currentPassword: 'otra-clave', newPassword: 'clave-nueva', confirmPassword: 'clave-nueva' });
      expect(wrong.data.result?.error?.currentPassword).toEqual(['La contraseña actual no es correcta.']);
      const mismatch = await post({ intent: PASSWORD_INTENT, currentPassword: 'clave-actual', newPassword: 'clave-nueva', confirmPassword: 'otra' });
      expect(mismatch.data.result?.error?.confirmPassword?.[0]).toMatch(/contraseñas/i);
    });

    it('changes the password only with the right current one, and signs out the other sessions', async () => {
      const first = await signedIn(services, 'changer@example.com', 'user', 'first-pass');
      const { headers } = await services.auth.api.signInEmail({ body: { email: 'changer@example.com', password: 'first-pass' }, returnHeaders: true });
      const otherDevice = cookieFrom(headers);

      const wrong = await settings(first.cookie, {
        intent: PASSWORD_INTENT,
        currentPassword: 'nope',
        newPassword: 'second-pass',
        confirmPassword: 'second-pass',
      });
      expect(wrong.data.result?.error?.currentPassword).toEqual([dashboard.messages.currentPasswordWrong]);

      const done = await settings(first.cookie, {
        intent: PASSWORD_INTENT,
        currentPassword: 'first-pass',
        newPassword: 'second-pass',
        confirmPassword: 'second-pass',
      });
      expect(done.data.notice).toBe(dashboard.messages.passwordChanged);
      const renewed = cookieFrom(done.headers, first.cookie);
      expect(await currentUser(renewed)).toMatchObject({ email: 'changer@example.com' });
      expect(await currentUser(otherDevice)).toBeNull();
      await expect(services.auth.api.signInEmail({ body: { email: 'changer@example.com', password: 'second-pass' } })).resolves.toBeTruthy();
    });

    it('answers a form it cannot read, or that names neither form, in the profile form', async () => {
      const { cookie } = await signedIn(services, 'unreadable@example.com');
      for (const fields of [{ intent: 'nonsense' }, { [`name${'[0]'.repeat(100)}`]: 'x', intent: PROFILE_INTENT }]) {
        const answer = await settings(cookie, fields);
        expect(answer.status).toBe(400);
        expect(answer.data).toMatchObject({ intent: PROFILE_INTENT, formError: 'The form could not be read. Please try again.' });
      }
    });

    it('says a current password longer than any password can be is not correct, instead of failing', async () => {
      const { cookie } = await signedIn(services, 'long-current@example.com');
      const answer = await settings(cookie, {
        intent: PASSWORD_INTENT,
        currentPassword: 'a'.repeat(5000),
        newPassword: 'second-pass',
        confirmPassword: 'second-pass',
      });
      expect(answer.status).toBe(400);
      expect(answer.data.result?.error?.currentPassword).toEqual([dashboard.messages.currentPasswordWrong]);
    });

    it('sends a new confirmation email on request', async () => {
      const { cookie } = await signedIn(services, 'confirm@example.com');
      const user = (await currentUser(cookie))!;
      const answer = answerOf(await resendVerificationEmail(formPost('/dashboard/requests', {}, { cookie }), services, IP, user));
      expect(answer.data.notice).toMatch(/confirm@example\.com/);
      expect((await outboxTo('confirm@example.com')).map((mail) => mail.kind)).toEqual(['account.verify-email']);
    });
  });

  // Last: it changes the profile for the rest of this database.
  it('names the company as the owner saved it in the next confirmation and reset emails, in English and Spanish', async () => {
    const saved = await updateBusinessProfile(
      services,
      { name: 'Coral Glass & Screens', phone: '786.555.0199', email: 'office@coralglass.example' },
      { actor: { userId: 'owner', email: 'owner@example.com' } },
    );
    expect(saved.ok).toBe(true);
    const accounts = [
      {
        email: 'owner-changed@example.com',
        register: '/register',
        verification: 'Confirm your email address for Coral Glass & Screens',
        reset: 'Reset your Coral Glass & Screens password',
        lead: 'Someone asked to reset the password of your Coral Glass & Screens account.',
        signOff: 'The Coral Glass & Screens team\n(786) 555-0199 · office@coralglass.example',
      },
      {
        email: 'dueno-cambio@example.com',
        register: '/es/register',
        verification: 'Confirme su correo electrónico para Coral Glass & Screens',
        reset: 'Restablezca su contraseña de Coral Glass & Screens',
        lead: 'Alguien pidió restablecer la contraseña de su cuenta de Coral Glass & Screens.',
        signOff: 'El equipo de Coral Glass & Screens\n(786) 555-0199 · office@coralglass.example',
      },
    ];
    for (const account of accounts) {
      const fields = { name: 'Rosa Díaz', email: account.email, password: 'secret1', confirmPassword: 'secret1' };
      await handleRegistration(formPost(account.register, fields), services, IP);
      await handleForgotPassword(formPost('/forgot-password', { email: account.email }), services, IP);
      const mails = await outboxTo(account.email);
      const verification = mails.find((mail) => mail.kind === 'account.verify-email')!;
      const reset = mails.find((mail) => mail.kind === 'account.password-reset')!;
      expect([verification.subject, reset.subject]).toEqual([account.verification, account.reset]);
      expect(reset.textBody).toContain(account.lead);
      for (const mail of [verification, reset]) {
        expect(mail.textBody).toContain(account.signOff);
        expect(`${mail.textBody}${mail.htmlBody}`).not.toContain(company.phone.display);
      }
    }
  });
});
