import { type Page } from '@playwright/test';
import { publicPaths } from './public-pages';
import { expect, test } from './fixtures';

test('an unknown service id redirects to /services', async ({ page, request }) => {
  const response = await request.get('/services/not-a-service', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/services');
  await page.goto('/services/not-a-service');
  await expect(page).toHaveURL('/services');
});

test('every service id has its detail page', async ({ page }) => {
  test.setTimeout(60_000);
  for (const id of ['window-installation', 'window-repair', 'window-maintenance', 'window-replacement', 'glass-replacement', 'weatherproofing']) {
    const response = await page.goto(`/services/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Features & Benefits' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'FAQ' })).toBeVisible();
  }
});

test('service pricing shows three per-window packages with the middle one most popular', async ({ page }) => {
  await page.goto('/services/window-installation');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Pricing' });
  await expect(panel).toBeVisible();
  for (const price of ['$350', '$550', '$750']) await expect(panel).toContainText(price);
  await expect(panel.getByText('per window', { exact: true })).toHaveCount(3);
  await expect(panel.getByText('Most Popular')).toHaveCount(1);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toContainText('1-2 days');
});

test('unknown paths answer 404 with the Page Not Found page and its links', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  for (const href of ['/services', '/get-quote', '/about', '/contact']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await main.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL('/');
});

test('the sitemap page lists the pages and, signed out, Login and Register', async ({ page }) => {
  await page.goto('/sitemap');
  const main = page.getByRole('main');
  for (const href of ['/', '/services', '/about', '/contact', '/get-quote', '/privacy-policy', '/terms-of-service', '/services/weatherproofing']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(main.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
});

test('robots.txt keeps crawlers out of private areas and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('Disallow: /admin');
  expect(body).toContain('Disallow: /dashboard');
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists every public URL', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const body = await response.text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of publicPaths.filter((p) => p !== '/no-such-page')) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  // Every page carries the company profile's last save as its lastmod.
  const lastmods = new Set([...body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]));
  expect(lastmods.size).toBe(1);
  expect(Number.isNaN(Date.parse([...lastmods][0] ?? ''))).toBe(false);
});

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block)].flat()) as Record<string, unknown>[];
}

test('structured data describes the business, each service and its FAQ', async ({ page }) => {
  await page.goto('/');
  const business = (await jsonLd(page)).find((item) => item['@type'] === 'HomeAndConstructionBusiness');
  expect(business).toBeDefined();
  for (const key of ['address', 'geo', 'telephone', 'openingHoursSpecification', 'areaServed', 'priceRange']) {
    expect(business, key).toHaveProperty(key);
  }
  await page.goto('/services/window-repair');
  const types = (await jsonLd(page)).map((item) => item['@type']);
  expect(types).toContain('Service');
  expect(types).toContain('FAQPage');
});

test('favicon and web manifest are served', async ({ request }) => {
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Gables Window Care');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
