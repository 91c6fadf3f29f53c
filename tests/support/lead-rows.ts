import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';

/** The lead tables a test can fill with `insertTestLead`. */
export type LeadTable = 'quoteRequests' | 'contactMessages' | 'chatbotContacts';

const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

/**
 * Stores one lead of `table` with placeholder details, straight into the database (a chatbot
 * contact with its chat session), for tests about what is counted and reported rather than sent.
 */
export async function insertTestLead(
  db: Kysely<Database>,
  table: LeadTable,
  lead: { id: string; createdAt: string; status?: string; spamReason?: string | null; howDidYouHear?: string | null },
): Promise<void> {
  const { id, createdAt, status = 'new', spamReason = null } = lead;
  const common = { id, status, notes: '', spamReason, createdAt, updatedAt: createdAt };
  if (table === 'quoteRequests') {
    await db
      .insertInto('quoteRequests')
      .values({
        ...common,
        ...source,
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
        howDidYouHear: lead.howDidYouHear ?? null,
      })
      .execute();
  } else if (table === 'contactMessages') {
    await db
      .insertInto('contactMessages')
      .values({ ...common, ...source, name: 'A', email: 'a@b.example', phone: null, subject: 'other', message: 'x' })
      .execute();
  } else {
    const sessionId = `s-${id}`;
    await db.insertInto('chatSessions').values({ id: sessionId, createdAt, updatedAt: createdAt }).execute();
    await db
      .insertInto('chatbotContacts')
      .values({ ...common, sessionId, name: 'A', email: 'a@b.example', phone: '305', message: '' })
      .execute();
  }
}
