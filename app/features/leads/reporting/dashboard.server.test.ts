import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestLead } from '#tests/support/lead-rows';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { loadDashboard } from './dashboard.server';

const NOW = new Date('2026-11-21T17:00:00.000Z');
const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

describe.each(testDialects())('admin dashboard on %s', (dialect) => {
  let database: TestDatabase;
  let n = 0;

  const quote = (createdAt: string, status = 'new', howDidYouHear: string | null = null, spamReason: string | null = null) =>
    insertTestLead(database.db, 'quoteRequests', { id: `q${++n}`, createdAt, status, howDidYouHear, spamReason });
  const contact = (createdAt: string, status = 'new', spamReason: string | null = null) =>
    insertTestLead(database.db, 'contactMessages', { id: `c${++n}`, createdAt, status, spamReason });
  const chatbot = (createdAt: string, status = 'new') => insertTestLead(database.db, 'chatbotContacts', { id: `b${++n}`, createdAt, status });

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

  it('counts the week’s suspected spam per list, so nobody set aside goes unseen', async () => {
    const { spam } = await loadDashboard(database.db, NOW);
    expect(spam).toEqual({
      days: 7,
      counts: [
        { kind: 'quote-requests', count: 1 },
        { kind: 'contact-messages', count: 1 },
        { kind: 'chatbot-contacts', count: 0 },
      ],
    });
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

describe.each(testDialects())('speed to lead on the dashboard on %s', (dialect) => {
  let database: TestDatabase;
  let n = 0;

  // Minutes after its arrival that staff first acted on a lead; null: not yet.
  const lead = async (kind: 'quote' | 'contact' | 'chatbot', createdAt: string, answeredAfter: number | null, spamReason: string | null = null) => {
    const firstResponseAt = answeredAfter === null ? null : new Date(Date.parse(createdAt) + answeredAfter * 60_000).toISOString();
    const common = { email: 'a@b.example', status: 'new', notes: '', createdAt, updatedAt: createdAt, firstResponseAt };
    n += 1;
    if (kind === 'quote') {
      await database.db
        .insertInto('quoteRequests')
        .values({
          ...common,
          ...source,
          id: `q${n}`,
          firstName: 'Quote',
          lastName: `${n}`,
          phone: '305',
          address: 'x',
          city: 'x',
          state: 'FL',
          zipCode: '33134',
          projectType: 'other',
          projectDescription: 'x',
          budget: null,
          timeframe: null,
          howDidYouHear: null,
          spamReason,
        })
        .execute();
    } else if (kind === 'contact') {
      await database.db
        .insertInto('contactMessages')
        .values({ ...common, ...source, id: `c${n}`, name: `Contact ${n}`, phone: null, subject: 'other', message: 'x', spamReason })
        .execute();
    } else {
      await database.db
        .insertInto('chatSessions')
        .values({ id: `s${n}`, createdAt, updatedAt: createdAt })
        .execute();
      await database.db
        .insertInto('chatbotContacts')
        .values({ ...common, id: `b${n}`, sessionId: `s${n}`, name: `Chatbot ${n}`, phone: '305', message: '' })
        .execute();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // The week of Nov 16: answered after 2, 4, 30 and 90 minutes, and one still waiting.
    await lead('quote', '2026-11-17T15:00:00.000Z', 2);
    await lead('contact', '2026-11-17T16:00:00.000Z', 4);
    await lead('chatbot', '2026-11-18T15:00:00.000Z', 30);
    await lead('quote', '2026-11-19T15:00:00.000Z', 90);
    await lead('contact', '2026-11-19T16:00:00.000Z', null);
    // Suspected spam never counts, answered or not.
    await lead('quote', '2026-11-18T16:00:00.000Z', null, 'honeypot');
    // The week of Nov 9: one lead, answered after 10 minutes.
    await lead('quote', '2026-11-10T15:00:00.000Z', 10);
    // Friday Nov 20 after closing (6:30 PM and 11 PM New York time) and Saturday 7 AM, before opening.
    await lead('quote', '2026-11-20T23:30:00.000Z', null);
    await lead('chatbot', '2026-11-21T04:00:00.000Z', 600);
    await lead('contact', '2026-11-21T12:00:00.000Z', null);
    // An old lead nobody answered: the longest waiting.
    await lead('contact', '2026-08-03T15:00:00.000Z', null);
  });
  afterAll(() => database.drop());

  it('gives each of twelve weeks its median wait and the shares answered within 5 minutes and within the hour', async () => {
    const { responseWeeks } = await loadDashboard(database.db, NOW);
    expect(responseWeeks).toHaveLength(12);
    // Nov 16-21: 8 real leads, 5 answered (2, 4, 30 and 90 minutes, and the one from Friday 11 PM
    // answered 600 minutes later, at Saturday's opening: no office minute).
    expect(responseWeeks.at(-1)).toEqual({ week: '2026-11-16', leads: 8, answered: 5, medianMinutes: 4, within5Minutes: 3 / 8, within1Hour: 4 / 8 });
    expect(responseWeeks.at(-2)).toEqual({ week: '2026-11-09', leads: 1, answered: 1, medianMinutes: 10, within5Minutes: 0, within1Hour: 1 });
    expect(responseWeeks.at(-3)).toEqual({ week: '2026-11-02', leads: 0, answered: 0, medianMinutes: null, within5Minutes: null, within1Hour: null });
  });

  it('lists the unanswered leads, the longest waiting first, leaving spam out', async () => {
    const { unanswered } = await loadDashboard(database.db, NOW);
    expect(unanswered.map((item) => [item.kind, item.name])).toEqual([
      ['contact-messages', 'Contact 11'],
      ['contact-messages', 'Contact 5'],
      ['quote-requests', 'Quote 8'],
      ['contact-messages', 'Contact 10'],
    ]);
  });

  it('groups what arrived while the office was closed, from Friday 6 PM to Saturday 9 AM', async () => {
    // Saturday Nov 21, noon in New York: the office opened at 9.
    const { afterHours } = await loadDashboard(database.db, NOW);
    expect(afterHours.from).toBe('2026-11-20T23:00:00.000Z');
    expect(afterHours.until).toBe('2026-11-21T14:00:00.000Z');
    expect(afterHours.leads.map((item) => [item.name, item.firstResponseAt !== null])).toEqual([
      ['Quote 8', false],
      ['Chatbot 9', true],
      ['Contact 10', false],
    ]);
  });
});
