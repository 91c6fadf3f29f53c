import type { Browser, Page } from '@playwright/test';
import { signInAs, OWNER } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

// The assistant without JavaScript (the /chat page), the launcher that leads there until the widget
// has hydrated, the contact given in one sentence, and the quick replies.

const OFFER = 'Would you like to leave your contact details so our team can get back to you?';
const INVALID_EMAIL = "That doesn't look like a valid email address. Could you please try again?";

const contactsFor = (email: string) =>
  queryE2eDatabase<{ name: string; phone: string; status: string; session_id: string }>('select * from chatbot_contacts where email = ?', email);

/** Staff find the contact in the back office's chatbot contacts, and open it with its conversation. */
async function staffSee(browser: Browser, search: string, name: string, line: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, OWNER.email);
  await page.goto(`/admin/chatbot-contacts?search=${encodeURIComponent(search)}`);
  await page.getByRole('link', { name }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(line);
  await context.close();
}

function chatPage(page: Page) {
  const log = page.getByRole('log', { name: 'Conversation' });
  return { log, lines: log.locator('[data-sender]'), send: page.getByRole('button', { name: 'Send message' }) };
}

test.describe('the assistant without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the launcher leads to the chat page, which collects a contact that staff then see', async ({ page, browser }) => {
    const email = `nojs.${Date.now()}@example.com`;
    await page.goto('/services');
    await page.getByRole('link', { name: 'Chat with us' }).click();
    await expect(page).toHaveURL('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat with us' })).toBeVisible();
    const chat = chatPage(page);
    await expect(chat.lines.last()).toHaveText(`Assistant: ${OFFER}`);

    // The offer's chips are buttons that post.
    const replies = page.getByRole('group', { name: 'Suggested replies' });
    await expect(replies.getByRole('button')).toHaveText(['Yes', 'No']);
    await replies.getByRole('button', { name: 'Yes' }).click();
    await expect(chat.lines.last()).toHaveText("Assistant: Great! Let's start with your name.");
    await expect(page).toHaveURL(/\/chat\?session=[0-9a-f-]{36}#latest$/);

    await page.getByRole('textbox', { name: 'Your name' }).fill('Nora Quintana');
    await chat.send.click();
    await expect(chat.lines.last()).toHaveText("Assistant: Nice to meet you, Nora Quintana! What's your email address?");

    // Bad input: a clear message, and what was typed is kept.
    await page.getByRole('textbox', { name: 'Your email address' }).fill('   ');
    await chat.send.click();
    await expect(page.getByRole('alert')).toHaveText('Type a message first.');
    await page.getByRole('textbox', { name: 'Your email address' }).fill('nora@example');
    await chat.send.click();
    await expect(chat.lines.last()).toHaveText(`Assistant: ${INVALID_EMAIL}`);
    await page.getByRole('textbox', { name: 'Your email address' }).fill(email);
    await chat.send.click();
    await page.getByRole('textbox', { name: 'Your phone number' }).fill('(305) 555-0177');
    await chat.send.click();
    await expect(chat.lines.last()).toContainText("Thank you, Nora Quintana! I've passed your details to our team");

    const [contact] = contactsFor(email);
    expect(contact).toMatchObject({ name: 'Nora Quintana', phone: '(305) 555-0177', status: 'new' });
    // A reload shows the same conversation and sends nothing again.
    await page.reload();
    await expect(chat.lines.last()).toContainText('Thank you, Nora Quintana!');
    expect(contactsFor(email)).toHaveLength(1);
    const lines = queryE2eDatabase<{ text: string }>('select text from chat_messages where session_id = ? order by created_at, id', contact!.session_id);
    expect(lines[1]!.text).toBe(OFFER);

    // A new conversation starts over.
    await page.getByRole('button', { name: 'Start a new conversation' }).click();
    await expect(chat.lines).toHaveCount(2);

    await staffSee(browser, email, 'Nora Quintana', 'Nora Quintana');
  });

  test('answers a typed question and keeps a message that is too long, with the reason', async ({ page }) => {
    await page.goto('/chat');
    const chat = chatPage(page);
    await page.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).toHaveText(['Prices', 'Hours', 'Get a quote', 'Talk to a person']);
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you serve 33156?');
    await chat.send.click();
    await expect(chat.lines.last()).toContainText('Yes, we serve 33156 (Pinecrest and Kendall).');

    const long = 'a'.repeat(1001);
    await page.getByRole('textbox', { name: 'Message' }).evaluate((input, value) => {
      (input as HTMLInputElement).removeAttribute('maxlength');
      (input as HTMLInputElement).value = value;
    }, long);
    await chat.send.click();
    await expect(page.getByRole('alert')).toHaveText('Please keep each message under 1,000 characters.');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(long);
  });
});

test('a contact given in one sentence is stored at once and staff see it', async ({ page, browser }) => {
  test.setTimeout(45_000);
  const email = `ana.${Date.now()}@example.com`;
  const sentence = `Hi, I'm Ana Díaz, ${email}, 305-555-0100`;
  await page.goto('/about');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
  const messages = dialog.getByRole('log', { name: 'Conversation' }).locator('[data-sender]');
  await dialog.getByRole('textbox').fill(sentence);
  await dialog.getByRole('textbox').press('Enter');
  await expect(messages.last()).toContainText("Thank you, Ana Díaz! I've passed your details to our team", { timeout: 6000 });
  await expect.poll(() => contactsFor(email)).toEqual([expect.objectContaining({ name: 'Ana Díaz', phone: '305-555-0100', status: 'new' })]);
  await staffSee(browser, email, 'Ana Díaz', sentence);
});

test('the quick replies work from the keyboard: topics, then Yes and No to the offer, none while a detail is asked', async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
  const messages = dialog.getByRole('log', { name: 'Conversation' }).locator('[data-sender]');
  const replies = dialog.getByRole('group', { name: 'Suggested replies' });
  await expect(replies.getByRole('button')).toHaveText(['Prices', 'Hours', 'Get a quote', 'Talk to a person']);
  await expect(messages.last()).toHaveText(`Assistant: ${OFFER}`, { timeout: 3000 });
  await expect(replies.getByRole('button')).toHaveText(['Yes', 'No']);

  await dialog.getByRole('textbox').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(replies.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(replies.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(messages.last()).toHaveText("Assistant: Great! Let's start with your name.", { timeout: 6000 });
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  // While a detail is asked for there are no chips: a tap never becomes a name.
  await expect(replies).toHaveCount(0);
});

test('a tap on the launcher at first paint, on a 4x slower CPU, opens a working chat', async ({ page }) => {
  test.setTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const path of ['/', '/services', '/about']) {
    await page.goto(path, { waitUntil: 'commit' });
    // The first moment the launcher can be seen is the moment it is tapped.
    const launcher = page.locator('[data-chat-launcher]');
    await launcher.waitFor({ state: 'visible' });
    const hydrated = await page.evaluate(() => (window as { hydrationState?: string }).hydrationState === 'done');
    await launcher.click({ noWaitAfter: true });
    const dialog = page.getByRole('dialog', { name: 'Gables Window Care Virtual assistant' });
    await expect(page.locator('h1', { hasText: 'Chat with us' }).or(dialog)).toBeVisible({ timeout: 15_000 });
    test.info().annotations.push({ type: path, description: hydrated ? 'tapped after hydration' : 'tapped before hydration' });
    if (await dialog.isVisible()) {
      await dialog.getByRole('textbox').fill('What are your hours?');
      await dialog.getByRole('textbox').press('Enter');
      await expect(dialog.getByRole('log').locator('[data-sender]').last()).toContainText('Our hours are', { timeout: 10_000 });
    } else {
      expect(hydrated, `${path}: the page went to /chat although it had hydrated`).toBe(false);
      await expect(page).toHaveURL('/chat');
      await page.getByRole('textbox', { name: 'Message' }).fill('What are your hours?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('log', { name: 'Conversation' }).locator('[data-sender]').last()).toContainText('Our hours are', { timeout: 15_000 });
    }
  }
});

test('the About page states the Florida contractor licence and the insurance the assistant quotes', async ({ page }) => {
  await page.goto('/about');
  const section = page.getByRole('region', { name: 'Licensed and Insured' });
  await expect(section).toContainText('CGC1531187');
  await expect(section).toContainText('general liability insurance and workers’ compensation coverage');
});

// One load at 390 px; each state is checked at 390 and 1280 px (as the public-page sweep does),
// rather than a load and an answer per width.
test('the chat page (hydrated) has no WCAG 2.2 AA violations at 390 and 1280 px, with an answer and with a refused message', async ({ page }) => {
  const atBothWidths = async (state: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await wcagViolations(page)).map((violation) => `${state} at ${width} px: ${violation}`)).toEqual([]);
    }
  };
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/chat');
  await page.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'Prices' })).toBeVisible();
  // Hydrated, the answer arrives in place and the field is ready for the next message.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await atBothWidths('with an answer');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Type a message first.');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-describedby', 'chat-error');
  await atBothWidths('with a refused message');
});

test('the chat page fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/chat');
  await expect(page.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'No' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
});
