// Live chat with a person across processes (issue 17's "Done when"): two production servers on
// one PostgreSQL schema, the visitor's browser on one and the staff member's on the other. A
// visitor asks for a person, staff accept, three messages go each way with typing shown, a
// reload keeps the conversation, staff hand back to the assistant, and the visitor ends a second
// chat from the widget (axe finds nothing on either side); nobody accepting in time ends
// in a stored contact wanting a call; and the chat page without JavaScript does the same by
// reloads. Runs in the many-instances project when TEST_DATABASE_URL is set (playwright.config.ts).
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';
import { setAvailableForChat } from './chat-helpers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const OWNER = { email: 'owner@live-chat.example', password: 'owner-password-live-chat' };
const RITA = { name: 'Rita Colleague', email: 'rita@live-chat.example', password: 'colleague-password-chat' };
const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const schema = `live_chat_${run}`;
/** Long enough for staff to accept in the first journeys, short enough to watch nobody come. */
const WAIT_SECONDS = 6;

type Instance = Awaited<ReturnType<typeof startProductionServer>>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let admin: pg.Client;
let a: Instance;
let b: Instance;

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const url = new URL(postgresUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return startProductionServer({
    port,
    env: {
      DATABASE_URL: url.toString(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: `secret-shared-by-every-instance-${run}`,
      SUPERADMIN_EMAIL: OWNER.email,
      SUPERADMIN_PASSWORD: OWNER.password,
      REDIS_URL: '',
      CHAT_HANDOFF_WAIT_SECONDS: String(WAIT_SECONDS),
    },
  });
}

async function signIn(page: Page, base: string, account: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${base}/admin/dashboard`);
}

/** A query on the instances' schema. */
async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function openChat(visitor: Page, base: string): Promise<Locator> {
  await visitor.goto(`${base}/`);
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  return visitor.getByRole('dialog', { name: /Gables Window Care/ });
}

test.beforeAll(async ({ browser }) => {
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  a = await startInstance();
  b = await startInstance();
  const registered = await fetch(`${b.url}/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: b.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...RITA, confirmPassword: RITA.password }).toString(),
  });
  expect(registered.status).toBe(302);
  // The owner makes Rita a staff member.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, a.url, OWNER);
  expect((await owner.request.post(`${a.url}/api/admin/roles`, { data: { email: RITA.email, role: 'admin' } })).status()).toBe(200);
  await ownerContext.close();
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin?.query(`drop schema if exists ${schema} cascade`);
  await admin?.end();
});

test('a visitor on one process talks with a staff member on the other: accept, three messages each way with typing, a reload, a hand back, and a second chat the visitor ends', async ({
  browser,
}) => {
  const staffContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  try {
    // Rita works on process B, available for chat, with the live chat inbox open.
    const staff = await staffContext.newPage();
    await signIn(staff, b.url, RITA);
    await setAvailableForChat(staff);
    await staff.getByRole('link', { name: 'Live chat' }).click();
    await expect(staff.getByText('Nobody is waiting.')).toBeVisible();

    // The visitor, on process A, taps the chip.
    const visitor = await visitorContext.newPage();
    const chat = await openChat(visitor, a.url);
    await expect(chat.locator('[data-staff-availability]')).toHaveText('A person from our team is online now');
    await chat.getByRole('group', { name: 'Suggested replies' }).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(chat.getByText("I'm connecting you with a person from our team.", { exact: false })).toBeVisible();
    await expect(chat.locator('[data-chat-subtitle]')).toHaveText('Connecting you with a person…');

    // The request appears in Rita's inbox on the other process, with its count in the menu, without a reload.
    const waiting = staff.getByRole('region', { name: 'Waiting for a person' }).getByRole('listitem').filter({ hasText: "I'd like to talk to a person." });
    await expect(waiting).toBeVisible({ timeout: 3_000 });
    await expect(staff.getByTestId('menu-count-/admin/chats').filter({ visible: true })).toHaveText('1 waiting');
    expect(await wcagViolations(staff)).toEqual([]);
    await waiting.getByRole('button', { name: 'Accept' }).click();
    await expect(staff.getByTestId('chat-state')).toHaveText(/You are chatting with this visitor/);
    await expect(chat.getByText('Rita from Gables Window Care joined')).toBeVisible({ timeout: 3_000 });
    await expect(chat.locator('[data-chat-subtitle]')).toHaveText('Chatting with Rita from Gables Window Care');

    expect(await wcagViolations(staff)).toEqual([]);
    expect(await wcagViolations(visitor)).toEqual([]);
    const staffField = staff.getByLabel('Your message to the visitor');
    const visitorField = chat.getByLabel('Message to our team');
    const staffLog = staff.getByRole('log');
    for (let round = 1; round <= 3; round++) {
      // Rita types: the visitor sees it, then her message.
      await staffField.pressSequentially(`Hello from Rita, message ${round}`, { delay: 5 });
      await expect(chat.getByText('Rita is typing')).toBeAttached();
      await staffField.press('Enter');
      await expect(chat.locator('[data-sender="staff"]').filter({ hasText: `Hello from Rita, message ${round}` })).toBeVisible({ timeout: 2_000 });
      // The visitor answers: Rita sees them typing, then the message.
      await visitorField.pressSequentially(`Visitor answer ${round}`, { delay: 5 });
      await expect(staff.getByText('The visitor is typing…')).toBeVisible();
      await visitorField.press('Enter');
      await expect(staffLog.locator('[data-sender="user"]').filter({ hasText: `Visitor answer ${round}` })).toBeVisible({ timeout: 2_000 });
    }

    // A reload keeps the live conversation: the chat opens again on it, every line once.
    await visitor.reload();
    const reopened = visitor.getByRole('dialog', { name: /Gables Window Care/ });
    await expect(reopened.getByText('Rita from Gables Window Care joined')).toBeVisible();
    await expect(reopened.locator('[data-sender="staff"]')).toHaveCount(3);
    await expect(reopened.locator('[data-sender="user"]').filter({ hasText: /Visitor answer/ })).toHaveCount(3);
    await staffField.fill('Still here after your reload?');
    await staffField.press('Enter');
    await expect(reopened.locator('[data-sender="staff"]').filter({ hasText: 'Still here after your reload?' })).toBeVisible({ timeout: 2_000 });

    // Rita hands back: the assistant answers again.
    await staff.getByRole('button', { name: 'Hand back to the assistant' }).click();
    await expect(reopened.getByText('Rita handed you back to the virtual assistant.', { exact: false })).toBeVisible({ timeout: 3_000 });
    await reopened.getByLabel('Message', { exact: true }).fill('What are your hours?');
    await reopened.getByLabel('Message', { exact: true }).press('Enter');
    await expect(reopened.getByText(/^Our hours are/)).toBeVisible({ timeout: 5_000 });

    // The visitor asks again, Rita accepts, and this time the visitor ends the chat from the widget.
    await reopened.getByLabel('Message', { exact: true }).fill('One more question: can I talk to a person again?');
    await reopened.getByLabel('Message', { exact: true }).press('Enter');
    await expect(reopened.locator('[data-chat-subtitle]')).toHaveText('Connecting you with a person…');
    await staff.getByRole('link', { name: 'All live chats' }).click();
    await staff.getByRole('region', { name: 'Waiting for a person' }).getByRole('button', { name: 'Accept' }).click();
    await expect(reopened.locator('[data-chat-subtitle]')).toHaveText('Chatting with Rita from Gables Window Care', { timeout: 3_000 });
    await reopened.getByRole('button', { name: 'End chat' }).click();
    await expect(reopened.getByText("You ended the chat with our team. I'm still here if you need anything else.")).toBeVisible();
    await expect(staff.getByTestId('chat-state')).toHaveText('The assistant is answering this visitor.', { timeout: 3_000 });
    await expect(staff.getByLabel('Your message to the visitor')).toHaveCount(0);

    // The whole exchange is stored in the one conversation, every staff line with who wrote it.
    const rows = await sql<{ sender: string; kind: string; text: string; author_name: string | null; staff_user_id: string | null }>(
      `select m.sender, m.kind, m.text, m.author_name, m.staff_user_id from chat_messages m
       where m.session_id = (select session_id from chat_messages where text = 'Visitor answer 1') order by m.created_at, m.id`,
    );
    expect(rows.filter((row) => row.sender === 'staff').map((row) => row.text)).toEqual([
      'Hello from Rita, message 1',
      'Hello from Rita, message 2',
      'Hello from Rita, message 3',
      'Still here after your reload?',
    ]);
    expect(rows.filter((row) => row.kind === 'live').map((row) => row.text)).toEqual(['Visitor answer 1', 'Visitor answer 2', 'Visitor answer 3']);
    const [rita] = await sql<{ id: string }>(`select id from "user" where email = $1`, [RITA.email]);
    expect(new Set(rows.filter((row) => row.sender === 'staff').map((row) => `${row.author_name}/${row.staff_user_id}`))).toEqual(
      new Set([`Rita/${rita!.id}`]),
    );
    expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['connecting', 'joined', 'handed-back']));
  } finally {
    await Promise.all([staffContext.close(), visitorContext.close()]);
  }
});

test('nobody accepts in time: the assistant says so, takes a name and phone number, and stores a contact wanting a call', async ({ browser }) => {
  const staffContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  try {
    // Rita is available (with the back office open) but does not accept.
    const staff = await staffContext.newPage();
    await signIn(staff, b.url, RITA);
    await expect(staff.getByRole('button', { name: 'Available for chat' })).toHaveAttribute('aria-pressed', 'true');

    const visitor = await visitorContext.newPage();
    const chat = await openChat(visitor, a.url);
    await chat.getByLabel('Message', { exact: true }).fill('Can someone from your team chat with me? I have a cracked pane.');
    await chat.getByLabel('Message', { exact: true }).press('Enter');
    await expect(chat.getByText("I'm connecting you with a person from our team.", { exact: false })).toBeVisible();
    await expect(chat.getByText("I'm sorry, nobody from our team could join the chat just now. We can call you back instead. What's your name?")).toBeVisible({
      timeout: (WAIT_SECONDS + 10) * 1000,
    });
    await expect(chat.getByLabel('Your name')).toBeFocused();
    await chat.getByLabel('Your name').fill('Nadia Flores');
    await chat.getByLabel('Your name').press('Enter');
    await expect(chat.getByText('Thanks, Nadia Flores! What phone number can we reach you on?')).toBeVisible();
    await chat.getByLabel('Your phone number').fill('305-555-0164');
    await chat.getByLabel('Your phone number').press('Enter');
    await expect(
      chat.getByText('Thank you, Nadia Flores: someone from our team will call you at 305-555-0164 as soon as they can.', { exact: false }),
    ).toBeVisible();

    const [contact] = await sql<{ id: string; email: string; phone: string; callback_requested_at: string | null }>(
      `select id, email, phone, callback_requested_at from chatbot_contacts where name = 'Nadia Flores'`,
    );
    expect(contact).toMatchObject({ email: '', phone: '305-555-0164' });
    expect(contact!.callback_requested_at).not.toBeNull();
    // Staff see it like any new lead, marked as wanting a call.
    await staff.goto(`${b.url}/admin/chatbot-contacts/${contact!.id}`);
    const dialog = staff.getByRole('dialog', { name: /Nadia Flores/ });
    await expect(dialog.getByText('Wants a call')).toBeVisible();
    await expect(dialog.getByText('Can someone from your team chat with me? I have a cracked pane.').first()).toBeVisible();
  } finally {
    await Promise.all([staffContext.close(), visitorContext.close()]);
  }
});

test.describe('without JavaScript', () => {
  test('the chat page asks for a person, shows the staff member’s replies on reload, and ends the chat', async ({ browser }) => {
    const staffContext = await browser.newContext();
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    try {
      const staff = await staffContext.newPage();
      await signIn(staff, b.url, RITA);
      await setAvailableForChat(staff);
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${a.url}/chat`);
      await expect(visitor.getByText('A person from our team is online now')).toBeVisible();
      await visitor.getByLabel('Message', { exact: true }).fill('Can I talk to a real person please?');
      await visitor.getByRole('button', { name: 'Send message' }).click();
      await expect(visitor.getByText("I'm connecting you with a person from our team.", { exact: false })).toBeVisible();
      await expect(visitor.getByText('Replies from our team appear here when you reload this page.')).toBeVisible();

      await staff.goto(`${b.url}/admin/chats`);
      await staff.getByRole('region', { name: 'Waiting for a person' }).getByRole('button', { name: 'Accept' }).first().click();
      await staff.getByLabel('Your message to the visitor').fill('Hi, this is Rita. How can I help?');
      await staff.getByLabel('Your message to the visitor').press('Enter');
      await expect(staff.getByRole('log').getByText('Hi, this is Rita. How can I help?')).toBeVisible();
      // The staff member's line shows at once, marked "Sending…" until the server has stored it.
      await expect(staff.getByRole('log')).not.toContainText('Sending…');

      await visitor.getByRole('button', { name: 'Check for new messages' }).click();
      await expect(visitor.getByText('Rita from Gables Window Care joined')).toBeVisible();
      await expect(visitor.getByText('Hi, this is Rita. How can I help?')).toBeVisible();
      await visitor.getByLabel('Message to our team').fill('My sliding door is stuck.');
      await visitor.getByRole('button', { name: 'Send message' }).click();
      await expect(staff.getByRole('log').getByText('My sliding door is stuck.')).toBeVisible({ timeout: 3_000 });

      await visitor.getByRole('button', { name: 'End chat' }).click();
      await expect(visitor.getByText('You ended the chat with our team.', { exact: false })).toBeVisible();
      await expect(staff.getByTestId('chat-state')).toHaveText('The assistant is answering this visitor.', { timeout: 3_000 });
    } finally {
      await Promise.all([staffContext.close(), visitorContext.close()]);
    }
  });
});
