import { type Company, formatAddress } from '~/content/company';
import { sealLink } from '~/features/mail/links.server';
import { htmlButton, htmlEmail, htmlFieldTable, htmlHeading, htmlParagraph } from '~/features/mail/email-html';
import { formatLongDateTime, formatOpeningTime } from '~/features/calendar/business-dates';
import { greetingName } from '~/features/mail/greeting';
import { type EmailMessage, headerText } from '~/features/mail/outbox.server';
import type { ContactMessageRow, LeadSourceColumns, QuoteRequestRow } from '../tables';
import { contactSubjects, type Choice, choiceLabel, budgets, projectTypes, referralSources, timeframes } from '../choices';
import { storedPriceRange } from './quote-request';
import { packageNames, type PriceTable } from '~/content/pricing';
import { leadEmails as englishEmails, type LeadEmailWords } from '~/content/lead-emails';
import { leadEmails as spanishEmails } from '~/content/es/lead-emails';
import { englishLanguageNames, type Locale, pathIn } from '~/lib/locale';
import { type BusinessCalendar, hoursText } from '~/lib/business-hours';
import { leadFormWords } from './lead-words.server';
import { afterHoursNote } from './after-hours';
import { officeClosedAt } from './after-hours.server';
import type { FormLeadKind } from '../lead-kinds';
import { CONFIRMATION_LINK_DAYS, requestConfirmationToken } from '../my-requests/request-confirmation.server';
import { bookingWords as englishBooking } from '~/content/booking';
import { bookingWords as spanishBooking } from '~/content/es/booking';

const bookingLinkText: Record<Locale, string> = { en: englishBooking.bookLink, es: spanishBooking.bookLink };

export interface LeadMailContext {
  /** The company's name as staff have set it in the back office. */
  appName: string;
  /** Origin for links into the back office, without a trailing slash. */
  publicUrl: string;
  staffEmail: string;
  /** Signs the link that confirms a lead from its address (request-confirmation.server.ts). */
  secret: string;
  /** The business calendar: the hours the emails quote, and whether the lead arrived while the office was closed. */
  calendar: BusinessCalendar;
  /** The company's phone, email and address as the profile has them (app/features/business). */
  company: Company;
  /** The price list, in English: the packages a request may name and its price range. */
  prices: PriceTable;
  /** Whether visits can be booked online (someone has working hours); without, no email offers booking. */
  canBook?: boolean;
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
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'fields'; fields: Field[] } | { type: 'link'; text: string; href: string };

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

/** The words of the customer's emails, by the language they wrote to us in. */
const customerWords: Readonly<Record<Locale, LeadEmailWords>> = { en: englishEmails, es: spanishEmails };

/**
 * The confirmation goes to whatever address the form was given, so it repeats nothing the
 * visitor wrote: no message, description, address or phone (a stranger could fill those with
 * text and links for us to mail to anyone). A name is repeated only when it can be nothing
 * else, and a choice only by our own label for it. Staff get everything.
 */
function greeting(words: LeadEmailWords, name: string): Block {
  return { type: 'paragraph', text: words.greeting(greetingName(name)) };
}

/** What the visitor chose, by our own name for it in their language (a package only when it is one of ours for that service). */
function ourLabel(language: Locale, list: 'projectType' | 'subject', value: string, prices: PriceTable, servicePackage: string | null = null): Field[] {
  const names: Readonly<Record<string, string>> = leadFormWords[language].options[list];
  const label = Object.hasOwn(names, value) ? names[value] : undefined;
  if (!label) return [];
  const chosenPackage =
    servicePackage && packageNames(value, prices).includes(servicePackage)
      ? (leadFormWords[language].options.servicePackage[servicePackage] ?? servicePackage)
      : null;
  return [{ label: customerWords[language].youAskedAbout, value: chosenPackage ? `${label}, ${chosenPackage}` : label }];
}

function contactUsBlocks(words: LeadEmailWords, language: Locale, { appName, calendar, company }: LeadMailContext): Block[] {
  return [
    { type: 'paragraph', text: words.needSooner(company.phone.display, company.email, hoursText(calendar.weekly, language)) },
    { type: 'paragraph', text: words.signOff(appName, formatAddress(company.address)) },
    { type: 'paragraph', text: words.notYou(appName) },
  ];
}

/** Until the lead is confirmed from its address, the link that does it (request-confirmation.server.ts). */
function confirmBlocks(
  words: LeadEmailWords,
  language: Locale,
  kind: FormLeadKind,
  lead: { id: string; confirmedAt: string | null },
  ctx: LeadMailContext,
): Block[] {
  if (lead.confirmedAt) return [];
  const token = requestConfirmationToken(ctx.secret, kind, lead.id);
  return [
    { type: 'paragraph', text: words.confirm.lead(CONFIRMATION_LINK_DAYS) },
    // Sealed until the email is sent (features/mail/links): the queue holds no working link.
    { type: 'link', text: words.confirm.action, href: sealLink(`${ctx.publicUrl}${pathIn(language, '/requests/confirm')}?token=${token}`, ctx.secret) },
  ];
}

/** When the lead arrived with the office closed: the note it was given (customer, in their language, with the closure's reason) or a word for staff. */
function afterHoursBlocks(kind: FormLeadKind, createdAt: string, calendar: BusinessCalendar, audience: 'customer' | 'staff', language: Locale = 'en'): Block[] {
  const closed = officeClosedAt(calendar, new Date(createdAt));
  if (!closed) return [];
  const { opensAt, closure } = closed;
  if (audience === 'customer')
    return [{ type: 'paragraph', text: afterHoursNote(leadFormWords[language], language, kind, opensAt, closure?.note[language] ?? null) }];
  const when = closure ? `on a day the office is closed (${closure.note.en})` : 'after hours';
  return [{ type: 'paragraph', text: `It arrived ${when}. The customer was told we open ${formatOpeningTime(opensAt)} and will be in touch then.` }];
}

/** For staff: the lead's language when it is not English, so they call in Spanish. */
function languageFields(language: Locale): Field[] {
  return language === 'en'
    ? []
    : [{ label: 'Language', value: `${englishLanguageNames[language]} (the customer wrote in ${englishLanguageNames[language]}; call and write in it)` }];
}

/** A subject's note of the lead's language for staff: " (Spanish)". */
function languageNote(language: Locale): string {
  return language === 'en' ? '' : ` (${englishLanguageNames[language]})`;
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
        return block.fields.map((field) => (field.long ? `${field.label}:\n${field.value.replace(/^/gm, '  ')}` : `${field.label}: ${field.value}`)).join('\n');
    }
  });
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(title: string, blocks: Block[], lang: Locale): string {
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
  return htmlEmail({ title, body, lang });
}

function buildEmail(kind: string, refId: string, to: string, replyTo: string | null, subject: string, blocks: Block[], language: Locale = 'en'): EmailMessage {
  const line = subjectLine(subject);
  return { kind, refId, to, replyTo, subject: line, text: renderText(blocks), html: renderHtml(line, blocks, language) };
}

/** The photos sent with the request, as far as an email needs them (their bytes stay in the database). */
interface EmailPhoto {
  id: string;
  filename: string;
}

export function quoteRequestEmails(lead: QuoteRequestRow, ctx: LeadMailContext, photos: readonly EmailPhoto[] = []): LeadEmails {
  const name = `${lead.firstName} ${lead.lastName}`;
  const projectType = optionLabel(projectTypes, lead.projectType);
  const budget = optionLabel(budgets, lead.budget);
  const timeframe = optionLabel(timeframes, lead.timeframe);
  const description: Field = { label: 'Project description', value: lead.projectDescription, long: true };
  const priceRange = storedPriceRange(lead, undefined, ctx.prices);

  const staff = buildEmail(
    'quote-request.staff',
    lead.id,
    ctx.staffEmail,
    lead.email,
    `New quote request${languageNote(lead.language)}: ${name}, ${projectType}`,
    [
      { type: 'paragraph', text: `${name} asked for a free quote on ${formatLongDateTime(lead.createdAt)}. Reply to this email to answer them directly.` },
      ...afterHoursBlocks('quote-requests', lead.createdAt, ctx.calendar, 'staff'),
      { type: 'link', text: 'Open in the back office', href: `${ctx.publicUrl}/admin/quote-submissions/${lead.id}` },
      { type: 'heading', text: 'Customer' },
      {
        type: 'fields',
        fields: [
          { label: 'Name', value: name },
          { label: 'Email', value: lead.email },
          { label: 'Phone', value: lead.phone },
          ...languageFields(lead.language),
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
            ...photos.map(
              (photo, index) => ({ type: 'link', text: `Photo ${index + 1}: ${photo.filename}`, href: `${ctx.publicUrl}/photos/${photo.id}` }) satisfies Block,
            ),
          ]
        : []),
      { type: 'heading', text: 'Source' },
      { type: 'fields', fields: sourceFields(lead) },
      { type: 'paragraph', text: `Reference: ${lead.id}` },
    ],
  );

  const language = lead.language;
  const words = customerWords[language];
  // The range as the visitor was shown it, in their language.
  const customerRange = storedPriceRange(lead, leadFormWords[language].price, ctx.prices);
  const customer = buildEmail(
    'quote-request.customer',
    lead.id,
    lead.email,
    ctx.company.email,
    words.quote.subject(ctx.appName),
    [
      greeting(words, lead.firstName),
      { type: 'paragraph', text: words.quote.thanks(ctx.appName) },
      { type: 'fields', fields: ourLabel(language, 'projectType', lead.projectType, ctx.prices, lead.servicePackage) },
      ...(photos.length > 0 ? [{ type: 'paragraph', text: words.quote.photos(photos.length) } satisfies Block] : []),
      ...(customerRange ? [{ type: 'paragraph', text: words.quote.priceRange(customerRange, leadFormWords[language].price.note) } satisfies Block] : []),
      { type: 'heading', text: words.nextHeading },
      ...afterHoursBlocks('quote-requests', lead.createdAt, ctx.calendar, 'customer', language),
      ...words.quote.next.map((text) => ({ type: 'paragraph', text }) satisfies Block),
      ...confirmBlocks(words, language, 'quote-requests', lead, ctx),
      ...(ctx.canBook === false
        ? []
        : [
            {
              type: 'link',
              text: bookingLinkText[language],
              href: sealLink(
                `${ctx.publicUrl}${pathIn(language, '/book')}?request=${requestConfirmationToken(ctx.secret, 'quote-requests', lead.id)}`,
                ctx.secret,
              ),
            } satisfies Block,
          ]),
      ...contactUsBlocks(words, language, ctx),
    ],
    language,
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
    lead.email || null,
    `New message${languageNote(lead.language)}: ${topic}, from ${lead.name}`,
    [
      {
        type: 'paragraph',
        text: lead.email
          ? `${lead.name} sent a message on ${formatLongDateTime(lead.createdAt)}. Reply to this email to answer them directly.`
          : `${lead.name} sent a text message on ${formatLongDateTime(lead.createdAt)}. Answer it from Messages in the back office.`,
      },
      ...afterHoursBlocks('contact-messages', lead.createdAt, ctx.calendar, 'staff'),
      { type: 'link', text: 'Open in the back office', href: `${ctx.publicUrl}/admin/contact-submissions/${lead.id}` },
      { type: 'heading', text: 'Message' },
      {
        type: 'fields',
        fields: [
          { label: 'Name', value: lead.name },
          { label: 'Email', value: lead.email },
          { label: 'Phone', value: orNotSpecified(lead.phone) },
          ...languageFields(lead.language),
          { label: 'Subject', value: topic },
          message,
        ],
      },
      { type: 'heading', text: 'Source' },
      { type: 'fields', fields: sourceFields(lead) },
      { type: 'paragraph', text: `Reference: ${lead.id}` },
    ],
  );

  const language = lead.language;
  const words = customerWords[language];
  const customer = buildEmail(
    'contact-message.customer',
    lead.id,
    lead.email,
    ctx.company.email,
    words.contact.subject(ctx.appName),
    [
      greeting(words, lead.name),
      { type: 'paragraph', text: words.contact.thanks(ctx.appName) },
      { type: 'fields', fields: ourLabel(language, 'subject', lead.subject, ctx.prices) },
      { type: 'heading', text: words.nextHeading },
      ...afterHoursBlocks('contact-messages', lead.createdAt, ctx.calendar, 'customer', language),
      ...words.contact.next.map((text) => ({ type: 'paragraph', text }) satisfies Block),
      ...confirmBlocks(words, language, 'contact-messages', lead, ctx),
      ...contactUsBlocks(words, language, ctx),
    ],
    language,
  );

  return { staff, customer };
}
