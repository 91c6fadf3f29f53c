import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { loadDashboard } from './dashboard.server';

const NOW = new Date('2026-11-21T17:00:00.000Z');
const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

describe.each(testDialects())('admin dashboard on %s', (dialect) => {
  let database: TestDatabase;
  let n = 0;

  const quote = (createdAt: string, status = 'new', howDidYouHear: string | null = null, spamReason: string | null = null) =>
    database.db
      .insertInto('quoteRequests')
      .values({
        id: `q${++n}`,
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.example',
        phone: '305',
        address: 'x',
        city: 'x',
        state: 'FL',
        zipCode: '33134',
        projectType: 'other',
        projectDescription: 'x',
        budget: null,
        timeframe: null,
        howDidYouHear,
        status,
        notes: '',
        spamReason,
        ...source,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
  const contact = (createdAt: string, status = 'new', spamReason: string | null = null) =>
    database.db
      .insertInto('contactMessages')
      .values({ id: `c${++n}`, name: 'A', email: 'a@b.example', phone: null, subject: 'other', message: 'x', status, notes: '', spamReason, ...source, createdAt, updatedAt: createdAt })
      .execute();
  const chatbot = async (createdAt: string, status = 'new') => {
    const sessionId = `s${++n}`;
    await database.db.insertInto('chatSessions').values({ id: sessionId, createdAt, updatedAt: createdAt }).execute();
    await database.db
      .insertInto('chatbotContacts')
      .values({ id: `b${n}`, sessionId, name: 'A', email: 'a@b.example', phone: '305', message: '', status, notes: '', createdAt, updatedAt: createdAt })
      .execute();
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await quote('2026-11-20T15:00:00.000Z', 'new', 'google');
    await quote('2026-11-16T05:30:00.000Z', 'quoted', 'google');
    // Sunday Nov 15, 11:30 PM in New York: the week of Nov 9, although it is Monday in UTC.
    await quote('2026-11-16T04:30:00.000Z', 'completed', 'friend');
    await quote('2026-11-19T12:00:00.000Z', 'new', 'google', 'honeypot');
    await quote('2025-01-01T12:00:00.000Z', 'new');
    await contact('2026-11-21T12:00:00.000Z');
    await contact('2026-11-10T12:00:00.000Z', 'resolved');
    await contact('2026-11-21T13:00:00.000Z', 'new', 'submitted-too-fast');
    await chatbot('2026-11-02T12:00:00.000Z');
    await chatbot('2026-11-03T12:00:00.000Z', 'contacted');
  });
  afterAll(() => database.drop());

  it('counts total and new of each kind, leaving suspected spam out', async () => {
    const { stats } = await loadDashboard(database.db, NOW);
    expect(stats).toEqual({ totalQuotes: 4, newQuotes: 2, totalContacts: 2, newContacts: 1, totalChatbots: 2, newChatbots: 1 });
  });

  it('charts twelve New York weeks by kind', async () => {
    const { weeks } = await loadDashboard(database.db, NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-11-16', quotes: 2, contacts: 1, chatbots: 0 });
    expect(weeks.at(-2)).toEqual({ week: '2026-11-09', quotes: 1, contacts: 1, chatbots: 0 });
    expect(weeks.at(-3)).toEqual({ week: '2026-11-02', quotes: 0, contacts: 0, chatbots: 2 });
    expect(weeks.slice(0, -3).every((week) => week.quotes + week.contacts + week.chatbots === 0)).toBe(true);
  });

  it('breaks quote requests down by how they heard about us, most common first', async () => {
    const { referrals } = await loadDashboard(database.db, NOW);
    expect(referrals).toEqual([
      { source: 'google', count: 2 },
      { source: 'friend', count: 1 },
      { source: null, count: 1 },
    ]);
  });
});
