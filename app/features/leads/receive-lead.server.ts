import { company } from '~/content/company';
import { getAppName } from '~/features/settings/app-settings.server';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { LeadSourceColumns } from './tables';
import { createContactMessage } from './contact-messages.server';
import type { ContactMessageInput } from './contact-message';
import type { LeadMailContext } from './lead-emails.server';
import { createQuoteRequest } from './quote-requests.server';
import type { QuoteRequestInput } from './quote-request';


interface LeadMeta {
  source: LeadSourceColumns;
  spamReason: string | null;
}

export type ReceiveResult = { stored: true; id: string } | { stored: false };

/** What lead emails need to know: the name staff gave the business, links, the staff inbox. */
export async function leadMailContext(services: AppServices): Promise<LeadMailContext> {
  return {
    appName: await getAppName(services.db),
    publicUrl: services.env.PUBLIC_URL,
    staffEmail: services.env.STAFF_NOTIFY_EMAIL ?? company.email,
  };
}

/**
 * Stores a validated lead with its notification emails. Resolves only once the row is
 * committed; a storage failure is logged and reported, never thrown at the visitor.
 */
export async function receiveLead(
  services: AppServices,
  lead: { kind: 'quote-requests'; input: QuoteRequestInput } | { kind: 'contact-messages'; input: ContactMessageInput },
  meta: LeadMeta,
): Promise<ReceiveResult> {
  const options = { ...meta, mail: await leadMailContext(services) };
  try {
    const row =
      lead.kind === 'quote-requests'
        ? await createQuoteRequest(services.transact, lead.input, options)
        : await createContactMessage(services.transact, lead.input, options);
    logger.info({ kind: lead.kind, id: row.id, spam: meta.spamReason }, 'lead stored');
    return { stored: true, id: row.id };
  } catch (error) {
    logger.error({ err: error, kind: lead.kind }, 'lead could not be stored');
    return { stored: false };
  }
}
