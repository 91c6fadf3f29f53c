import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTransact } from '~/lib/group-commit.server';
import { createContactMessage } from '../intake/contact-messages.server';
import { queueSpamSummary } from './spam-summary.server';

const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const ctx = { to: 'office@example.com', publicUrl: 'https://gwc.example', appName: 'Gables Window Care' };
// Tuesday Nov 24, 2026 in New York (EST, UTC-5).
const tuesday = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 24, hour + 5, minute));

describe.each(testDialects())('the daily suspected-spam summary on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const transact = createTransact(database.db, database.dialect);
    const message = (name: string, spamReason: string | null, now: Date) =>
      createContactMessage(transact, { name, email: `${name.toLowerCase()}@example.com`, subject: 'other', message: 'Hello' }, { source, spamReason, now });
    // Monday 3 PM (before the window), Monday 5 PM and Tuesday 9 AM (inside), Tuesday 4:30 PM (after).
    await message('Early', 'honeypot', new Date(Date.UTC(2026, 10, 23, 20)));
    await message('Marisol', 'submitted-too-fast,link,repeated-sends', new Date(Date.UTC(2026, 10, 23, 22)));
    await message('Robot', 'honeypot', tuesday(9));
    await message('Real', null, tuesday(10));
    await message('Late', 'honeypot', tuesday(16, 30));
  });
  afterAll(() => database.drop());

  it('waits until 4 PM, then lists the 24 hours of flagged leads once, however often it is asked', async () => {
    expect(await queueSpamSummary(database.db, ctx, tuesday(15, 59))).toBe(0);
    expect(await queueSpamSummary(database.db, ctx, tuesday(16, 0))).toBe(2);
    expect(await queueSpamSummary(database.db, ctx, tuesday(16, 1))).toBe(0);
    const emails = await database.db.selectFrom('outbox').select(['toAddress', 'subject', 'textBody', 'refId']).where('kind', '=', 'spam-summary').execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: 'office@example.com', subject: '2 suspected spam leads to check today', refId: '2026-11-24' });
    const text = emails[0]!.textBody;
    expect(text).toContain('Marisol <marisol@example.com>, contact submission');
    expect(text).toContain('Sent faster than a person types; A link in the message; The same address sent several in an hour');
    expect(text).toContain('Robot <robot@example.com>');
    expect(text).toMatch(/https:\/\/gwc\.example\/admin\/contact-submissions\/[0-9a-f-]{36}/);
    expect(text).not.toContain('Early');
    expect(text).not.toContain('Late');
    expect(text).not.toContain('Real');
  });

  it('sends nothing on a day nothing was flagged', async () => {
    // Thursday Nov 26, 4 PM: nothing arrived since Wednesday 4 PM.
    expect(await queueSpamSummary(database.db, ctx, new Date(Date.UTC(2026, 10, 26, 21)))).toBe(0);
    expect(await database.db.selectFrom('outbox').select('id').where('kind', '=', 'spam-summary').where('refId', '=', '2026-11-26').execute()).toEqual([]);
  });
});
