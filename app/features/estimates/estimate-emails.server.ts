import { estimateEmails, estimatePage } from '~/content/estimates';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import type { EmailAttachment, EmailMessage } from '~/features/mail/outbox.server';
import { formatAmount } from '~/features/orders/order-status';
import { formatCalendarDate, formatLongDateTime } from '~/lib/business-dates';
import type { EstimateDocument } from './estimate-document';
import type { PdfSignature } from './estimate-pdf.server';

export interface EstimateMailContext {
  /** Origin for links, without a trailing slash. */
  publicUrl: string;
  /** The inbox that hears about every approval and decline. */
  staffEmail: string;
}

const small = 'margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d';

/** Paragraphs around one call to action, as plain text and HTML. */
function compose(kind: string, refId: string, to: string, subject: string, paragraphs: string[], action?: { text: string; url: string; fallback?: string }, after: string[] = []): EmailMessage {
  const text = [...paragraphs, ...(action ? [`${action.text}: ${action.url}`] : []), ...after].join('\n\n') + '\n';
  const html = htmlEmail({
    title: subject,
    body: [
      ...paragraphs.map((paragraph) => htmlParagraph(paragraph)),
      ...(action ? [htmlButton(action.url, action.text)] : []),
      ...(action?.fallback ? [htmlParagraph(action.fallback, small)] : []),
      ...after.map((paragraph) => htmlParagraph(paragraph)),
    ].join('\n'),
  });
  return { kind, refId, to, subject, text, html };
}

/**
 * The customer's link to their estimate. Thanks by first name and repeats nothing else the
 * visitor typed; one email per sending (a resend carries a new link).
 */
export function estimateSentEmail(document: EstimateDocument, to: string, url: string, sentAt: string): EmailMessage {
  const copy = estimateEmails.sent;
  return compose(
    'estimate.sent',
    `${document.estimateId}@${sentAt}`,
    to,
    copy.subject,
    [copy.greeting(document.customer.firstName), copy.lead(document.options.length), copy.validUntil(formatCalendarDate(document.validUntil))],
    { text: copy.action, url, fallback: copy.fallback(url) },
    [copy.privacy, estimateEmails.signOff],
  );
}

function pdfAttachment(document: EstimateDocument, pdf: Buffer): EmailAttachment {
  return { filename: `signed-estimate-${document.estimateNumber}.pdf`, contentType: 'application/pdf', content: pdf };
}

/** Both sides get the signed PDF: the customer (by first name, no free text) and the staff inbox. */
export function approvalEmails(
  document: EstimateDocument,
  signature: PdfSignature,
  pdf: Buffer,
  { to, orderId }: { to: string; orderId: string },
  mail: EstimateMailContext,
): EmailMessage[] {
  const option = document.options.find((candidate) => candidate.position === signature.optionPosition)!;
  const optionName = `${estimatePage.optionLabel(option.letter)} (${option.title})`;
  const attachments = [pdfAttachment(document, pdf)];
  const copy = estimateEmails.approved;
  const customer = compose(
    'estimate.approved.customer',
    document.estimateId,
    to,
    copy.subject,
    [copy.greeting(document.customer.firstName), copy.lead(optionName, formatAmount(option.totalCents)), copy.next],
    { text: copy.action, url: `${mail.publicUrl}/dashboard/orders/${encodeURIComponent(orderId)}` },
    [estimateEmails.signOff],
  );
  const staff = compose(
    'estimate.approved.staff',
    document.estimateId,
    mail.staffEmail,
    `Estimate ${document.estimateNumber} approved by ${document.customer.name}`,
    [
      `${document.customer.name} approved ${optionName} for ${formatAmount(option.totalCents)}.`,
      `Signed by (typed name): ${signature.signerName}\nSigned at: ${formatLongDateTime(signature.signedAt)}\nIP address: ${signature.ipAddress}\nBrowser: ${signature.userAgent}\nSHA-256: ${signature.contentSha256}`,
      'A pending order was created. The signed PDF is attached.',
    ],
    { text: 'Open the order list', url: `${mail.publicUrl}/admin/orders` },
  );
  return [
    { ...customer, attachments },
    { ...staff, replyTo: to, attachments },
  ];
}

/** Staff hear about a decline, with the customer's reason (never sent back to the customer). */
export function declinedEmail(document: EstimateDocument, reason: string | null, customerEmail: string, mail: EstimateMailContext): EmailMessage {
  return {
    ...compose(
      'estimate.declined.staff',
      document.estimateId,
      mail.staffEmail,
      `Estimate ${document.estimateNumber} declined by ${document.customer.name}`,
      [`${document.customer.name} declined estimate ${document.estimateNumber}.`, reason ? `Their reason:\n${reason}` : 'They gave no reason.'],
      { text: 'Open the estimate', url: `${mail.publicUrl}/admin/estimates/${encodeURIComponent(document.estimateId)}` },
    ),
    replyTo: customerEmail,
  };
}
