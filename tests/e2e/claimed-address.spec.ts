import { emailedLink, logIn, registerAccount, uniqueEmail } from './accounts-helpers';
import { expect, test } from './fixtures';

// Issue 31, finding 1: a stranger registers someone's address and signs in before its owner has
// confirmed it. The owner's later confirmation, from their inbox in a browser of their own, must
// end the stranger's session, which never shows the owner's requests, and the stranger's password.

test('the owner’s confirmation ends the session and the password of whoever registered the address first, which never saw their requests', async ({
  browser,
  request,
}) => {
  const owner = uniqueEmail('claimed');
  const city = `Pinecrest ${Math.random().toString(36).slice(2, 8)}`;
  const quote = await request.post('/api/quote-requests', {
    data: {
      firstName: 'Olga',
      lastName: 'Owner',
      email: owner,
      phone: '305-555-0142',
      address: '12 Ponce de Leon Blvd',
      city,
      state: 'FL',
      zipCode: '33156',
      projectType: 'glass-replacement',
      projectDescription: 'A cracked pane in the kitchen.',
    },
  });
  expect(quote.status()).toBe(201);

  const strangers = await browser.newContext();
  const stranger = await strangers.newPage();
  await registerAccount(stranger.request, 'Stranger', owner, 'strangers-password');
  await logIn(stranger, owner, 'strangers-password');
  for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/requests']) {
    await stranger.goto(path);
    await expect(stranger.getByRole('main')).not.toContainText(city);
    await expect(stranger.getByRole('main')).not.toContainText('Glass Replacement');
  }
  await expect(stranger.getByRole('main')).toContainText(`Confirm that ${owner} is your address`);

  const owners = await browser.newContext();
  const ownerPage = await owners.newPage();
  const link = await emailedLink(owner, '/verify-email');
  await ownerPage.goto(link.pathname + link.search);

  await stranger.goto('/dashboard/requests');
  await expect(stranger).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Frequests$/);
  await expect(stranger.getByRole('main')).not.toContainText(city);
  expect((await stranger.request.get('/api/me')).status()).toBe(401);
  // The password the stranger registered with no longer signs in.
  await stranger.getByLabel('Email').fill(owner);
  await stranger.getByLabel('Password').fill('strangers-password');
  await stranger.getByRole('button', { name: 'Log In' }).click();
  await expect(stranger.getByRole('alert')).toContainText('Login failed. Please check your credentials.');
  expect((await stranger.request.get('/api/me')).status()).toBe(401);
  await strangers.close();

  // The owner goes on to choose the account's password.
  await expect(ownerPage).toHaveURL(/\/reset-password\?token=[^&]+&confirmed=1$/);
  await expect(ownerPage.getByRole('status')).toHaveText('Your address is confirmed. Choose a password to finish setting up your account.');
  await ownerPage.getByLabel(/^New password/).fill('owners-own-password');
  await ownerPage.getByLabel('Confirm new password').fill('owners-own-password');
  await ownerPage.getByRole('button', { name: 'Set New Password' }).click();
  await expect(ownerPage).toHaveURL('/login?reset=1');
  await logIn(ownerPage, owner, 'owners-own-password');
  await owners.close();
});
