import { emailedLink, logIn, registerAccount, uniqueEmail } from './accounts-helpers';
import { expect, test } from './fixtures';

// Issue 31, finding 1: a stranger registers someone's address and signs in before its owner has
// confirmed it. The owner's later confirmation, from their inbox in a browser of their own, must
// end the stranger's session, which never shows the owner's requests.

test('a session signed in before the owner confirmed the address is ended by the confirmation, and never saw their requests', async ({ browser, request }) => {
  const owner = uniqueEmail('claimed');
  const city = `Pinecrest ${Math.random().toString(36).slice(2, 8)}`;
  const quote = await request.post('/api/quote-requests', {
    data: {
      firstName: 'Olga', lastName: 'Owner', email: owner, phone: '305-555-0142', address: '12 Ponce de Leon Blvd',
      city, state: 'FL', zipCode: '33156', projectType: 'glass-replacement', projectDescription: 'A cracked pane in the kitchen.',
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
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Email address confirmed');

  await stranger.goto('/dashboard/requests');
  await expect(stranger).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Frequests$/);
  await expect(stranger.getByRole('main')).not.toContainText(city);
  expect((await stranger.request.get('/api/me')).status()).toBe(401);
  await strangers.close();
  await owners.close();
});
