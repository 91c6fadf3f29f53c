import { expect, test } from './fixtures';

// Pages paint from their HTML and inline stylesheet first; their scripts load after the first
// contentful paint and then hydrate (app/lib/after-paint-scripts.tsx).

// /about is served from the page cache (CSP by hashes); /contact is rendered for each visit (CSP by nonce).
for (const path of ['/about', '/contact']) {
  test(`${path} loads its scripts only after the first contentful paint, then hydrates within its CSP`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`));
    });

    await page.goto(path);
    const timing = await page.evaluate(() => ({
      state: (window as { hydrationState?: string }).hydrationState,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.state).toBe('done');
    expect(timing.scriptStarts.length).toBeGreaterThan(3);
    for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);

    // React Router's own preloads and module script are back in the hydrated page.
    await expect(page.locator('link[rel="modulepreload-after-paint"], script[type="module-after-paint"]')).toHaveCount(0);
  });
}

test('a browser without paint timing starts the scripts after its first frame and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/services');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
