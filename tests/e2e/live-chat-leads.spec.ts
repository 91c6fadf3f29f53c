// A live chat always leaves a lead, on a production server of its own (a free port, SQLite) with a
// short wait for a person: the visitor, in one browser, asks for a person from a service page and is
// asked for their name and phone number while connecting; the staff member, in another, sees the
// page the chat was opened on, joins, and saves the chat as a lead in one tap, which the lead inbox
// then lists. And when nobody accepts in time, the chat stops saying a person is online and the
// staff member who let it pass is set away.
import { mkdirSync, rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { sessionCookie, storeAccount } from './accounts-helpers';
import { E2E_SESSION_SECRET } from './database';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';
import { setAvailableForChat } from './chat-helpers';

const WAIT_SECONDS = 4;
const ONLINE = 'A person from our team is online now';
const AWAY = 'Our team is away from the chat right now';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dir = `data/e2e-chat-leads-${run}`;
const database = `${dir}/app.db`;
const STAFF = { email: `rita.${run}@staff.test`, password: 'rita-password-leads' };

type Server = Awaited<ReturnType<typeof startProductionServer>>;
let server: Server;
let port: number;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  port = await freePort();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  server = await startProductionServer({
    port,
    env: {
      DATABASE_URL: `file:./${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STAFF_NOTIFY_EMAIL: 'office@chat-leads.test',
      LEAD_RATE_LIMIT: '10000',
      AUTH_RATE_LIMIT: '10000',
      CHAT_HANDOFF_WAIT_SECONDS: String(WAIT_SECONDS),
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
  });
  await storeAccount({ ...STAFF, role: 'admin', name: 'Rita Alvarez' }, database);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Rita, signed in, available for chat, with the live chat inbox open. */
async function availableStaff(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([{ ...(await sessionCookie(STAFF.email, database)), url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  const staff = await context.newPage();
  await staff.goto('/admin/dashboard');
  await setAvailableForChat(staff);
  await staff.getByRole('link', { name: 'Live chat' }).filter({ visible: true }).click();
  return staff;
}

async function openChat(browser: Browser, path: string) {
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto(path);
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  return { visitor, chat: visitor.getByRole('dialog', { name: /Gables Window Care/ }) };
}

test('a visitor asks for a person from a service page, is asked for a name and phone while connecting, and staff save the chat as a lead in one tap', async ({
  browser,
}) => {
  const staff = await availableStaff(browser);
  const { visitor, chat } = await openChat(browser, '/services/window-repair');
  await expect(chat.locator('[data-staff-availability]')).toHaveText(ONLINE);
  await chat.getByLabel('Message', { exact: true }).fill('Can I talk to a person? The storm cracked our sliding door.');
  await chat.getByLabel('Message', { exact: true }).press('Enter');
  await expect(chat.getByText("I'm connecting you with a person from our team.", { exact: false })).toContainText(
    'So we can call you back if the chat is cut off, what are your name and phone number?',
  );

  // Staff see where the chat was opened, in the inbox and in the conversation.
  const waiting = staff.getByRole('region', { name: 'Waiting for a person' }).getByRole('listitem').filter({ hasText: 'The storm cracked our sliding door.' });
  await expect(waiting).toContainText('Opened on /services/window-repair', { timeout: 5_000 });
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expect(staff.getByTestId('chat-state')).toHaveText(/You are chatting with this visitor/);
  await expect(staff.getByTestId('chat-opened-on')).toHaveText('Opened on /services/window-repair (opens in a new tab)');

  // The visitor answers while staff are there; the lead form fills in from it.
  await chat.getByLabel('Message to our team').fill('Carla Díaz, 305-555-0199');
  await chat.getByLabel('Message to our team').press('Enter');
  const form = staff.getByRole('form', { name: 'Save this chat as a lead' });
  await expect(form.getByLabel('Name')).toHaveValue('Carla Díaz', { timeout: 5_000 });
  await expect(form.getByLabel('Phone number')).toHaveValue('305-555-0199');
  await expect(form.getByLabel('Email (optional)')).toHaveValue('');
  expect(await wcagViolations(staff)).toEqual([]);

  // A phone number cleared by mistake: the reason, and what was typed stays.
  await form.getByLabel('Phone number').fill('');
  await form.getByRole('button', { name: 'Save as a lead' }).click();
  await expect(staff.getByRole('alert')).toHaveText("Enter the visitor's phone number, so the team can call them.");
  await expect(staff.getByRole('form', { name: 'Save this chat as a lead' }).getByLabel('Name')).toHaveValue('Carla Díaz');

  // One tap with the number back in: stored before the page answers, and linked from the chat.
  await staff.getByRole('form', { name: 'Save this chat as a lead' }).getByLabel('Phone number').fill('305-555-0199');
  await staff.getByRole('form', { name: 'Save this chat as a lead' }).getByRole('button', { name: 'Save as a lead' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'This chat is saved as a lead' })).toBeVisible();
  await expect(staff.getByRole('form', { name: 'Save this chat as a lead' })).toHaveCount(0);
  const db = new Database(database, { readonly: true });
  try {
    const rows = db.prepare("select name, phone, email, status from chatbot_contacts where name = 'Carla Díaz'").all();
    expect(rows).toEqual([{ name: 'Carla Díaz', phone: '305-555-0199', email: '', status: 'new' }]);
  } finally {
    db.close();
  }

  // The lead inbox lists it, and the lead shows the conversation.
  await staff.goto('/admin/chatbot-contacts');
  await expect(staff.getByRole('row').filter({ hasText: 'Carla Díaz' })).toBeVisible();
  await staff.getByRole('link', { name: 'Carla Díaz' }).first().click();
  const lead = staff.getByRole('dialog', { name: /Carla Díaz/ });
  await expect(lead.getByText('Can I talk to a person? The storm cracked our sliding door.').first()).toBeVisible();
  await Promise.all([staff.context().close(), visitor.context().close()]);
});

test('nobody accepts in time: the chat stops saying a person is online, and the staff member who let it pass is set away', async ({ browser }) => {
  const staff = await availableStaff(browser);
  const { visitor, chat } = await openChat(browser, '/');
  await expect(chat.locator('[data-staff-availability]')).toHaveText(ONLINE);
  await chat.getByLabel('Message', { exact: true }).fill("I'd like to talk to a person, I'm Nadia Flores");
  await chat.getByLabel('Message', { exact: true }).press('Enter');
  await expect(chat.getByText('what phone number can we reach you on, Nadia Flores?', { exact: false })).toBeVisible();
  await expect(chat.getByText("I'm sorry, nobody from our team could join the chat just now.", { exact: false })).toBeVisible({
    timeout: (WAIT_SECONDS + 10) * 1000,
  });
  await expect(chat.locator('[data-staff-availability]')).toHaveText(AWAY);
  // The back office hears of it and shows Rita away, without a reload.
  await expect(staff.getByRole('button', { name: 'Available for chat' })).toHaveAttribute('aria-pressed', 'false', { timeout: 5_000 });
  expect(await (await visitor.request.get('/api/chat/availability')).json()).toEqual({ available: false });
  await Promise.all([staff.context().close(), visitor.context().close()]);
});
