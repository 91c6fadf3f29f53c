import { getBusinessCalendar, hasEstimator } from '~/features/calendar/calendar.server';
import { getCompany, getPriceTable } from '~/features/business/profile.server';
import { getAppName } from '~/features/settings/app-settings.server';
import { logger } from '~/lib/logger.server';
import type { Locale } from '~/lib/locale';
import { leadFormWords } from './lead-words.server';
import type { AppServices } from '~/lib/request-context';
import type { LeadSourceColumns } from '../tables';
import { createContactMessage } from './contact-messages.server';
import type { ContactMessageInput } from './contact-message';
import type { LeadMailContext } from './lead-emails.server';
import { createQuoteRequest } from './quote-requests.server';
import type { QuoteRequestInput } from './quote-request';
import type { MultipartFiles } from '~/lib/multipart-body.server';
import { type ProcessedPhoto, receivePhotos } from '../photos/photos.server';
import { contentSignals, type SpamSignal, spamVerdict } from './spam.server';
import { sentFromOwnAccount } from '../my-requests/request-confirmation.server';

export interface LeadMeta {
  /** The language the visitor wrote in: their emails are sent in it, and staff see it. */
  language: Locale;
  source: LeadSourceColumns;
  /** What the form (or the API request) itself says about spam; the words are judged here. */
  signals: SpamSignal[];
  /** Who was signed in when it was sent: their verified address confirms a lead sent from it. */
  sender?: { email: string; emailVerified: boolean } | null;
}

/**
 * The lead's spam verdict from the form's (or the request's) own signals and its words. It reads
 * nothing from the database: on SQLite a read here would queue behind each group commit and cost
 * most of the lead path's throughput, and the rate limit per address already stops floods.
 */
function judgeSpam(lead: Parameters<typeof receiveLead>[1], signals: SpamSignal[]): string | null {
  const words =
    lead.kind === 'quote-requests'
      ? [lead.input.firstName, lead.input.lastName, lead.input.address, lead.input.projectDescription]
      : [lead.input.name, lead.input.message];
  return spamVerdict([...signals, ...contentSignals(words)]);
}

export type ReceiveResult = { stored: true; id: string } | { stored: false };

/** What lead emails need to know: the name staff gave the business, links, the staff inbox. */
export async function leadMailContext(services: Pick<AppServices, 'db' | 'env' | 'secret'>): Promise<LeadMailContext> {
  const company = await getCompany(services.db);
  return {
    appName: await getAppName(services.db),
    publicUrl: services.env.PUBLIC_URL,
    staffEmail: services.env.STAFF_NOTIFY_EMAIL ?? company.email,
    secret: services.secret,
    calendar: await getBusinessCalendar(services.db),
    company,
    prices: await getPriceTable(services.db),
    canBook: await hasEstimator(services.db),
  };
}

/**
 * Stores a validated lead with the job that sends its emails and alerts staff. Resolves only once
 * both are committed; a storage failure is logged and reported, never thrown at the visitor.
 */
export async function receiveLead(
  services: AppServices,
  lead: { kind: 'quote-requests'; input: QuoteRequestInput; photos?: readonly ProcessedPhoto[] } | { kind: 'contact-messages'; input: ContactMessageInput },
  meta: LeadMeta,
): Promise<ReceiveResult> {
  const spamReason = judgeSpam(lead, meta.signals);
  const confirmed = sentFromOwnAccount(meta.sender, lead.input.email);
  const options = { language: meta.language, source: meta.source, spamReason, confirmed };
  try {
    // Its emails and staff alert are written by its follow-up job, right after the answer (follow-up.server.ts).
    const row =
      lead.kind === 'quote-requests'
        ? await createQuoteRequest(services.transact, lead.input, { ...options, prices: await getPriceTable(services.db), photos: lead.photos })
        : await createContactMessage(services.transact, lead.input, options);
    logger.info(
      { kind: lead.kind, id: row.id, spam: spamReason, photos: lead.kind === 'quote-requests' ? (lead.photos?.length ?? 0) : undefined },
      'lead stored',
    );
    return { stored: true, id: row.id };
  } catch (error) {
    logger.error({ err: error, kind: lead.kind }, 'lead could not be stored');
    return { stored: false };
  }
}

/** A quote request that was not stored for its photos: one to name to the visitor, or the upload as a whole. */
export type PhotoRefusal = { photoError: string } | { uploadRefused: 'busy' | 'unreadable' };

/**
 * A quote request with the photos it is sent with (form or API, `files` still unread): the photos
 * are read, checked and re-encoded first, and a photo that is not one refuses the whole request,
 * storing nothing. The caller discards what is left of the body.
 */
export async function receiveQuoteRequest(
  services: AppServices,
  input: QuoteRequestInput,
  files: MultipartFiles | undefined,
  meta: LeadMeta,
): Promise<ReceiveResult | PhotoRefusal> {
  const photos = files ? await receivePhotos(files, leadFormWords[meta.language].server) : { ok: true as const, photos: [] };
  if (!photos.ok) return 'error' in photos ? { photoError: photos.error } : { uploadRefused: photos.refused };
  return receiveLead(services, { kind: 'quote-requests', input, photos: photos.photos }, meta);
}
