import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewContactMessage, NewQuoteRequest } from '../tables';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { listCustomerRequests } from './customer-requests.server';
import { dashboard } from '~/content/dashboard';
import { dashboard as spanishDashboard } from '~/content/es/dashboard';
import { customerStatusLabel } from './customer-status';

const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

function quote(id: string, email: string, createdAt: string, spamReason: string | null = null): NewQuoteRequest {
  return {
    id,
    email,
    createdAt,
    updatedAt: createdAt,
    confirmedAt: createdAt,
    spamReason,
    status: 'new',
    notes: '',
    ...source,
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '305',
    address: '1 Main',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: 'Fix',
    budget: null,
    timeframe: null,
    howDidYouHear: null,
  };
}

function message(id: string, email: string, createdAt: string, status = 'new'): NewContactMessage {
  return {
    id,
    email,
    createdAt,
    updatedAt: createdAt,
    confirmedAt: createdAt,
    spamReason: null,
    status,
    notes: '',
    ...source,
    name: 'Ana',
    phone: null,
    subject: 'service',
    message: 'Hi',
  };
}

describe.each(testDialects())('a customer’s requests on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db
      .insertInto('quoteRequests')
      .values([
        quote('q1', 'Ana@Example.com', '2026-10-01T10:00:00.000Z'),
        quote('q2', 'ana@example.com', '2026-11-01T10:00:00.000Z'),
        quote('q3', 'ana@example.com', '2026-11-02T10:00:00.000Z', 'honeypot'),
        quote('q4', 'someone@example.com', '2026-11-03T10:00:00.000Z'),
        // Sent by anyone with Ana's address, never confirmed from it.
        { ...quote('q5', 'ana@example.com', '2026-11-04T10:00:00.000Z'), confirmedAt: null },
      ])
      .execute();
    await database.db
      .insertInto('contactMessages')
      .values([message('m1', 'ANA@EXAMPLE.COM', '2026-09-01T10:00:00.000Z', 'resolved')])
      .execute();
  });
  afterAll(() => database.drop());

  it('finds the leads confirmed from the address in any capitalisation, newest first, without suspected spam', async () => {
    const requests = await listCustomerRequests(database.db, 'ana@example.com');
    expect(requests.quoteRequests.map((row) => row.id)).toEqual(['q2', 'q1']);
    expect(requests.messages).toEqual([{ id: 'm1', subject: 'service', status: 'resolved', createdAt: '2026-09-01T10:00:00.000Z' }]);
    expect(await listCustomerRequests(database.db, 'nobody@example.com')).toEqual({ quoteRequests: [], messages: [] });
  });

  it('words statuses for the customer', () => {
    expect(customerStatusLabel('new', dashboard.requests.statuses)).toBe('Received');
    expect(customerStatusLabel('quoted', dashboard.requests.statuses)).toBe('Quote sent');
    expect(customerStatusLabel('quoted', spanishDashboard.requests.statuses)).toBe('Cotización enviada');
    expect(customerStatusLabel('on-hold', dashboard.requests.statuses)).toBe('On-hold');
  });
});
