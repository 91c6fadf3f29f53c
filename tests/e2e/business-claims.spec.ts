import { signInAs, OWNER } from './accounts-helpers';
import { expect, test } from './fixtures';

// Every claim on the site is the owner's (issue 47): a fresh site's sample badges, which name
// other organisations, are not shown until the owner confirms them; a claim the owner sets in the
// editor shows on the public pages, in both languages. Runs on the second server (the own-server
// project in playwright.config.ts): while a badge is confirmed, no other journey looks at the site.

test('a fresh site shows none of its sample badges', async ({ page }) => {
  for (const path of ['/', '/about', '/es', '/es/about']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/BBB|Energy Star|Home ?Advisor|ACCREDITED|ACREDITADO/);
  }
  // Nor do search engines read one: no social pages the owner has not given.
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).not.toHaveProperty('sameAs');
});

test('the owner sets the founding year and confirms a badge; the home and About pages show them, the Spanish ones in Spanish', async ({ page, browser }) => {
  await signInAs(page, OWNER.email);
  await page.goto('/admin/settings/business#badges');
  const badge = page.getByRole('listitem', { name: 'badge 3 (BBB A+)' });
  await expect(badge.getByText('Sample badge: not shown on the site.')).toBeVisible();
  await badge.getByRole('checkbox', { name: 'The company holds this credential today' }).check();
  const year = page.getByLabel('Year founded');
  await year.clear();
  await year.pressSequentially('1998');
  await year.press('Tab');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Saved as version \d+\.$/ });
  // A save answers once the pages' caches are cleared and the profile read again: seconds on a busy machine.
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await expect(saved).toBeInViewport();

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/');
    await expect(visitor.getByText('Coral Gables, FL · Since 1998')).toBeVisible();
    await expect(visitor.getByText('BBB Accredited, A+ rating')).toBeVisible();
    await expect(visitor.getByRole('main')).not.toContainText(/Energy Star|2005/);
    await visitor.goto('/es/about');
    await expect(visitor.getByText('Acreditados por el BBB, calificación A+')).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText('ACREDITADO');
    await expect(visitor.getByRole('main')).not.toContainText('ACCREDITED');
    await expect(visitor.getByRole('main')).toContainText('Fundada en Coral Gables');
  } finally {
    await visitor.close();
  }

  // Back as it was, for the journeys after this one.
  const profile = (await (await page.request.get('/api/admin/business')).json()) as { badges: { confirmed: boolean }[] };
  const reset = await page.request.patch('/api/admin/business', {
    headers: { 'content-type': 'application/merge-patch+json' },
    data: { foundedYear: 2005, badges: profile.badges.map((entry) => ({ ...entry, confirmed: false })) },
  });
  expect(reset.status()).toBe(200);
});
