// Shared steps of the estimate journeys: quote requests sent through the public API, estimates
// written and sent through the admin API, and the emails the server queued and delivered.
import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { logInRequest } from './accounts-helpers';
import { openLinks } from '~/features/mail/links.server';
import { E2E_DATABASE, E2E_SESSION_SECRET, queryE2eDatabase } from './database';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A quote request through the public JSON API, as an integration would send it (`language`: the visitor's). */
export async function quoteRequest(request: APIRequestContext, firstName = 'Marisol', language: 'en' | 'es' = 'en'): Promise<{ id: string; email: string }> {
  const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
  const response = await request.post('/api/quote-requests', {
    data: {
      firstName,
      lastName: 'Ortega',
      email,
      phone: '305-555-0188',
      address: '1200 Anastasia Ave',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      projectType: 'window-replacement',
      projectDescription: 'Two bedroom windows leak when it rains.',
      language,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email };
}

/** The link in the newest estimate email sent to `email`, as the customer would click it (/estimates/… or /es/estimates/…): queued sealed, opened as the mail job sends it. */
export async function estimateLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const rows = queryE2eDatabase<{ text_body: string }>(
        "select text_body from outbox where kind = 'estimate.sent' and to_address = ? order by created_at desc",
        email,
      );
      link = rows.map((row) => /https?:\/\/\S+?((?:\/es)?\/estimates\/[A-Za-z0-9_-]{43})/.exec(openLinks(row.text_body, E2E_SESSION_SECRET))?.[1])[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The email as the outbox worker delivered it (the e2e server writes .eml files), once it has. */
export async function deliveredEmail(kind: string, to: string, refId?: string): Promise<string> {
  let file = '';
  await expect
    .poll(
      () => {
        // The office's inbox is shared by every journey: `refId` picks the one email about this record.
        const [row] = queryE2eDatabase<{ id: string }>(
          `select id from outbox where kind = ? and to_address = ? and status = 'sent'${refId ? ' and ref_id = ?' : ''}`,
          ...[kind, to, ...(refId ? [refId] : [])],
        );
        file = row ? `data/outbox/${row.id}.eml` : '';
        return file && existsSync(file);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return readFileSync(file, 'utf8');
}

/** A draft with two options, written and sent through the admin API by `staff` (the screens are the estimate journey). */
export async function sentByApi(request: APIRequestContext, staff: { email: string; password: string }, quoteId: string): Promise<string> {
  await logInRequest(request, staff.email, staff.password);
  return sendByApi(request, quoteId);
}

/** The same, by a `request` already signed in as staff. */
export async function sendByApi(request: APIRequestContext, quoteId: string): Promise<string> {
  const created = await request.post(`/api/admin/quote-requests/${quoteId}/estimates`, {
    data: {
      message: 'As discussed on site.',
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      options: [
        { title: 'Reseal', lines: [{ priceItem: 'weatherproofing:seal', quantity: 6 }] },
        { title: 'Reseal and strip', lines: [{ priceItem: 'weatherproofing:seal-and-strip', quantity: 6 }] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { estimate } = (await created.json()) as { estimate: { id: string; state: string } };
  expect(estimate.state).toBe('draft');
  const sent = await request.post(`/api/admin/estimates/${estimate.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  return estimate.id;
}

/** The customer's own browser: no staff session. */
export async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** As if the estimate's valid-until day had passed: no estimate can be written with a past date. */
export function expireEstimate(estimateId: string) {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    db.prepare("update estimates set valid_until = '2020-01-31' where id = ?").run(estimateId);
  } finally {
    db.close();
  }
}
