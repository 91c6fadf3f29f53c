import { expect, test } from './fixtures';

test.describe('navigation bar', () => {
  test('main links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, title] of [
      ['Services', '/services', /^Window Services/],
      ['About', '/about', /^About Us/],
      ['Contact', '/contact', /^Contact Us/],
      ['Home', '/', /^Gables Window Care \| /],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('is transparent on the home page until scrolled more than 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-transparent', 'true');
    // Two frames later the scroll has been handled and drawn.
    await page.evaluate(() => {
      window.scrollTo(0, 50);
      return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    });
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('is solid on every other page', async ({ page }) => {
    for (const path of ['/services', '/about', '/contact', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('header').first()).toHaveAttribute('data-transparent', 'false');
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, takes focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('is operable by keyboard and closes after navigating', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('fits a 320 px screen with the menu open', async ({ page }) => {
    // Every page closed is measured by the public-page sweep (public-page-sweep.spec.ts).
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' })).toBeInViewport();
  });
});

test('every path change scrolls back to the top', async ({ page }) => {
  await page.goto('/services');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Weatherproofing' }).click();
  await expect(page).toHaveURL('/services/weatherproofing');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer links all six services, the contact details and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const title of ['Window Installation', 'Window Repair', 'Window Maintenance', 'Window Replacement', 'Glass Replacement', 'Weatherproofing']) {
    await expect(footer.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
  }
  await expect(footer.getByRole('link', { name: /\(305\)/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText('Mon-Fri');
  await expect(footer).toContainText('8:45 AM - 6:00 PM');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  // A fresh site claims no social accounts: the owner adds them in the company profile.
  await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);
});

test('the footer is laid out only near the screen, and until then its dark background lies behind all of its text', async ({ page }) => {
  for (const path of ['/privacy-policy', '/es/privacy-policy']) {
    for (const width of [320, 390, 640, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      // At the top of a long page the footer's contents are skipped by the first paint.
      expect(
        await footer
          .getByRole('link')
          .first()
          .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(false);
      // Asking where its text is lays it out, but the footer keeps its placeholder's height: every line
      // must lie inside that box, or checks of contrast would measure it against the white page.
      const overflow = await footer.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const lowest = Math.max(...[...element.querySelectorAll('a, p, span, h3, li, address')].map((text) => text.getBoundingClientRect().bottom));
        return lowest - box.bottom;
      });
      expect(overflow, `${path} at ${width} px`).toBeLessThan(0);
      await footer.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          footer
            .getByRole('link')
            .first()
            .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true })),
        )
        .toBe(true);
    }
  }
});

test('a skip link jumps to the main content', async ({ page }) => {
  // That each page has one h1 is checked by the public-page sweep (public-page-sweep.spec.ts).
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
