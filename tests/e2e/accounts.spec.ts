import { type Page } from '@playwright/test';
import { DEMO_CUSTOMER, emailedLink, logIn, newCustomer, registerAccount, signInAs, uniqueEmail } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

// Password hashing under parallel load takes a few seconds per account.
test.describe.configure({ timeout: 60_000 });

/** Holds the next POST to `path` until the test has seen the busy state. */
async function holdPost(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}*`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return release;
}

test.describe('registration', () => {
  test('shows each SPEC message', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('All fields are required');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill('Rosa Díaz');
    await page.getByLabel('Email Address').fill('rosa@');
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByLabel('Confirm Password').fill('123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/Password must be at least 6 characters long/);
    await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  test('register → success message → /login after 2 seconds → log in → dashboard', async ({ page }) => {
    const email = uniqueEmail('rosa');
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Rosa Díaz');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^Password/).fill('sunny-windows');
    await page.getByLabel('Confirm Password').fill('sunny-windows');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('status')).toHaveText('Account created successfully! Redirecting to login...');
    const shownAt = Date.now();
    await expect(page).toHaveURL('/login?registered=1', { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    await expect(page.getByRole('status')).toContainText('Account created successfully!');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('sunny-windows');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Rosa');
    const sidebar = page.getByRole('complementary');
    await expect(sidebar).toContainText('Rosa Díaz');
    await expect(sidebar).toContainText(email);
    await expect(sidebar.getByText('R', { exact: true })).toBeVisible();
    expect(queryE2eDatabase<{ role: string }>('select role from user where email = ?', email)).toEqual([{ role: 'user' }]);
  });

  test("an address already registered gets 'Email is already in use'", async ({ page, request }) => {
    const email = uniqueEmail('taken');
    await registerAccount(request, 'First', email, 'secret-one');
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Second');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByLabel(/^Password/).fill('secret-two');
    await page.getByLabel('Confirm Password').fill('secret-two');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email is already in use');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts, and the login page says the account was created', async ({ page }) => {
      await page.goto('/register');
      await page.getByLabel('Full Name').fill('Noah Script');
      await page.getByLabel('Email Address').fill(uniqueEmail('nojs'));
      await page.getByLabel(/^Password/).fill('plain-html');
      await page.getByLabel('Confirm Password').fill('plain-html');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL('/login?registered=1');
      await expect(page.getByText('Account created successfully!')).toBeVisible();
    });
  });
});

test.describe('login', () => {
  test('shows the field messages, then the generic banner for bad credentials', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Email').blur();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is invalid');

    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test("reads 'Signing in...' while working", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    const release = await holdPost(page, '/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/dashboard');
  });

  test('offers no social sign-in when no provider is configured', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('link', { name: /Google|Facebook/ })).toHaveCount(0);
    expect((await page.request.get('/auth/google', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('without "remember me" the cookie ends with the browser; with it, it lasts 30 days', async ({ browser, request }) => {
    const { email, password } = await newCustomer(request, 'cookie');
    for (const rememberMe of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, email, password, { rememberMe });
      const session = (await context.cookies()).find((cookie) => cookie.name === 'gwc.session_token')!;
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      if (rememberMe) expect(Math.abs(session.expires - (Date.now() / 1000 + THIRTY_DAYS))).toBeLessThan(120);
      else expect(session.expires).toBe(-1);
      await context.close();
    }
  });

  test('returns to the page that asked for a sign-in, and only to a page on this site', async ({ page }) => {
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%2Fprofile');
    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/dashboard/profile');

    await page.context().clearCookies();
    for (const evil of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(evil)}`);
      await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
      await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL('/dashboard');
      await page.context().clearCookies();
    }
  });

  test('logging out ends the session on the server: the old cookie no longer opens the dashboard', async ({ page, browser }) => {
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const stolen = (await page.context().cookies()).find((cookie) => cookie.name === 'gwc.session_token')!;
    const menuButton = page.getByRole('button', { name: 'Account' });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    const replay = await browser.newContext();
    await replay.addCookies([stolen]);
    const replayed = await replay.newPage();
    await replayed.goto('/dashboard');
    await expect(replayed).toHaveURL('/login?redirectTo=%2Fdashboard');
    await replay.close();
  });
});

test.describe('forgot password', () => {
  test('emails a single-use link; the new password works; the same answer for an unknown address', async ({ page, request }) => {
    const { email } = await newCustomer(request, 'forgetful');
    const answer = 'If an account exists for that email address, we have sent it a link to reset the password.';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(answer);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(answer);
    expect(queryE2eDatabase('select id from outbox where to_address = ?', 'nobody-here@example.com')).toEqual([]);

    const link = await emailedLink(email, '/reset-password');
    await page.goto(link.pathname + link.search);
    await page.getByLabel(/^New password/).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL('/login?reset=1');
    await expect(page.getByRole('status')).toHaveText('Your password has been reset. Please log in with your new password.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toContainText('invalid, has expired or was already used');
    await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
  });
});

test.describe('dashboard', () => {
  test('overview: counts, the first three orders and View All Orders; details on their own page', async ({ page }) => {
    await signInAs(page, DEMO_CUSTOMER.email);
    await page.goto('/dashboard');
    const stats = page.getByRole('region', { name: 'Overview' });
    await expect(stats).toContainText('7Total Orders');
    await expect(stats).toContainText('3Completed');
    await expect(stats).toContainText('2In Progress');
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    await expect(recent.getByRole('listitem')).toHaveCount(3);
    await recent.getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL('/dashboard/orders');
    await expect(page.getByRole('region', { name: 'My Orders' }).getByRole('listitem')).toHaveCount(7);

    await page.getByRole('link', { name: /View Details of Window Installation/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const order = page.getByRole('region', { name: 'Window Installation' });
    await expect(order).toContainText('Completed');
    await expect(order).toContainText('$4,400.00');
    await expect(order).toContainText('Eight impact-rated casement windows');
  });

  test("a customer without orders sees 'You don't have any orders yet.' and a Get a Quote button", async ({ page, request }) => {
    const { email } = await newCustomer(request, 'empty');
    await signInAs(page, email);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Get a Quote' }).first().click();
    await expect(page).toHaveURL('/get-quote');
  });

  test('profile settings save and persist; change password really changes it', async ({ page, request }) => {
    const { email, password } = await newCustomer(request, 'profile');
    await signInAs(page, email);
    await page.goto('/dashboard/profile');
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Display name').fill('Marta Gómez');
    await page.getByLabel('Phone').fill('(305) 555-0123');
    await page.getByLabel('Address').fill('4000 Ponce de Leon Blvd\nCoral Gables, FL 33146');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Marta Gómez');
    await expect(page.getByLabel('Phone')).toHaveValue('(305) 555-0123');
    await expect(page.getByLabel('Address')).toHaveValue('4000 Ponce de Leon Blvd\nCoral Gables, FL 33146');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Marta');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('changed-pass');
    await page.getByLabel('Confirm new password').fill('changed-pass');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is not correct.');
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel(/^New password/).fill('changed-pass');
    await page.getByLabel('Confirm new password').fill('changed-pass');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    // This device got the new session: it stays signed in.
    await page.reload();
    await expect(page).toHaveURL('/dashboard/profile');

    await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
    await logIn(page, email, 'changed-pass');
  });

  test('once the email is confirmed, My Requests lists what was confirmed from that address', async ({ page, request }) => {
    const email = uniqueEmail('requests');
    await registerAccount(request, 'Iris Vega', email, 'iris-password');
    const quote = await request.post('/api/quote-requests', {
      data: {
        firstName: 'Iris',
        lastName: 'Vega',
        email: email.toUpperCase(),
        phone: '305-555-0111',
        address: '1 Alhambra Plaza',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        projectType: 'weatherproofing',
        projectDescription: 'Leaks in the storm.',
      },
    });
    expect(quote.status()).toBe(201);

    await signInAs(page, email);
    await page.goto('/dashboard/requests');
    await expect(page.getByRole('main').getByText('Weatherproofing')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Confirmation Email' }).click();
    await expect(page.getByRole('status')).toContainText(`We have sent a new confirmation link to ${email}`);

    const link = await emailedLink(email, '/verify-email');
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email address confirmed');
    await page.getByRole('link', { name: 'Go to My Requests' }).click();
    // Anyone could have sent it with this address: it shows once confirmed from the address.
    const quotes = page.getByRole('region', { name: 'Quote Requests' });
    await expect(quotes).toContainText('No quote requests yet.');

    // The request's confirmation went to the address as the request gave it.
    const confirm = await emailedLink(email.toUpperCase(), '/requests/confirm');
    await page.goto(confirm.pathname + confirm.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Did you send this?');
    await page.getByRole('button', { name: 'Yes, I sent it' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you: your request is confirmed.');
    await page.getByRole('link', { name: 'Go to My Requests' }).click();
    await expect(quotes).toContainText('Weatherproofing');
    await expect(quotes).toContainText('Received');
    // The link is spent: opening it again only says so.
    await page.goto(confirm.pathname + confirm.search);
    await expect(page.getByRole('status')).toContainText('This request is already confirmed');
    await expect(page.getByRole('button', { name: 'Yes, I sent it' })).toHaveCount(0);
  });

  test('signed-in pages are private: Cache-Control private, no-store', async ({ page }) => {
    await signInAs(page, DEMO_CUSTOMER.email);
    for (const path of ['/dashboard', '/about', '/sitemap']) {
      const response = await page.goto(path);
      expect(response?.headers()['cache-control'], path).toBe('private, no-store');
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });
});

test.describe('signed-in navigation', () => {
  test('the Account menu opens with the keyboard, closes with Escape and returns focus', async ({ page }) => {
    await signInAs(page, DEMO_CUSTOMER.email);
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Get a Quote' })).toHaveCount(0);
    const button = banner.getByRole('button', { name: 'Account' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the mobile menu offers Dashboard and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO_CUSTOMER.email);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('accessibility of the signed-in pages', () => {
  // Each page is loaded once, on a 390 px phone, checked, then widened to 1280 px and checked
  // again (as the public-page sweep does), rather than loaded once per width in two journeys.
  test('the dashboard tabs, an order and the open menus have no WCAG 2.2 AA violations at 390 and 1280 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, DEMO_CUSTOMER.email);
    const check = async (label: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect((await wcagViolations(page)).map((violation) => `${label} at ${width} px: ${violation}`)).toEqual([]);
      }
    };
    for (const path of [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/requests',
      '/dashboard/profile',
      '/logout',
      '/es/dashboard',
      '/es/dashboard/requests',
      '/es/dashboard/profile',
    ]) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await check(path);
    }
    await page.goto('/dashboard/orders');
    await page
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/.+/);
    await check('order');
    // The menus are each width's own: the phone's Menu, the desktop's Account menu.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect((await wcagViolations(page)).map((violation) => `mobile menu ${violation}`)).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect((await wcagViolations(page)).map((violation) => `account menu ${violation}`)).toEqual([]);
  });
});
