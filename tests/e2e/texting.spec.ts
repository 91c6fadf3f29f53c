// Texting with customers (docs/texting.md) against a local Twilio stand-in: a production server of
// its own, configured for Twilio with the stand-in as its API, so the journeys' shared server keeps
// texting off. Twilio's webhooks are posted signed as Twilio signs them; staff work in the browser.
import { messageSid, postTwilioWebhook, TEST_ACCOUNT_SID, TEST_TWILIO_FROM } from '../../scripts/lib/twilio-stand-in.js';
import { expect, test } from './fixtures';
import { startTextingSite, type TextingSite } from './texting-helpers';

const OWNER = { email: 'owner@texting.example', password: 'owner-password-texting' };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: TextingSite;

test.beforeAll(async () => {
  site = await startTextingSite('texting', OWNER);
});

test.afterAll(async () => {
  await site?.stop();
});

const text = (from: string, body: string, signature?: string) =>
  postTwilioWebhook({
    server: site.url,
    publicUrl: site.url,
    path: '/api/webhooks/twilio/sms',
    params: { MessageSid: messageSid(), AccountSid: TEST_ACCOUNT_SID, From: from, To: TEST_TWILIO_FROM, Body: body, NumMedia: '0' },
    signature,
  });

test('a text from a new number becomes a lead and a conversation, and a staff reply reaches Twilio', async ({ page }) => {
  expect((await text('+13055550177', 'Forged: please call me', 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403);
  const received = await text('+13055550177', 'Hi! Two of my windows leak when it rains. Can someone come look?');
  expect(received.status).toBe(200);

  await page.goto(`${site.url}/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByTestId('menu-count-/admin/messages').filter({ visible: true })).toHaveText('1 unread');
  await menu
    .getByRole('link', { name: /Messages/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // The forged text stored nothing: one conversation, with the one signed text.
  const conversations = page.getByRole('region', { name: 'Conversations' }).getByRole('listitem');
  await expect(conversations).toHaveCount(1);
  await conversations.getByRole('link', { name: /\(305\) 555-0177/ }).click();
  // The open thread, not the conversation list beside it, whose preview holds the same words.
  await expect(page.getByRole('list', { name: 'Texts, oldest first' }).getByText('Two of my windows leak when it rains.')).toBeVisible();

  const reply = page.getByLabel('Reply by text');
  await reply.click();
  await reply.pressSequentially('We can come Thursday at 10. Does that work?', { delay: 20 });
  await page.getByRole('button', { name: 'Send text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Text queued' })).toBeVisible();
  const [sent] = await site.twilio.waitFor((texts) => texts.some((one) => one.to === '+13055550177'));
  expect(sent).toMatchObject({ to: '+13055550177', from: TEST_TWILIO_FROM, body: 'We can come Thursday at 10. Does that work?' });
  // Replying read the conversation: the menu's count is gone.
  await expect(menu.getByTestId('menu-count-/admin/messages')).toHaveCount(0);

  // The text made a lead, with the thread on its page.
  await page.getByRole('link', { name: 'Open the lead' }).click();
  await expect(page.getByText('Text from (305) 555-0177').first()).toBeVisible();
  const thread = page.getByRole('list', { name: 'Texts, oldest first' });
  await expect(thread.getByText('Two of my windows leak when it rains.')).toBeVisible();
  await expect(thread.getByText('We can come Thursday at 10. Does that work?')).toBeVisible();
});

test('STOP refuses replies (409) and sends nothing until START', async ({ page }) => {
  const login = await page.request.post(`${site.url}/login`, { form: OWNER, maxRedirects: 0, headers: { origin: site.url } });
  expect(login.status()).toBe(302);
  await text('+13055550188', 'Do you install hurricane windows?');
  const list = await page.request.get(`${site.url}/api/admin/conversations?phone=%2B13055550188`);
  const { conversations } = (await list.json()) as { conversations: { id: string; optedOut: boolean }[] };
  const id = conversations[0]!.id;
  const post = (body: string) => page.request.post(`${site.url}/api/admin/conversations/${id}/messages`, { data: { body }, headers: { origin: site.url } });

  const stop = await text('+13055550188', ' Stop ');
  expect(await stop.text()).toContain('Reply START');
  const refused = await post('Yes we do! Want a quote?');
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain('opted out');

  await text('+13055550188', 'START');
  const allowed = await post('Welcome back! Want a quote?');
  expect(allowed.status()).toBe(201);
  await site.twilio.waitFor((texts) => texts.some((one) => one.to === '+13055550188'));
  expect(site.twilio.sent.filter((one) => one.to === '+13055550188').map((one) => one.body)).toEqual(['Welcome back! Want a quote?']);
});
