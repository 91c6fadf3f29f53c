import { company, formatAddress } from '~/content/company';
import { hoursLines } from '~/content/hours';
import { htmlButton, htmlEmail, htmlFieldTable, htmlHeading, htmlParagraph } from '~/features/mail/email-html';
import { formatLongDateTime, formatOpeningTime } from '~/lib/business-dates';
import { greetingName } from '~/features/mail/greeting';
import { type EmailMessage, headerText } from '~/features/mail/outbox.server';
import type { ContactMessageRow, LeadSourceColumns, QuoteRequestRow } from './tables';
import { contactSubjects } from './contact-message';
import { type Choice, choiceLabel } from './lead-fields';
import { budgets, projectTypes, referralSources, storedPriceRange, timeframes } from './quote-request';
import { closedUntil } from '~/lib/open-minutes.server';
import { PRICE_ESTIMATE_NOTE, packageNames } from '~/content/pricing';
import { afterHoursNote } from './after-hours';
import type { FormLeadKind } from './lead-kinds';

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

/**
 * The confirmation goes to whatever address the form was given, so it repeats nothing the
 * visitor wrote: no message, description, address or phone (a stranger could fill those with
 * text and links for us to mail to anyone). A name is repeated only when it can be nothing
 * else, and a choice only by our own label for it. Staff get everything.
 */
function greeting(name: string): Block {
  const first = greetingName(name);
  return { type: 'paragraph', text: first ? `Hi ${first},` : 'Hello,' };
}

function ourLabel(choices: readonly Choice[], value: string | null, servicePackage: string | null = null): Field[] {
  const label = value ? choiceLabel(choices, value) : undefined;
  if (!label) return [];
  // A package is repeated only when it is one of ours for that service (the schema checked it).
  return [{ label: 'You asked about', value: servicePackage && packageNames(value ?? '').includes(servicePackage) ? `${label}, ${servicePackage}` : label }];
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

/** When the lead arrived with the office closed: the note it was given (customer) or a word for staff. */
function afterHoursBlocks(kind: FormLeadKind, createdAt: string, audience: 'customer' | 'staff'): Block[] {
  const opensAt = closedUntil(new Date(createdAt));
  if (!opensAt) return [];
  if (audience === 'customer') return [{ type: 'paragraph', text: afterHoursNote(kind, opensAt) }];
  return [{ type: 'paragraph', text: `It arrived after hours. The customer was told we open ${formatOpeningTime(opensAt)} and will be in touch then.` }];
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

function renderHtml(title: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return htmlHeading(block.text);
        case 'paragraph':
          return htmlParagraph(block.text);
        case 'link':
          return htmlButton(block.href, block.text);
        case 'fields':
          return htmlFieldTable(block.fields.map((field) => [field.label, field.value] as const));
      }
    })
    .join('\n');
  return htmlEmail({ title, body });
}

function buildEmail(kind: string, refId: string, to: string, replyTo: string, subject: string, blocks: Block[]): EmailMessage {
  const line = subjectLine(subject);
  return { kind, refId, to, replyTo, subject: line, text: renderText(blocks), html: renderHtml(line, blocks) };
}

/** The photos sent with the request, as far as an email needs them (their bytes stay in the database). */
interface EmailPhoto {
  id: string;
  filename: string;
}

function photoCount(count: number): string {
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
}

export function quoteRequestEmails(lead: QuoteRequestRow, ctx: LeadMailContext, photos: readonly EmailPhoto[] = []): LeadEmails {
  const name = `${lead.firstName} ${lead.lastName}`;
  const projectType = optionLabel(projectTypes, lead.projectType);
  const budget = optionLabel(budgets, lead.budget);
  const timeframe = optionLabel(timeframes, lead.timeframe);
  const description: Field = { label: 'Project description', value: lead.projectDescription, long: true };
  const priceRange = storedPriceRange(lead);

  const staff = buildEmail(
    'quote-request.staff',
    lead.id,
    ctx.staffEmail,
    lead.email,
    `New quote request: ${name}, ${projectType}`,
    [
      { type: 'paragraph', text: `${name} asked for a free quote on ${formatLongDateTime(lead.createdAt)}. Reply to this email to answer them directly.` },
      ...afterHoursBlocks('quote-requests', lead.createdAt, 'staff'),
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
          ...(lead.servicePackage ? [{ label: 'Package', value: lead.servicePackage }] : []),
          ...(lead.windowCount !== null ? [{ label: 'Windows', value: String(lead.windowCount) }] : []),
          ...(priceRange ? [{ label: 'Price range shown', value: priceRange }] : []),
          { label: 'Budget', value: budget },
          { label: 'Timeframe', value: timeframe },
          description,
        ],
      },
      ...(photos.length > 0
        ? [
            { type: 'heading', text: `Photos (${photos.length})` } satisfies Block,
            { type: 'paragraph', text: 'Each link opens the photo for a signed-in staff member.' } satisfies Block,
            ...photos.map((photo, index) => ({ type: 'link', text: `Photo ${index + 1}: ${photo.filename}`, href: `${ctx.publicUrl}/photos/${photo.id}` }) satisfies Block),
          ]
        : []),
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
      greeting(lead.firstName),
      { type: 'paragraph', text: `Thank you for asking ${ctx.appName} for a free quote. Your request has reached our team.` },
      { type: 'fields', fields: ourLabel(projectTypes, lead.projectType, lead.servicePackage) },
      ...(photos.length > 0
        ? [{ type: 'paragraph', text: `Your ${photoCount(photos.length)} came with it; you can see them under My Requests when you sign in with this email address.` } satisfies Block]
        : []),
      ...(priceRange
        ? [{ type: 'paragraph', text: `Our price list puts the work at ${priceRange}. ${PRICE_ESTIMATE_NOTE}` } satisfies Block]
        : []),
      { type: 'heading', text: 'What happens next' },
      ...afterHoursBlocks('quote-requests', lead.createdAt, 'customer'),
      {
        type: 'paragraph',
        text: 'Within one business day, one of our window specialists will call or email you, using the details you gave us, to talk through your project.',
      },
      {
        type: 'paragraph',
        text: 'If it helps, we will arrange a free visit to measure and look at your windows, and then send you a written quote. There is no obligation.',
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
      { type: 'paragraph', text: `${lead.name} sent a message on ${formatLongDateTime(lead.createdAt)}. Reply to this email to answer them directly.` },
      ...afterHoursBlocks('contact-messages', lead.createdAt, 'staff'),
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
      greeting(lead.name),
      { type: 'paragraph', text: `Thank you for getting in touch with ${ctx.appName}. Your message has reached our team.` },
      { type: 'fields', fields: ourLabel(contactSubjects, lead.subject) },
      { type: 'heading', text: 'What happens next' },
      ...afterHoursBlocks('contact-messages', lead.createdAt, 'customer'),
      {
        type: 'paragraph',
        text: 'Someone from our office will read your message and reply within one business day, by email or by phone if you gave us a number.',
      },
      ...contactUsBlocks(ctx.appName),
    ],
  );

  return { staff, customer };
}
