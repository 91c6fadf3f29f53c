import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { sealLink } from '~/features/mail/links.server';
import type { EmailAttachment, EmailMessage } from '~/features/mail/outbox.server';
import { formatAmount } from '~/features/orders/order-status';
import { formatLongCalendarDate, formatLongDateTime } from '~/features/calendar/business-dates';
import { type Locale, pathIn } from '~/lib/locale';
import type { EstimateDocument } from './estimate-document';
import type { EstimateHooks } from './estimate-hooks';
import type { PdfSignature } from './estimate-pdf.server';
import { estimateWords } from './estimate-words.server';
import type { DocumentFacts } from './profile-facts.server';

export interface EstimateMailContext {
  /** Origin for links, without a trailing slash. */
  publicUrl: string;
  /** The site's secret: the estimate and order links are sealed with it until their email is sent (features/mail/links). */
  secret: string;
  /** The inbox that hears about every approval and decline. */
  staffEmail: string;
  /** The token of a link that opens one order without signing in (app/features/orders/order-links.server.ts). */
  orderLink: (orderId: string) => string;
  /** What later features do when an estimate is sent (AppServices' estimateHooks). */
  hooks?: EstimateHooks;
  /** The company and the price list as the company profile has them, read before the transaction (documentFacts). */
  facts: DocumentFacts;
}

const small = 'margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d';

interface Composed {
  kind: string;
  refId: string;
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { text: string; url: string; fallback?: string };
  after?: string[];
  /** The customer's language for theirs; staff read English. */
  language?: Locale;
}

/** Paragraphs around one call to action, as plain text and HTML. */
function compose({ kind, refId, to, subject, paragraphs, action, after = [], language = 'en' }: Composed): EmailMessage {
  const text = [...paragraphs, ...(action ? [`${action.text}: ${action.url}`] : []), ...after].join('\n\n') + '\n';
  const html = htmlEmail({
    title: subject,
    lang: language,
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
export function estimateSentEmail(document: EstimateDocument, to: string, url: string, sentAt: string, language: Locale): EmailMessage {
  const { emails } = estimateWords(document.company)[language];
  const copy = emails.sent;
  return compose({
    kind: 'estimate.sent',
    refId: `${document.estimateId}@${sentAt}`,
    to,
    subject: copy.subject,
    paragraphs: [
      copy.greeting(document.customer.firstName),
      copy.lead(document.options.length),
      copy.validUntil(formatLongCalendarDate(document.validUntil, language)),
    ],
    action: { text: copy.action, url, fallback: copy.fallback(url) },
    after: [copy.privacy, emails.signOff],
    language,
  });
}

function pdfAttachment(document: EstimateDocument, pdf: Buffer): EmailAttachment {
  return { filename: `signed-estimate-${document.estimateNumber}.pdf`, contentType: 'application/pdf', content: pdf };
}

/**
 * Both sides get the signed PDF: the customer (by first name, no free text, in their language)
 * and the staff inbox (in English).
 */
export function approvalEmails(
  document: EstimateDocument,
  signature: PdfSignature,
  pdf: Buffer,
  { to, orderId, language }: { to: string; orderId: string; language: Locale },
  mail: EstimateMailContext,
): EmailMessage[] {
  const option = document.options.find((candidate) => candidate.position === signature.optionPosition)!;
  const optionName = (locale: Locale) => `${estimateWords(document.company)[locale].page.optionLabel(option.letter)} (${option.title})`;
  const attachments = [pdfAttachment(document, pdf)];
  const { emails } = estimateWords(document.company)[language];
  const copy = emails.approved;
  const customer = compose({
    kind: 'estimate.approved.customer',
    refId: document.estimateId,
    to,
    subject: copy.subject,
    paragraphs: [copy.greeting(document.customer.firstName), copy.lead(optionName(language), formatAmount(option.totalCents)), copy.next],
    // One step to the order: a signed link that opens it without signing in, until it expires.
    action: { text: copy.action, url: sealLink(`${mail.publicUrl}${pathIn(language, `/orders/${mail.orderLink(orderId)}`)}`, mail.secret) },
    after: [emails.signOff],
    language,
  });
  const staff = compose({
    kind: 'estimate.approved.staff',
    refId: document.estimateId,
    to: mail.staffEmail,
    subject: `Estimate ${document.estimateNumber} approved by ${document.customer.name}`,
    paragraphs: [
      `${document.customer.name} approved ${optionName('en')} for ${formatAmount(option.totalCents)}.`,
      `Signed by (typed name): ${signature.signerName}\nSigned at: ${formatLongDateTime(signature.signedAt)}\nIP address: ${signature.ipAddress}\nBrowser: ${signature.userAgent}\nSHA-256: ${signature.contentSha256}`,
      'A pending order was created. The signed PDF is attached.',
    ],
    action: { text: 'Open the order list', url: `${mail.publicUrl}/admin/orders` },
  });
  return [
    { ...customer, attachments },
    { ...staff, replyTo: to, attachments },
  ];
}

/** Staff hear about a decline, with the customer's reason (never sent back to the customer). */
export function declinedEmail(document: EstimateDocument, reason: string | null, customerEmail: string, mail: EstimateMailContext): EmailMessage {
  return {
    ...compose({
      kind: 'estimate.declined.staff',
      refId: document.estimateId,
      to: mail.staffEmail,
      subject: `Estimate ${document.estimateNumber} declined by ${document.customer.name}`,
      paragraphs: [`${document.customer.name} declined estimate ${document.estimateNumber}.`, reason ? `Their reason:\n${reason}` : 'They gave no reason.'],
      action: { text: 'Open the estimate', url: `${mail.publicUrl}/admin/estimates/${encodeURIComponent(document.estimateId)}` },
    }),
    replyTo: customerEmail,
  };
}
