import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createMemoryRateLimiter } from '~/lib/rate-limit.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { REMEMBERED_SESSION_SECONDS } from '../auth.server';
import { signIn } from '~/content/sign-in';
import { accountKey } from './rate-limits.server';
import { getCurrentUser } from '../session.server';
import { handleLogin, handleLogout } from './sign-in.server';
import { answerOf, cookieFrom, formPost, get, routerContext, signedIn } from '#tests/support/accounts';

const sessionCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('gwc.session_token='))!;

describe.each(testDialects())('sign-in and sign-out on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    await signedIn(services, 'maria@example.com', 'user', 'window-seat');
  });
  afterAll(() => database.drop());

  const login = (fields: Record<string, string>, ip = '192.0.2.1', on = services) => handleLogin(formPost('/login', fields), on, ip).then(answerOf);

  it('shows the SPEC messages for missing and malformed fields', async () => {
    const empty = await login({});
    expect(empty.status).toBe(400);
    expect(empty.data.result?.error).toMatchObject({ email: ['Email is required'], password: ['Password is required'] });
    const malformed = await login({ email: 'maria@', password: 'x' });
    expect(malformed.data.result?.error).toMatchObject({ email: ['Email is invalid'] });
  });

  it('answers bad credentials with the generic message and never echoes the password', async () => {
    for (const fields of [
      { email: 'maria@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'window-seat' },
    ]) {
      const answer = await login(fields);
      expect(answer.status).toBe(401);
      expect(answer.data.formError).toBe(signIn.messages.loginFailed);
      expect(JSON.stringify(answer.data.result)).not.toContain(fields.password);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('signs in with any capitalisation of the address and goes to /dashboard', async () => {
    const answer = await login({ email: 'Maria@Example.COM', password: 'window-seat' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/dashboard');
  });

  it('signs in when a hidden field or the checkbox carries a value the form never sends, as if unchecked', async () => {
    const answer = await login({ email: 'maria@example.com', password: 'window-seat', rememberMe: '=SUM(1,1)', redirectTo: '' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/dashboard');
    expect(sessionCookie(answer.headers)).not.toMatch(/Max-Age|Expires/i);
    const twice = new Request('http://localhost:3000/login', {
      method: 'POST',
      body: 'email=maria%40example.com&password=window-seat&redirectTo=%2Fdashboard%2Forders&redirectTo=%2Fadmin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await handleLogin(twice, services, '192.0.2.1').then(answerOf)).location).toBe('/dashboard');
  });

  it('sets a browser-session cookie without "remember me", a 30-day one with it; both HttpOnly and SameSite=Lax', async () => {
    const session = sessionCookie((await login({ email: 'maria@example.com', password: 'window-seat' })).headers);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Max-Age|Expires/i);
    expect(session).not.toMatch(/Secure/i);

    const remembered = sessionCookie((await login({ email: 'maria@example.com', password: 'window-seat', rememberMe: 'on' })).headers);
    expect(remembered).toMatch(new RegExp(`Max-Age=${REMEMBERED_SESSION_SECONDS}`));
    expect(remembered).toMatch(/HttpOnly/i);
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const secure = createTestServices(database, { env: { ...services.env, PUBLIC_URL: 'https://www.example.com', isSecureOrigin: true, isProduction: true } });
    const answer = await login({ email: 'maria@example.com', password: 'window-seat' }, '192.0.2.2', secure);
    expect(answer.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))).toMatch(/^__Secure-gwc\.session_token=.*; Secure/i);
  });

  it('stores a session token with at least 128 bits of entropy', async () => {
    await login({ email: 'maria@example.com', password: 'window-seat' });
    const rows = await database.db.selectFrom('session').select('token').execute();
    for (const { token } of rows) {
      expect(token).toMatch(/^[A-Za-z0-9]+$/);
      expect(token.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(rows.map((row) => row.token)).size).toBe(rows.length);
  });

  it.each([
    ['/dashboard/orders?page=2', '/dashboard/orders?page=2'],
    ['//evil.example/phish', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/.//evil.example/phish', '/dashboard'],
    ['/x/..//evil.example', '/dashboard'],
    ['/%2e//evil.example', '/dashboard'],
    ['/.\\/evil.example', '/dashboard'],
  ])('returns to redirectTo %s only when it is a path on this site', async (redirectTo, expected) => {
    const answer = await login({ email: 'maria@example.com', password: 'window-seat', redirectTo });
    expect(answer.location).toBe(expected);
  });

  it('refuses the 101st attempt on one account within an hour from an address it never signed in from, the same whether the password is right or not', async () => {
    await signedIn(services, 'target@example.com', 'user', 'right-password');
    expect(services.env.LOGIN_ACCOUNT_LIMIT).toBe(100);
    // 99 earlier attempts from elsewhere (each real attempt costs a password hash), then the 100th here.
    for (let attempt = 1; attempt < services.env.LOGIN_ACCOUNT_LIMIT; attempt++) {
      expect((await services.authLimiters.loginAccount.hit(accountKey('target@example.com'))).allowed).toBe(true);
    }
    expect((await login({ email: 'target@example.com', password: 'guess' }, '198.51.100.1')).status).toBe(401);
    const right = await login({ email: 'TARGET@example.com', password: 'right-password' }, '203.0.113.7');
    const wrong = await login({ email: 'TARGET@example.com', password: 'another-guess' }, '203.0.113.7');
    for (const refused of [right, wrong]) {
      expect(refused.status).toBe(429);
      expect(refused.data.formError).toMatch(
        /^Too many sign-in attempts for this account\. Please wait \d+ minutes? and try again, or reset your password: the emailed link unlocks the account\.$/,
      );
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect(right.data).toEqual(wrong.data);
    expect((await login({ email: 'maria@example.com', password: 'window-seat' }, '203.0.113.7')).status).toBe(302);
  });

  it('lets the owner in past the account limit from an address (or IPv6 network) the account signed in from before', async () => {
    await signedIn(services, 'regular@example.com', 'user', 'own-password');
    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '198.51.100.20')).status).toBe(302);
    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '2001:db8:5:6:a:b:c:d')).status).toBe(302);
    for (let attempt = 0; attempt < services.env.LOGIN_ACCOUNT_LIMIT; attempt++)
      await services.authLimiters.loginAccount.hit(accountKey('regular@example.com'));

    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '198.51.100.20')).status).toBe(302);
    // The same /64, another interface id: a phone's next address.
    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '2001:db8:5:6::99')).status).toBe(302);
    // From a known address a wrong password is told as such; from anywhere else nothing is checked.
    expect((await login({ email: 'regular@example.com', password: 'wrong' }, '198.51.100.20')).status).toBe(401);
    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '198.51.100.21')).status).toBe(429);
    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '2001:db8:5:7::1')).status).toBe(429);
    // Another account's known address is no key to this one.
    expect((await login({ email: 'regular@example.com', password: 'own-password' }, '203.0.113.7')).status).toBe(429);
  });

  it('limits attempts per network address', async () => {
    const limited = createTestServices(database, {
      authLimiters: { ...services.authLimiters, loginIp: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }) },
    });
    await login({ email: 'a@example.com', password: 'x' }, '192.0.2.50', limited);
    await login({ email: 'b@example.com', password: 'x' }, '192.0.2.50', limited);
    const refused = await login({ email: 'maria@example.com', password: 'window-seat' }, '192.0.2.50', limited);
    expect(refused.status).toBe(429);
    expect(refused.data.formError).toMatch(/^Too many sign-in attempts from your network\./);
  });

  it('signing out ends the session on the server: the old cookie no longer signs anyone in', async () => {
    const { cookie } = await signedIn(services, 'leaving@example.com');
    expect(await getCurrentUser(get('/dashboard', cookie), routerContext(services))).toMatchObject({ email: 'leaving@example.com' });
    const answer = answerOf(await handleLogout(formPost('/logout', {}, { cookie }), services, '192.0.2.1'));
    expect(answer.location).toBe('/');
    expect(cookieFrom(answer.headers, cookie)).not.toContain('session_token');
    expect(await getCurrentUser(get('/dashboard', cookie), routerContext(services))).toBeNull();
  });

  it('treats a session past its expiry as signed out', async () => {
    const { id, cookie } = await signedIn(services, 'expired@example.com');
    await database.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where('userId', '=', id)
      .execute();
    expect(await getCurrentUser(get('/dashboard', cookie), routerContext(services))).toBeNull();
  });
});
