import { expect, test } from './fixtures';

test('public pages are served from the page cache to anonymous visitors, with a hash-based CSP', async ({ request }) => {
  const first = await request.get('/about');
  const second = await request.get('/about');
  expect(first.status()).toBe(200);
  expect(second.headers()['etag']).toBeTruthy();
  expect(second.headers()['etag']).toBe(first.headers()['etag']);
  expect(await second.text()).toBe(await first.text());
  const csp = second.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(second.headers()['x-content-type-options']).toBe('nosniff');
  expect(second.headers()['vary']).toContain('Cookie');

  const revalidated = await request.get('/about', { headers: { 'If-None-Match': first.headers()['etag']! } });
  expect(revalidated.status()).toBe(304);
  // The browser applies a 304's headers to the page it kept: the page's own CSP, not "no scripts".
  expect(revalidated.headers()['content-security-policy']).toBe(csp);
});

test('a page the browser revalidates (304) still runs its scripts and hydrates', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto('/about');
    expect(await page.evaluate(() => (window as { hydrationState?: string }).hydrationState)).toBe('done');
    await expect(page.locator('[data-chat-launcher]')).toHaveAttribute('role', 'button');
    // The second visit is the browser's revalidation of the page it kept (answered 304).
    if (visit === 1) expect((await response!.request().allHeaders())['if-none-match']).toBeTruthy();
  }
  expect(blocked).toEqual([]);
});

test('a request with cookies (other than the chat’s), a query or a form page is rendered fresh with a nonce', async ({ request }) => {
  const nonce = /'nonce-[^']+'/;
  expect((await request.get('/about', { headers: { Cookie: 'session=abc' } })).headers()['content-security-policy']).toMatch(nonce);
  // The chat's cookie alone shows nothing on a public page: a visitor who chatted still gets the kept copy.
  expect((await request.get('/about', { headers: { Cookie: 'gwc.chat=k3y' } })).headers()['content-security-policy']).not.toMatch(nonce);
  expect((await request.get('/about', { headers: { Cookie: 'gwc.chat=k3y; session=abc' } })).headers()['content-security-policy']).toMatch(nonce);
  expect((await request.get('/services/window-repair?tab=faq')).headers()['content-security-policy']).toMatch(nonce);
  expect((await request.get('/contact')).headers()['content-security-policy']).toMatch(nonce);
  expect((await request.get('/get-quote')).headers()['content-security-policy']).toMatch(nonce);
});

test('an unknown path is never cached as a page', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/not-a-page-at-all');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  }
});
