import type { Kysely } from 'kysely';
import { announceLead } from './live-leads.server';
import { enqueueEmails } from '~/features/mail/outbox.server';
import { executeInsert } from '~/lib/compiled-insert.server';
import { v7 as uuidv7 } from 'uuid';
import type { Transact } from '~/lib/group-commit.server';
import type { Database } from '~/lib/db-schema';
import type { LeadSourceColumns, QuoteRequestRow } from './tables';
import { type LeadMailContext, quoteRequestEmails } from './lead-emails.server';
import type { QuoteRequestInput } from './quote-request';
import { estimatePrice } from '~/content/pricing';

interface CreateOptions {
  source: LeadSourceColumns;
  spamReason: string | null;
  mail: LeadMailContext;
  now?: Date;
}

/**
 * Stores a quote request and, in the same transaction, the staff and customer emails,
 * so a lead that was acknowledged is never without its notification.
 */
export async function createQuoteRequest(
  transact: Transact,
  input: QuoteRequestInput,
  { source, spamReason, mail, now = new Date() }: CreateOptions,
): Promise<QuoteRequestRow> {
  const timestamp = now.toISOString();
  const estimate = input.windowCount ? estimatePrice(input.projectType, input.windowCount, input.servicePackage) : null;
  const row: QuoteRequestRow = {
    id: uuidv7(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    projectType: input.projectType,
    projectDescription: input.projectDescription,
    budget: input.budget ?? null,
    timeframe: input.timeframe ?? null,
    howDidYouHear: input.howDidYouHear ?? null,
    servicePackage: input.servicePackage ?? null,
    windowCount: input.windowCount ?? null,
    priceLowCents: estimate?.lowCents ?? null,
    priceHighCents: estimate?.highCents ?? null,
    status: 'new',
    notes: '',
    spamReason,
    escalatedAt: null,
    firstResponseAt: null,
    ...source,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  await transact(async (trx) => {
    await executeInsert(trx, 'quote-request', [row], () => trx.insertInto('quoteRequests').values(row));
    // Suspected spam is kept for staff to review but never mails anyone.
    if (!spamReason) {
      const { staff, customer } = quoteRequestEmails(row, mail);
      await enqueueEmails(trx, [staff, customer], now);
    }
    await announceLead(trx, 'created', { kind: 'quote-requests', id: row.id, name: `${row.firstName} ${row.lastName}`, status: row.status, spam: spamReason !== null }, now);
  });
  return row;
}

export async function getQuoteRequest(db: Kysely<Database>, id: string): Promise<QuoteRequestRow | undefined> {
  return db.selectFrom('quoteRequests').selectAll().where('id', '=', id).executeTakeFirst();
}
