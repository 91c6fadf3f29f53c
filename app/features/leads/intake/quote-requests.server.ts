import type { Kysely } from 'kysely';
import { announceLead } from '../inbox/live-leads.server';
import { executeInsert } from '~/lib/compiled-insert.server';
import { uuidv7 } from '~/lib/uuid.server';
import type { Transact } from '~/lib/group-commit.server';
import type { Locale } from '~/lib/locale';
import type { Database } from '~/lib/db-schema';
import type { LeadSourceColumns, QuoteRequestRow } from '../tables';
import { queueLeadFollowUp } from './follow-up-job.server';
import type { PriceTable } from '~/content/pricing';
import { type QuoteRequestInput, quotePriceEstimate } from './quote-request';
import type { ProcessedPhoto } from '../photos/photos.server';
import { isAdminRole, type Role } from '~/features/accounts/roles/roles';

interface CreateOptions {
  /** The visitor's language: their email is written in it (English when not given). */
  language?: Locale;
  source: LeadSourceColumns;
  /** Checked and re-encoded already (photos.server.ts); stored in the same transaction. */
  photos?: readonly ProcessedPhoto[];
  spamReason: string | null;
  /** Sent while signed in to the verified account of its address: it shows in My Requests at once. */
  confirmed?: boolean;
  /** The price list the range shown to the visitor came from (stored with the request). */
  prices: PriceTable;
  now?: Date;
}

/**
 * Stores a quote request and, in the same transaction, the job that sends its staff and customer
 * emails and alerts staff right after (follow-up.server.ts), so a lead that was acknowledged is
 * never without its notifications.
 */
export async function createQuoteRequest(
  transact: Transact,
  input: QuoteRequestInput,
  { language = 'en', source, spamReason, confirmed = false, prices, photos = [], now = new Date() }: CreateOptions,
): Promise<QuoteRequestRow> {
  const timestamp = now.toISOString();
  const estimate = quotePriceEstimate(input, prices);
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
    await executeInsert(trx, 'quote-request', [row], () => trx.insertInto('quoteRequests').values(row));
    if (photos.length > 0) {
      await trx
        .insertInto('quoteRequestPhotos')
        .values(
          photos.map((photo, position) => ({
            id: photo.id,
            quoteRequestId: row.id,
            position,
            filename: photo.filename,
            contentType: photo.contentType,
            width: photo.width,
            height: photo.height,
            content: photo.content,
            thumbnail: photo.thumbnail,
            createdAt: timestamp,
          })),
        )
        .execute();
    }
    // Suspected spam is kept for staff to review but never mails or alerts anyone.
    if (!spamReason) await queueLeadFollowUp(trx, 'quote-requests', row.id, now);
    // The live back office hears of it now; the alert to staff is the follow-up's.
    await announceLead(
      trx,
      'created',
      { kind: 'quote-requests', id: row.id, name: `${row.firstName} ${row.lastName}`, status: row.status, spam: spamReason !== null },
      now,
      {
        alert: false,
      },
    );
  });
  return row;
}

export async function getQuoteRequest(db: Kysely<Database>, id: string): Promise<QuoteRequestRow | undefined> {
  return db.selectFrom('quoteRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where and for whom the work of each of `ids` is (the job views: the dispatch board, the crew's phone, install emails). */
export interface QuoteRequestSite {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  projectType: string;
}

export async function listQuoteRequestSites(db: Kysely<Database>, ids: readonly string[]): Promise<QuoteRequestSite[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('quoteRequests')
    .select(['id', 'firstName', 'lastName', 'phone', 'address', 'city', 'state', 'zipCode', 'projectType'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** What a lead's photos are, without their bytes: for staff, the customer and the emails. */
export interface PhotoSummary {
  id: string;
  filename: string;
  width: number;
  height: number;
}

export async function listQuoteRequestPhotos(db: Kysely<Database>, quoteRequestId: string): Promise<PhotoSummary[]> {
  return db
    .selectFrom('quoteRequestPhotos')
    .select(['id', 'filename', 'width', 'height'])
    .where('quoteRequestId', '=', quoteRequestId)
    .orderBy('position')
    .execute();
}

/** One photo's bytes (the full image or its thumbnail) with the request it belongs to, for the photo route to authorize. */
export async function getQuoteRequestPhoto(db: Kysely<Database>, photoId: string, size: 'full' | 'thumbnail') {
  return db
    .selectFrom('quoteRequestPhotos')
    .innerJoin('quoteRequests', 'quoteRequests.id', 'quoteRequestPhotos.quoteRequestId')
    .select([
      'quoteRequestPhotos.quoteRequestId',
      'quoteRequestPhotos.contentType',
      'quoteRequestPhotos.filename',
      size === 'full' ? 'quoteRequestPhotos.content as bytes' : 'quoteRequestPhotos.thumbnail as bytes',
      'quoteRequests.email as requestEmail',
      'quoteRequests.spamReason',
      'quoteRequests.confirmedAt',
    ])
    .where('quoteRequestPhotos.id', '=', photoId)
    .executeTakeFirst();
}

/**
 * Who may see a request's photos: staff, and the customer who sent it once their account's
 * address is verified, is the one the request came from and the request was confirmed from it
 * (anyone can type any address into a form). Suspected spam stays with staff, as in My Requests.
 */
export function maySeePhoto(
  viewer: { role: Role; email: string; emailVerified: boolean },
  photo: { requestEmail: string; spamReason: string | null; confirmedAt: string | null },
): boolean {
  if (isAdminRole(viewer.role)) return true;
  return (
    viewer.emailVerified &&
    photo.spamReason === null &&
    photo.confirmedAt !== null &&
    viewer.email.trim().toLowerCase() === photo.requestEmail.trim().toLowerCase()
  );
}
