// Issue 13: what an attacker found, tried again through the browser and the HTTP API of a
// running server. Each journey failed before its fix.
import { e2eServerEnv } from '../../scripts/lib/e2e-servers.js';
import { emailedLink, logIn, newCustomer, uniqueEmail } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// redirectTo values that normalise to `//evil.example`, and backslash forms browsers read as slashes.
const OFF_SITE = ['/.//evil.example/phish', '/x/..//evil.example', '/%2e//evil.example', '/\\evil.example', '/.\\/evil.example', '\\\\evil.example'];

test.describe('after sign-in, redirectTo never leaves the site', () => {
  for (const redirectTo of OFF_SITE) {
    test(`signing in at /login?redirectTo=${redirectTo} lands on the dashboard`, async ({ page, request, baseURL }) => {
      const { email, password } = await newCustomer(request, 'redirect');
      await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(`${baseURL}/dashboard`);

      // Signed in already, the login page sends the visitor on at once: still to this site.
      await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
    });
  }

  test('the form posted without JavaScript answers with a Location on this site', async ({ request }) => {
    const { email, password } = await newCustomer(request, 'redirect-post');
    for (const redirectTo of OFF_SITE) {
      const response = await request.post('/login', { form: { email, password, redirectTo }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location, redirectTo).toBe('/dashboard');
    }
  });
});

// One journey for the per-account limit and the way out of it. Each wrong password costs the
// server a password hash, the slowest thing a journey can ask of it: the journeys' server allows
// 10 attempts an hour (LOGIN_ACCOUNT_LIMIT) where production allows 100, which Vitest covers.
const ACCOUNT_LIMIT = Number(e2eServerEnv.LOGIN_ACCOUNT_LIMIT);

test('the attempt past the account’s hourly limit is refused, even with the right password, and the owner gets back in through the reset email', async ({
  page,
  request,
}) => {
  const { email, password } = await newCustomer(request, 'locked');
  for (let attempt = 1; attempt <= ACCOUNT_LIMIT; attempt++) {
    const response = await request.post('/login', { form: { email, password: `guess-${attempt}` }, maxRedirects: 0 });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  const refused = await request.post('/login', { form: { email, password }, maxRedirects: 0 });
  expect(refused.status()).toBe(429);
  expect(refused.headers()['retry-after']).toMatch(/^\d+$/);
  expect(await refused.text()).toContain('Too many sign-in attempts for this account.');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('reset your password: the emailed link unlocks the account');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link to reset the password');
  const link = await emailedLink(email, '/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel(/^New password/).fill('unlocked-pass');
  await page.getByLabel('Confirm new password').fill('unlocked-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL('/login?reset=1');
  await logIn(page, email, 'unlocked-pass');
});

test.describe('one email rule', () => {
  for (const email of ['a..b@test.local', 'a@b.c', 'émile@example.com']) {
    test(`forgot password answers ${email} with the field's message, not 503`, async ({ request }) => {
      const response = await request.post('/forgot-password', { form: { email } });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain('Email is invalid');
    });
  }

  test('the lead API refuses an address that would add recipients to a mailto: link', async ({ request }) => {
    const response = await request.post('/api/contact-messages', {
      data: { name: 'Ana', email: 'a@b.co?cc=attacker%40evil.example&body=hi', subject: 'other', message: 'Hello' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: ['Invalid email address'] } });
  });
});

test('the confirmation to a visitor repeats none of their text or links; the staff email keeps them', async ({ request }) => {
  const victim = uniqueEmail('victim');
  const message = 'Your account is locked. Unlock it at https://evil.example/unlock within 24 hours.';
  const response = await request.post('/api/contact-messages', { data: { name: 'https://evil.example', email: victim, subject: 'support', message } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // The lead's follow-up job queues its emails right after the answer.
  const queued = () =>
    queryE2eDatabase<{ kind: string; text_body: string; html_body: string }>('select kind, text_body, html_body from outbox where ref_id = ?', id);
  await expect.poll(() => queued().length).toBe(2);
  const emails = queued();
  const toVictim = emails.find((mail) => mail.kind === 'contact-message.customer')!;
  expect(`${toVictim.text_body}${toVictim.html_body}`).not.toMatch(/evil|locked|24 hours/);
  expect(toVictim.text_body).toMatch(/^Hello,\n/);
  expect(emails.find((mail) => mail.kind === 'contact-message.staff')!.text_body).toContain(message);
});

test('sign-in endpoints answer methods they do not take with JSON, not React Router’s error', async ({ request }) => {
  for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/change-password', '/api/auth/anything']) {
    const response = await request.post(path, { data: { email: 'a@example.com', password: 'x' } });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Not found\./);
  }
  for (const path of ['/api/auth/callback/google', '/auth/google', '/auth/facebook']) {
    const response = await request.post(path, { form: { code: 'x' } });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
    expect(((await response.json()) as { error: string }).error).toMatch(/^Use GET/);
  }
});
