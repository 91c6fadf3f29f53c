import { type Choice, choiceValues } from './choices';

/** SPEC section 4: quote submissions move through five statuses, freely settable. */
export const quoteStatuses = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly Choice[];

/** SPEC section 4: contact submissions and chatbot contacts have three. */
export const inquiryStatuses = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'resolved', label: 'Resolved' },
] as const satisfies readonly Choice[];

/** The three kinds of lead, named as their tables, admin API paths and CSV files are. */
export type LeadKind = 'quote-requests' | 'contact-messages' | 'chatbot-contacts';

/** The kinds a visitor sends through a form or the lead API (a chatbot contact comes through the assistant). */
export type FormLeadKind = Exclude<LeadKind, 'chatbot-contacts'>;

export interface LeadKindInfo {
  kind: LeadKind;
  /** The staff screen, under /admin. */
  screen: string;
  title: string;
  /** One lead, in running text: 'quote request'. */
  noun: string;
  statuses: readonly Choice[];
  /** subject_type in the audit log. */
  entityType: string;
  loadError: string;
  updateError: string;
  loading: string;
  empty: string;
}

export const leadKinds: Record<LeadKind, LeadKindInfo> = {
  'quote-requests': {
    kind: 'quote-requests',
    screen: 'quote-submissions',
    title: 'Quote Submissions',
    noun: 'quote request',
    statuses: quoteStatuses,
    entityType: 'quote-request',
    loadError: 'Failed to load quote form submissions',
    updateError: 'Failed to update status. Please try again.',
    loading: 'Loading submissions...',
    empty: 'No submissions found',
  },
  'contact-messages': {
    kind: 'contact-messages',
    screen: 'contact-submissions',
    title: 'Contact Submissions',
    noun: 'contact submission',
    statuses: inquiryStatuses,
    entityType: 'contact-message',
    loadError: 'Failed to load contact form submissions',
    updateError: 'Failed to update status. Please try again.',
    loading: 'Loading submissions...',
    empty: 'No submissions found',
  },
  'chatbot-contacts': {
    kind: 'chatbot-contacts',
    screen: 'chatbot-contacts',
    title: 'Chatbot Contacts',
    noun: 'chatbot contact',
    statuses: inquiryStatuses,
    entityType: 'chatbot-contact',
    loadError: 'Failed to load contacts. Please try again.',
    updateError: 'Failed to update contact status. Please try again.',
    loading: 'Loading contacts...',
    empty: 'No contacts found.',
  },
};

export function isLeadKind(value: string): value is LeadKind {
  return Object.hasOwn(leadKinds, value);
}

export function statusValues(kind: LeadKind): [string, ...string[]] {
  return choiceValues(leadKinds[kind].statuses);
}

export function statusLabel(kind: LeadKind, status: string): string {
  return leadKinds[kind].statuses.find((choice) => choice.value === status)?.label ?? status;
}

const spamReasons: Record<string, string> = {
  honeypot: 'Hidden form field filled in',
  'submitted-too-fast': 'Sent faster than a person types',
  'missing-form-token': 'Form token missing',
  'invalid-form-token': 'Form token invalid',
  link: 'A link in the message',
  'many-links': 'Several links in the message',
  'spam-words': 'Advertising words (SEO, crypto and the like)',
  'repeated-sends': 'The same address sent several in an hour',
};

/** Why a lead was flagged (its signals, comma-separated), in words staff understand. */
export function spamReasonLabel(reason: string): string {
  return reason
    .split(',')
    .map((signal) => spamReasons[signal] ?? signal)
    .join('; ');
}

/** The kind whose staff screen a back-office path is under: /admin/<screen>/… */
export function leadKindForPath(pathname: string): LeadKind {
  const screen = pathname.split('/')[2];
  const info = Object.values(leadKinds).find((candidate) => candidate.screen === screen);
  if (!info) throw new Error(`No lead screen at ${pathname}`);
  return info.kind;
}
