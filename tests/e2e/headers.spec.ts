import { logInRequest, newCustomer } from './accounts-helpers';
import { expect, test } from './fixtures';

test('pages carry the security headers and a nonce-based CSP', async ({ request }) => {
  const response = await request.get('/contact');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // HSTS only means something on https; these journeys run on http (server/request-policy.test.ts covers https).
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();

  const again = (await request.get('/contact')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);
});

test("pages with an account in them are isolated from other sites' windows; pages the same for everyone are not", async ({ playwright, baseURL }) => {
  const opener = (response: { headers(): Record<string, string> }) => response.headers()['cross-origin-opener-policy'];
  const anonymous = await playwright.request.newContext({ baseURL });
  // Public pages from the page cache (twice: rendered, then kept), afresh for an address with a
  // query string, revalidated (304), and the lead pages (never cached: each has its own form token).
  for (const path of ['/about', '/about', '/es/services/window-repair', '/about?utm_source=newsletter', '/get-quote', '/es/contact']) {
    expect(opener(await anonymous.get(path)), path).toBe('unsafe-none');
  }
  const etag = (await anonymous.get('/about')).headers().etag!;
  const revalidated = await anonymous.get('/about', { headers: { 'if-none-match': etag } });
  expect([revalidated.status(), opener(revalidated)]).toEqual([304, 'unsafe-none']);
  // Sign-in pages, the assistant's conversation and the back office keep the opener policy.
  for (const path of ['/login', '/register', '/chat', '/admin']) {
    expect(opener(await anonymous.get(path, { maxRedirects: 0 })), path).toBe('same-origin');
  }
  // The same pages for a signed-in customer show their account (the quote form fills in their
  // details): private, and isolated.
  const customer = await playwright.request.newContext({ baseURL });
  const account = await newCustomer(customer, 'opener-policy');
  await logInRequest(customer, account.email, account.password);
  for (const path of ['/about', '/get-quote', '/dashboard']) {
    const response = await customer.get(path);
    expect(response.headers()['cache-control'], path).toMatch(/private|no-store/);
    expect(opener(response), path).toBe('same-origin');
  }
  await anonymous.dispose();
  await customer.dispose();
});

test('every inline script runs under the CSP, on rendered and on cached pages', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The server's answer to the empty form, not the browser's own checks (which load when the form
  // is entered, and could win the race against the click): the page rendered with its nonce.
  await page.route('**/assets/lead-validation-*', (route) => route.abort('internetdisconnected'));
  const rendered = await page.goto('/contact');
  expect((await rendered?.allHeaders())?.['content-security-policy']).toMatch(/'nonce-[^']+'/);
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Under the field and in the list of refused fields above the form.
  await expect(page.getByText('Name is required')).toHaveCount(2);
  await expect(page.getByText('Name is required').first()).toBeVisible();

  const cached = await page.goto('/services/window-repair');
  const csp = (await cached?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('nonce-');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Pricing' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the stylesheet comes inline, allowed by its hash, and still styles the page after client navigation', async ({ page }) => {
  for (const path of ['/contact', '/services/window-repair']) {
    const response = await page.goto(path);
    const styleSrc = ((await response?.allHeaders())?.['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    const css = await page.locator('head style').first().textContent();
    expect(css?.length).toBeGreaterThan(10_000);
    const digest = await page.evaluate(async (text) => {
      const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
      return btoa(String.fromCharCode(...bytes));
    }, css ?? '');
    expect(styleSrc).toContain(`'sha256-${digest}'`);
    expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
  }
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The footer's dark background comes from the stylesheet: still there once React has re-rendered the head.
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(7, 28, 46)');
});

test('hashed assets are cached for a year, HTML is revalidated, responses are compressed', async ({ request, page }) => {
  const assetUrls: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assetUrls.push(response.url());
  });
  await page.goto('/');
  expect(assetUrls.length).toBeGreaterThan(0);
  const asset = await request.get(assetUrls[0]!);
  expect(asset.headers()['cache-control']).toContain('max-age=31536000');
  expect(asset.headers()['cache-control']).toContain('immutable');

  const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['cache-control']).toMatch(/no-cache|max-age=0/);
  const contact = await request.get('/contact');
  expect(contact.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-encoding']).toBe('gzip');
});

test('scripts go out compressed at build: Brotli when the browser takes it, else gzip, the same script either way', async ({ request, page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/')) scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForFunction(() => window.hydrationState === 'done');
  // The chat's code is imported lazily; its chunk is compressed like the rest.
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  for (const url of scripts) {
    const plain = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    const brotli = await request.get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers()['content-encoding'], url).toBe('br');
    expect(brotli.headers()['cache-control'], url).toContain('immutable');
    expect(brotli.headers()['vary'], url).toContain('Accept-Encoding');
    // A script keeps nosniff, and carries none of a page's own headers.
    expect(brotli.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(brotli.headers()['content-security-policy'], url).toBeUndefined();
    expect(brotli.headers()['x-frame-options'], url).toBeUndefined();
    expect((await brotli.body()).equals(await plain.body()), `${url} decodes to the script itself`).toBe(true);
    const gzip = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
    expect((await gzip.body()).equals(await plain.body()), `${url} decodes to the script itself`).toBe(true);
  }
  const sizes = await Promise.all(
    scripts.map(async (url) => ({
      plain: (await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body()).length,
      brotli: Number((await request.get(url, { headers: { 'Accept-Encoding': 'br' } })).headers()['content-length']),
      gzip: Number((await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-length']),
    })),
  );
  const largest = sizes.sort((a, b) => b.plain - a.plain)[0]!;
  expect(largest.brotli).toBeLessThan(largest.plain / 3);
  expect(largest.gzip).toBeGreaterThan(largest.brotli);
});

test('the health check answers', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
