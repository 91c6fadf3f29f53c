import { company, formatAddress } from '~/content/company';
import { businessTimeZone, hoursLines } from '~/content/hours';
import { type EmailMessage, headerText } from '~/features/mail/outbox.server';
import type { ContactMessageRow, LeadSourceColumns, QuoteRequestRow } from '~/lib/db-schema';
import { contactSubjects } from './contact-message';
import { type Choice, choiceLabel } from './lead-fields';
import { budgets, projectTypes, referralSources, timeframes } from './quote-request';

export interface LeadMailContext {
  /** The company's name as staff have set it in the back office. */
  appName: string;
  /** Origin for links into the back office, without a trailing slash. */
  publicUrl: string;
  staffEmail: string;
}

export interface LeadEmails {
  staff: EmailMessage;
  customer: EmailMessage;
}

const NOT_SPECIFIED = 'Not specified';
const SUBJECT_MAX = 150;

interface Field {
  label: string;
  value: string;
  /** Free text the visitor typed over several lines. */
  long?: boolean;
}

type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'fields'; fields: Field[] }
  | { type: 'link'; text: string; href: string };

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function subjectLine(value: string): string {
  const line = headerText(value);
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

/** 'social-media' → 'Social media', '2-3-months' → '2-3 months': for a value no option list knows. */
function humanize(slug: string): string {
  const text = slug.replace(/(?<=[a-z])-|-(?=[a-z])/gi, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function optionLabel(choices: readonly Choice[], value: string | null): string {
  if (!value) return NOT_SPECIFIED;
  return choiceLabel(choices, value) ?? humanize(value);
}

function orNotSpecified(value: string | null): string {
  return value?.trim() ? value : NOT_SPECIFIED;
}

const receivedAtFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: businessTimeZone,
  timeZoneName: 'short',
});

function receivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : receivedAtFormat.format(date);
}

function sourceFields(lead: LeadSourceColumns): Field[] {
  const utm: [string, string | null][] = [
    ['UTM source', lead.utmSource],
    ['UTM medium', lead.utmMedium],
    ['UTM campaign', lead.utmCampaign],
    ['UTM term', lead.utmTerm],
    ['UTM content', lead.utmContent],
  ];
  return [
    { label: 'Landing page', value: lead.landingPath ?? 'Not recorded' },
    { label: 'Referrer', value: lead.referrer ?? 'None (direct visit or not shared by the browser)' },
    ...utm.filter((entry): entry is [string, string] => Boolean(entry[1])).map(([label, value]) => ({ label, value })),
  ];
}

function contactUsBlocks(appName: string): Block[] {
  const hours = hoursLines.map((line) => `${line.days}: ${line.hours}`).join('; ');
  return [
    {
      type: 'paragraph',
      text: `Need us sooner? Call ${company.phone.display} or email ${company.email}. Our office hours are ${hours} (Eastern Time).`,
    },
    { type: 'paragraph', text: `Warm regards,\nThe ${appName} team\n${formatAddress(company.address)}` },
    { type: 'paragraph', text: `If you did not contact ${appName}, you can safely ignore this email.` },
  ];
}

function renderText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case 'heading':
        return block.text.toUpperCase();
      case 'paragraph':
        return block.text;
      case 'link':
        return `${block.text}: ${block.href}`;
      case 'fields':
        return block.fields
          .map((field) =>
            field.long ? `${field.label}:\n${field.value.replace(/^/gm, '  ')}` : `${field.label}: ${field.value}`,
          )
          .join('\n');
    }
  });
  return `${parts.join('\n\n')}\n`;
}

/** Escapes, then keeps the visitor's line breaks; the result holds no markup of theirs. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function renderHtml(title: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `<h2 style="margin:28px 0 8px;font-size:16px;color:#0b4f6c">${htmlText(block.text)}</h2>`;
        case 'paragraph':
          return `<p style="margin:0 0 16px;line-height:1.5">${htmlText(block.text)}</p>`;
        case 'link':
          return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;background:#0b4f6c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${htmlText(block.text)}</a></p>`;
        case 'fields': {
          const rows = block.fields
            .map(
              (field) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;width:35%;font-weight:bold;color:#52606d">${htmlText(field.label)}</th><td style="vertical-align:top;padding:6px 0">${htmlText(field.value)}</td></tr>`,
            )
            .join('');
          return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
        }
      }
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${htmlText(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
${body}
</div>
</body>
</html>
`;
}

function buildEmail(kind: string, refId: string, to: string, replyTo: string, subject: string, blocks: Block[]): EmailMessage {
  const line = subjectLine(subject);
  return { kind, refId, to, replyTo, subject: line, text: renderText(blocks), html: renderHtml(line, blocks) };
}

export function quoteRequestEmails(lead: QuoteRequestRow, ctx: LeadMailContext): LeadEmails {
  const name = `${lead.firstName} ${lead.lastName}`;
  const projectType = optionLabel(projectTypes, lead.projectType);
  const budget = optionLabel(budgets, lead.budget);
  const timeframe = optionLabel(timeframes, lead.timeframe);
  const description: Field = { label: 'Project description', value: lead.projectDescription, long: true };

  const staff = buildEmail(
    'quote-request.staff',
    lead.id,
    ctx.staffEmail,
    lead.email,
    `New quote request: ${name}, ${projectType}`,
    [
      { type: 'paragraph', text: `${name} asked for a free quote on ${receivedAt(lead.createdAt)}. Reply to this email to answer them directly.` },
      { type: 'link', text: 'Open in the back office', href: `${ctx.publicUrl}/admin/quote-submissions/${lead.id}` },
      { type: 'heading', text: 'Customer' },
      {
        type: 'fields',
        fields: [
          { label: 'Name', value: name },
          { label: 'Email', value: lead.email },
          { label: 'Phone', value: lead.phone },
          { label: 'How they heard about us', value: optionLabel(referralSources, lead.howDidYouHear) },
        ],
      },
      { type: 'heading', text: 'Property' },
      {
        type: 'fields',
        fields: [
          { label: 'Address', value: lead.address },
          { label: 'City', value: lead.city },
          { label: 'State', value: lead.state },
          { label: 'ZIP code', value: lead.zipCode },
        ],
      },
      { type: 'heading', text: 'Project' },
      {
        type: 'fields',
        fields: [
          { label: 'Project type', value: projectType },
          { label: 'Budget', value: budget },
          { label: 'Timeframe', value: timeframe },
          description,
        ],
      },
      { type: 'heading', text: 'Source' },
      { type: 'fields', fields: sourceFields(lead) },
      { type: 'paragraph', text: `Reference: ${lead.id}` },
    ],
  );

  const customer = buildEmail(
    'quote-request.customer',
    lead.id,
    lead.email,
    company.email,
    `We received your quote request | ${ctx.appName}`,
    [
      { type: 'paragraph', text: `Hi ${lead.firstName},` },
      {
        type: 'paragraph',
        text: `Thank you for asking ${ctx.appName} for a free quote. Your request has reached our team, and we will get back to you within one business day to talk through your project and, if it helps, arrange a visit.`,
      },
      { type: 'heading', text: 'What you sent us' },
      {
        type: 'fields',
        fields: [
          { label: 'Project type', value: projectType },
          { label: 'Property', value: `${lead.address}, ${lead.city}, ${lead.state} ${lead.zipCode}` },
          { label: 'Budget', value: budget },
          { label: 'Timeframe', value: timeframe },
          { label: 'Phone', value: lead.phone },
          description,
        ],
      },
      ...contactUsBlocks(ctx.appName),
    ],
  );

  return { staff, customer };
}

export function contactMessageEmails(lead: ContactMessageRow, ctx: LeadMailContext): LeadEmails {
  const topic = optionLabel(contactSubjects, lead.subject);
  const message: Field = { label: 'Message', value: lead.message, long: true };

  const staff = buildEmail(
    'contact-message.staff',
    lead.id,
    ctx.staffEmail,
    lead.email,
    `New message: ${topic}, from ${lead.name}`,
    [
      { type: 'paragraph', text: `${lead.name} sent a message on ${receivedAt(lead.createdAt)}. Reply to this email to answer them directly.` },
      { type: 'link', text: 'Open in the back office', href: `${ctx.publicUrl}/admin/contact-submissions/${lead.id}` },
      { type: 'heading', text: 'Message' },
      {
        type: 'fields',
        fields: [
          { label: 'Name', value: lead.name },
          { label: 'Email', value: lead.email },
          { label: 'Phone', value: orNotSpecified(lead.phone) },
          { label: 'Subject', value: topic },
          message,
        ],
      },
      { type: 'heading', text: 'Source' },
      { type: 'fields', fields: sourceFields(lead) },
      { type: 'paragraph', text: `Reference: ${lead.id}` },
    ],
  );

  const customer = buildEmail(
    'contact-message.customer',
    lead.id,
    lead.email,
    company.email,
    `We received your message | ${ctx.appName}`,
    [
      { type: 'paragraph', text: `Hi ${lead.name},` },
      {
        type: 'paragraph',
        text: `Thank you for getting in touch with ${ctx.appName}. Your message has reached our team, and we will reply within one business day.`,
      },
      { type: 'heading', text: 'What you sent us' },
      { type: 'fields', fields: [{ label: 'Subject', value: topic }, message] },
      ...contactUsBlocks(ctx.appName),
    ],
  );

  return { staff, customer };
}
