import type { Kysely } from 'kysely';
import { type CompanyContact, orderEmailsFor as englishEmails, type OrderEmailWords } from '~/content/estimates';
import { orderEmailsFor as spanishEmails } from '~/content/es/estimates';
import { getCompany } from '~/features/business/profile.server';
import type { Database } from '~/lib/db-schema';
import { leadForms as spanishLeadForms } from '~/content/es/lead-forms';
import { serviceNamed } from '~/content/lead-choices';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { sealLink } from '~/features/mail/links.server';
import type { EmailMessage } from '~/features/mail/outbox.server';
import { type Locale, pathIn } from '~/lib/locale';
import { signOrderLink } from './order-links.server';
import type { OrderHooks } from './order-hooks';
import type { OrderStatus } from './order-status';

export interface OrderMailContext {
  /** Origin for links, without a trailing slash. */
  publicUrl: string;
  /** What later features do when an order moves on (AppServices' orderHooks). */
  hooks?: OrderHooks;
  /** The company as the emails sign off: the company profile's name, phone and email (orderCompany). */
  company: CompanyContact;
  /** The site's secret: it signs the order's link and seals it in the queued email. */
  secret: string;
  /** ORDER_LINK_DAYS: how long the emailed link opens the order without signing in. */
  orderLinkDays: number;
}

/** The company profile's name, phone and email, as an order's emails name them; read before the transaction. */
export async function orderCompany(db: Kysely<Database>): Promise<CompanyContact> {
  const company = await getCompany(db);
  return { name: company.name, phone: company.phone.display, email: company.email };
}

interface StatusEmailOrder {
  id: string;
  service: string;
  status: OrderStatus;
  customerEmail: string | null;
  customerName: string | null;
}

function wordsIn(language: Locale, company: CompanyContact): OrderEmailWords {
  return language === 'es' ? spanishEmails(company) : englishEmails(company);
}

/** The first word of the name the customer gave: emails thank by first name. */
export function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** An order's service (stored by its English name) in the customer's language, when it is one of ours. */
export function serviceIn(language: Locale, service: string): string {
  return language === 'en' ? service : serviceNamed(service, spanishLeadForms.options.projectType);
}

/**
 * Tells the customer their order moved on, in their language; one email per change (keyed by the
 * moment of the change).
 */
export function orderStatusEmail(
  order: StatusEmailOrder,
  { publicUrl, company, secret, orderLinkDays }: OrderMailContext,
  now: Date,
  language: Locale,
): EmailMessage {
  const { statusChanged: copy, statusNames, signOff } = wordsIn(language, company);
  const status = statusNames[order.status];
  // The order's own signed page, which needs no account (the dashboard would ask them to sign in); sealed until it is sent.
  const token = signOrderLink(order.id, new Date(now.getTime() + orderLinkDays * 86_400_000), secret);
  const url = sealLink(`${publicUrl}${pathIn(language, `/orders/${token}`)}`, secret);
  const paragraphs = [copy.greeting(firstName(order.customerName)), copy.lead(serviceIn(language, order.service), status), copy.byStatus[order.status]];
  const subject = copy.subject(status);
  return {
    kind: 'order.status',
    refId: `${order.id}@${now.toISOString()}`,
    to: order.customerEmail ?? '',
    subject,
    text: [...paragraphs, `${copy.action}: ${url}`, signOff].join('\n\n') + '\n',
    html: htmlEmail({
      title: subject,
      body: [...paragraphs.map((text) => htmlParagraph(text)), htmlButton(url, copy.action), htmlParagraph(signOff)].join('\n'),
      lang: language,
    }),
  };
}
