import { logIn, newCustomer } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

test('session cookies are HttpOnly and SameSite=Lax, and carry a token of at least 128 bits', async ({ page, request }) => {
  const { email, password } = await newCustomer(request, 'entropy');
  await logIn(page, email, password);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'gwc.session_token')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  const token = decodeURIComponent(cookie.value).split('.')[0]!;
  const stored = queryE2eDatabase<{ token: string }>('select s.token from session s join user u on u.id = s.user_id where u.email = ?', email).map(
    (row) => row.token,
  );
  expect(stored).toContain(token);
  expect(token).toMatch(/^[A-Za-z0-9]+$/);
  expect(token.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
  // The cookie is signed: the bare token, or a tampered signature, signs nobody in.
  const forged = await page.request.get('/api/me', { headers: { cookie: `gwc.session_token=${token}` } });
  expect(forged.status()).toBe(401);
});

test('a sign-in posted from another site is refused', async ({ request }) => {
  const { email, password } = await newCustomer(request, 'csrf');
  const response = await request.post('/login', {
    form: { email, password },
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
});
