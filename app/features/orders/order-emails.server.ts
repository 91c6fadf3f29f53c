import { orderEmails as englishEmails, type OrderEmailWords } from '~/content/estimates';
import { orderEmails as spanishEmails } from '~/content/es/estimates';
import { leadForms as spanishLeadForms } from '~/content/es/lead-forms';
import { serviceNamed } from '~/content/lead-choices';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import type { EmailMessage } from '~/features/mail/outbox.server';
import { type Locale, pathIn } from '~/lib/locale';
import type { OrderHooks } from './order-hooks';
import type { OrderStatus } from './order-status';

export interface OrderMailContext {
  /** Origin for links, without a trailing slash. */
  publicUrl: string;
  /** What later features do when an order moves on (AppServices' orderHooks). */
  hooks?: OrderHooks;
}

interface StatusEmailOrder {
  id: string;
  service: string;
  status: OrderStatus;
  customerEmail: string | null;
  customerName: string | null;
}

const words: Readonly<Record<Locale, OrderEmailWords>> = { en: englishEmails, es: spanishEmails };

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
export function orderStatusEmail(order: StatusEmailOrder, { publicUrl }: OrderMailContext, now: Date, language: Locale): EmailMessage {
  const { statusChanged: copy, statusNames, signOff } = words[language];
  const status = statusNames[order.status];
  const url = `${publicUrl}${pathIn(language, `/dashboard/orders/${encodeURIComponent(order.id)}`)}`;
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
