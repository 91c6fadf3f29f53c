import { formatLongCalendarDate } from '~/features/calendar/business-dates';
import { firstName } from '~/features/orders/order-emails.server';
import { formatAmount } from '~/features/orders/order-status';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { sealLink } from '~/features/mail/links.server';
import type { EmailMessage } from '~/features/mail/outbox.server';
import { notifyCustomer } from '~/features/notifications/customer-mail.server';
import { notifyStaff } from '~/features/notifications/staff-alerts.server';
import type { Transact } from '~/lib/group-commit.server';
import { invoiceUrl } from './invoice-links.server';
import { invoiceEmailWordsIn } from './invoice-words';
import type { Invoice, Payment } from './invoices.server';
import type { PaymentContext } from './payment-context.server';

/** The customer's invoice email, in their language, with the page's link sealed (features/mail/links): a transactional email, once per invoice. */
export function invoiceEmail(invoice: Invoice, context: Pick<PaymentContext, 'publicUrl' | 'secret' | 'contact'>): EmailMessage {
  const words = invoiceEmailWordsIn(invoice.language, context.contact);
  const url = sealLink(invoiceUrl(context.publicUrl, invoice.language, invoice.linkKey, context.secret), context.secret);
  const amount = formatAmount(invoice.balanceCents);
  const due = formatLongCalendarDate(invoice.dueOn, invoice.language);
  const subject = words.invoiceSubject(invoice.number, context.contact.name);
  const paragraphs = [
    words.greeting(firstName(invoice.customerName)),
    invoice.kind === 'deposit' ? words.depositLead(amount, due) : words.invoiceLead(amount, due),
  ];
  return {
    kind: 'invoice.issued',
    refId: invoice.id,
    to: invoice.customerEmail,
    replyTo: context.contact.email,
    subject,
    text: [...paragraphs, `${words.action}: ${url}`, words.signOff].join('\n\n') + '\n',
    html: htmlEmail({
      title: subject,
      body: [...paragraphs.map((text) => htmlParagraph(text)), htmlButton(url, words.action), htmlParagraph(words.signOff)].join('\n'),
      lang: invoice.language,
    }),
  };
}

/**
 * What follows a payment (its receipt job, receipts.server.ts): the customer's receipt with the
 * invoice's PDF (an automated email: one-click unsubscribe, quiet hours) and the staff's alert,
 * queued in one transaction, once per payment. The PDF comes rendered: on SQLite the writes of
 * the process share one writer, and a PDF made inside the transaction would hold them all.
 */
export async function announcePayment(
  transact: Transact,
  invoice: Invoice,
  payment: Payment,
  context: PaymentContext,
  quoteRequestId: string | null,
  /** The invoice's PDF as it stands after the payment (renderInvoicePdf), rendered before. */
  pdf: Buffer,
  now = new Date(),
): Promise<void> {
  const words = invoiceEmailWordsIn(invoice.language, context.contact);
  const amount = formatAmount(payment.amountCents);
  const url = sealLink(invoiceUrl(context.publicUrl, invoice.language, invoice.linkKey, context.secret), context.secret);
  const paragraphs = [
    words.greeting(firstName(invoice.customerName)),
    words.receiptLead(amount, invoice.number),
    invoice.balanceCents > 0 ? words.receiptBalance(formatAmount(invoice.balanceCents)) : words.receiptPaidInFull,
    words.receiptAttached,
  ];
  const subject = words.receiptSubject(invoice.number);
  await transact(async (trx) => {
    await notifyCustomer(
      trx,
      {
        email: invoice.customerEmail,
        language: invoice.language,
        category: 'automated',
        kind: 'invoice.receipt',
        idempotencyKey: payment.id,
        replyTo: context.contact.email,
        subject,
        text: [...paragraphs, `${words.action}: ${url}`, words.signOff].join('\n\n') + '\n',
        html: htmlEmail({
          title: subject,
          body: [...paragraphs.map((text) => htmlParagraph(text)), htmlButton(url, words.action), htmlParagraph(words.signOff)].join('\n'),
          lang: invoice.language,
        }),
        attachments: [{ filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf }],
      },
      context.notify,
      now,
    );
    await notifyStaff(
      trx,
      {
        event: 'payment',
        title: `Payment received: ${amount}`,
        body: `${invoice.customerName} paid ${amount} on invoice ${invoice.number} (${payment.method}). Balance: ${formatAmount(invoice.balanceCents)}.`,
        url: quoteRequestId ? `/admin/quote-submissions/${quoteRequestId}` : '/admin/orders',
        idempotencyKey: `payment:${payment.id}`,
      },
      now,
    );
  });
}
