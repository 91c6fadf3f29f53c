import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { handleOptOutForm } from './opt-out-actions.server';
import { getOptOut } from './opt-outs.server';

const actor = { userId: 'staff-1', email: 'owner@example.com' };
const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

describe.each(testDialects())("staff stop and resume a customer's automated email, on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('stops it by hand (a mailto: request), says since when, and resumes it when the customer asks', async () => {
    const stop = await handleOptOutForm({ db: database.db }, actor, form({ intent: 'automated-email', email: 'Rosa@Example.com', automated: 'stop' }));
    const stopped = await getOptOut(database.db, 'rosa@example.com');
    expect(stopped).toMatchObject({ source: 'staff' });
    expect(stop.data).toMatchObject({ ok: true, email: 'Rosa@Example.com' });
    expect(stop.data.message).toMatch(/^Rosa@Example\.com gets no automated email since \w+ \d+, 2\d{3}\.$/);

    const resume = await handleOptOutForm({ db: database.db }, actor, form({ intent: 'automated-email', email: 'rosa@example.com', automated: 'resume' }));
    expect(resume.data).toMatchObject({ ok: true, message: 'rosa@example.com gets automated email again.' });
    expect(await getOptOut(database.db, 'rosa@example.com')).toBeUndefined();
  });

  it('refuses a missing address or choice with a message, and changes nothing', async () => {
    const noEmail = await handleOptOutForm({ db: database.db }, actor, form({ intent: 'automated-email', email: '', automated: 'stop' }));
    expect([noEmail.init?.status, noEmail.data.message]).toEqual([400, 'This customer has no email address to stop.']);
    const noChoice = await handleOptOutForm({ db: database.db }, actor, form({ intent: 'automated-email', email: 'ana@example.com', automated: 'maybe' }));
    expect([noChoice.init?.status, noChoice.data.message]).toEqual([400, 'Choose whether to stop or resume automated email.']);
    expect(await getOptOut(database.db, 'ana@example.com')).toBeUndefined();
  });
});
