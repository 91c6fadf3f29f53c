import { orderEmails } from '~/content/estimates';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import type { EmailMessage } from '~/features/mail/outbox.server';
import { orderStatusLabels } from './order-status';

export interface OrderMailContext {
  /** Origin for links, without a trailing slash. */
  publicUrl: string;
}

interface StatusEmailOrder {
  id: string;
  service: string;
  status: keyof typeof orderStatusLabels;
  customerEmail: string | null;
  customerName: string | null;
}

/** The first word of the name the customer gave: emails thank by first name. */
export function firstName(name: string | null): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** Tells the customer their order moved on; one email per change (keyed by the moment of the change). */
export function orderStatusEmail(order: StatusEmailOrder, { publicUrl }: OrderMailContext, now: Date): EmailMessage {
  const copy = orderEmails.statusChanged;
  const status = orderStatusLabels[order.status];
  const url = `${publicUrl}/dashboard/orders/${encodeURIComponent(order.id)}`;
  const paragraphs = [copy.greeting(firstName(order.customerName)), copy.lead(order.service, status), copy.byStatus[order.status]];
  const subject = copy.subject(status);
  return {
    kind: 'order.status',
    refId: `${order.id}@${now.toISOString()}`,
    to: order.customerEmail ?? '',
    subject,
    text: [...paragraphs, `${copy.action}: ${url}`, orderEmails.signOff].join('\n\n') + '\n',
    html: htmlEmail({
      title: subject,
      body: [...paragraphs.map((text) => htmlParagraph(text)), htmlButton(url, copy.action), htmlParagraph(orderEmails.signOff)].join('\n'),
    }),
  };
}
