import { type Page } from '@playwright/test';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

const GREETING = "Hi! I'm the Gables Window Care virtual assistant. Ask me about our services, prices, hours or the areas we serve.";
const OFFER = 'Would you like to leave your contact details so our team can get back to you?';
const INVALID_EMAIL = "That doesn't look like a valid email address. Could you please try again?";

interface ContactRow {
  id: string;
  session_id: string;
  name: string;
  email: string;
  phone: string;
  status: string;
}

function widget(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
  const log = dialog.getByRole('log', { name: 'Conversation' });
  return {
    launcher: page.getByRole('button', { name: 'Chat with us' }),
    dialog,
    log,
    messages: log.locator('[data-sender]'),
    input: dialog.getByRole('textbox'),
    close: dialog.getByRole('button', { name: 'Close chat' }),
  };
}

/**
 * Sends a message and waits for the assistant's answer. Its 0.5 s pause and 1-1.5 s of typing
 * (SPEC) pass on the page's clock, moved by the test; the journey about the pause and the typing
 * indicator waits them out.
 */
async function say(page: Page, text: string, expected: string | RegExp) {
  const { input, messages } = widget(page);
  // The greeting first: counted before it shows, the answer would be one message too many.
  await expect(messages.first()).toBeVisible();
  const before = await messages.count();
  await input.fill(text);
  await input.press('Enter');
  await page.clock.runFor(2_000);
  await expect(messages).toHaveCount(before + 2, { timeout: 6000 });
  await expect(messages.last()).toHaveText(typeof expected === 'string' ? `Assistant: ${expected}` : expected);
}

const contactsFor = (email: string) => queryE2eDatabase<ContactRow>('select * from chatbot_contacts where email = ?', email);
const storedSessionId = (page: Page) => page.evaluate(() => localStorage.getItem('chatSessionId'));

test.describe('virtual assistant', () => {
  // The page's clock runs on its own, and `say` moves it past each answer's delay.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('greets, offers, collects the contact and stores it once with its conversation; closing resets', async ({ page }) => {
    test.setTimeout(60_000);
    const email = `marisol.${Date.now()}@example.com`;
    const chat = widget(page);
    await page.goto('/services');
    await chat.launcher.click();

    await expect(chat.dialog).toBeVisible();
    await expect(chat.input).toBeFocused();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toHaveText(`Assistant: ${GREETING}`);
    await expect(chat.messages).toHaveCount(2, { timeout: 3000 });
    await expect(chat.messages.last()).toHaveText(`Assistant: ${OFFER}`);

    await say(page, 'yes', "Great! Let's start with your name.");
    await expect(chat.dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await say(page, 'Marisol Ortega', "Nice to meet you, Marisol Ortega! What's your email address?");
    await say(page, 'marisol@example', INVALID_EMAIL);
    await expect(chat.dialog.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute('type', 'email');
    await say(page, email, 'Thank you! And what phone number can we reach you on?');
    await say(page, '(305) 555-0188', /Thank you, Marisol Ortega! I've passed your details to our team/);

    const sessionId = await storedSessionId(page);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => contactsFor(email).length).toBe(1);
    const [contact] = contactsFor(email);
    expect(contact).toMatchObject({ session_id: sessionId, name: 'Marisol Ortega', phone: '(305) 555-0188', status: 'new' });

    // The conversation the contact was saved with, as staff see it.
    const conversation = queryE2eDatabase<{ sender: string; text: string }>(
      'select sender, text from chat_messages where session_id = ? order by created_at, id',
      sessionId,
    );
    expect(conversation.map((line) => `${line.sender}: ${line.text}`)).toEqual([
      `bot: ${GREETING}`,
      `bot: ${OFFER}`,
      'user: yes',
      "bot: Great! Let's start with your name.",
      'user: Marisol Ortega',
      "bot: Nice to meet you, Marisol Ortega! What's your email address?",
      'user: marisol@example',
      `bot: ${INVALID_EMAIL}`,
      `user: ${email}`,
      'bot: Thank you! And what phone number can we reach you on?',
      'user: (305) 555-0188',
      expect.stringMatching(/^bot: Thank you, Marisol Ortega!/),
    ]);

    // Talking on never saves the contact again.
    await say(page, 'Thanks!', /^Assistant: You're welcome!/);
    expect(contactsFor(email)).toHaveLength(1);

    await chat.close.click();
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await chat.launcher.click();
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.messages.first()).toHaveText(`Assistant: ${GREETING}`);
    await expect(chat.dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
    // The next message begins a new conversation.
    await say(page, 'What are your hours?', /Our hours are/);
    expect(await storedSessionId(page)).not.toBe(sessionId);
  });

  test('is operable by keyboard: focus moves in and stays in, Escape closes, blank messages are not sent', async ({ page }) => {
    const chat = widget(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/chat')) posts.push(request.url());
    });
    await page.goto('/about');
    await chat.launcher.focus();
    await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(chat.input).toBeFocused();
    await expect(chat.launcher).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(chat.messages).toHaveCount(2, { timeout: 3000 });
    await expect(chat.messages.last()).toHaveText(`Assistant: ${OFFER}`);
    expect(posts).toEqual([]);

    // The page behind the modal is inert: Tab only ever reaches the dialog's own controls.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('pauses, shows the typing indicator, then answers from the company facts', async ({ page }) => {
    const chat = widget(page);
    await page.goto('/');
    await chat.launcher.click();
    await chat.input.fill('How much is window repair?');
    const sent = Date.now();
    await chat.input.press('Enter');
    await expect(chat.dialog.getByRole('status')).toHaveText('The assistant is typing');
    expect(Date.now() - sent).toBeGreaterThanOrEqual(450);
    await expect(chat.messages.last()).toContainText('Basic Repair: $150 per window', { timeout: 6000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1500);
    await expect(chat.dialog.getByRole('status')).toHaveText('');
    await expect(chat.messages.last().getByRole('listitem')).toHaveCount(3);
  });

  test('keeps a contact whose save failed and saves it on the next message', async ({ page }) => {
    test.setTimeout(45_000);
    const email = `retry.${Date.now()}@example.com`;
    const chat = widget(page);
    let refused = 0;
    await page.route('**/api/chatbot-contacts', async (route) => {
      refused += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
    });
    await page.goto('/contact');
    await chat.launcher.click();
    await expect(chat.messages).toHaveCount(2, { timeout: 3000 });
    await say(page, 'sure', "Great! Let's start with your name.");
    await say(page, 'Ana', /What's your email address\?$/);
    await say(page, email, /phone number/);
    await say(page, '786-555-0123', /Thank you, Ana!/);

    await expect.poll(() => refused).toBeGreaterThan(0);
    const pending = await page.evaluate(() => localStorage.getItem('chatPendingContacts'));
    expect(JSON.parse(pending ?? '[]')).toEqual([expect.objectContaining({ email, name: 'Ana', phone: '786-555-0123' })]);
    expect(contactsFor(email)).toHaveLength(0);

    await page.unroute('**/api/chatbot-contacts');
    await say(page, 'What are your hours?', /Our hours are/);
    await expect.poll(() => contactsFor(email).length).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chatPendingContacts'))).toBeNull();
  });

  test('fits a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const chat = widget(page);
    await page.goto('/get-quote');
    await chat.launcher.click();
    await expect(chat.dialog).toBeVisible();
    const box = await chat.dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 320 });
    await expect(chat.input).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport();
    await expect(chat.close).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('loads the chat code only when the visitor reaches for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(widget(page).dialog).toBeVisible();
    expect(scripts.slice(firstLoad).some((url) => /chat-dialog/.test(url))).toBe(true);
    expect(scripts.slice(0, firstLoad).some((url) => /chat-dialog/.test(url))).toBe(false);
  });
});
