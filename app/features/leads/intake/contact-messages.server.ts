import type { Kysely } from 'kysely';
import { announceLead } from '../inbox/live-leads.server';
import { executeInsert } from '~/lib/compiled-insert.server';
import { uuidv7 } from '~/lib/uuid.server';
import type { Transact } from '~/lib/group-commit.server';
import type { Locale } from '~/lib/locale';
import type { Database } from '~/lib/db-schema';
import type { LeadSourceColumns, ContactMessageRow } from '../tables';
import { queueLeadFollowUp } from './follow-up-job.server';
import type { ContactMessageInput } from './contact-message';

interface CreateOptions {
  /** The visitor's language: their email is written in it (English when not given). */
  language?: Locale;
  source: LeadSourceColumns;
  spamReason: string | null;
  /** Sent while signed in to the verified account of its address: it shows in My Requests at once. */
  confirmed?: boolean;
  now?: Date;
}

/**
 * Stores a contact message and, in the same transaction, the job that sends its staff and customer
 * emails and alerts staff right after (follow-up.server.ts), so a lead that was acknowledged is
 * never without its notifications.
 */
export async function createContactMessage(
  transact: Transact,
  input: ContactMessageInput,
  { language = 'en', source, spamReason, confirmed = false, now = new Date() }: CreateOptions,
): Promise<ContactMessageRow> {
  const timestamp = now.toISOString();
  const row: ContactMessageRow = {
    id: uuidv7(),
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    language,
    status: 'new',
    notes: '',
    spamReason,
    escalatedAt: null,
    firstResponseAt: null,
    confirmedAt: confirmed ? timestamp : null,
    ...source,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await transact(async (trx) => {
    await executeInsert(trx, 'contact-message', [row], () => trx.insertInto('contactMessages').values(row));
    // Suspected spam is kept for staff to review but never mails or alerts anyone.
    if (!spamReason) await queueLeadFollowUp(trx, 'contact-messages', row.id, now);
    // The live back office hears of it now; the alert to staff is the follow-up's.
    await announceLead(trx, 'created', { kind: 'contact-messages', id: row.id, name: row.name, status: row.status, spam: spamReason !== null }, now, {
      alert: false,
    });
  });
  return row;
}

export async function getContactMessage(db: Kysely<Database>, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();
}
