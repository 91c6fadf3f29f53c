import type { Company } from './company';
import { describePhoto } from './photos';
import { type OrderStatusNames, orderStatusNames } from './order-statuses';

// Every word a customer reads about an estimate or an order: the estimate page, its forms and
// messages, the emails and the signed PDF, in English; app/content/es/estimates.ts says the same
// in Spanish, typed by the same interfaces. Staff's screens and emails stay in English in the feature.

/**
 * The company as these words name it: the company profile's name, phone (as written) and email
 * (app/features/business), so every estimate page, email and PDF follows the owner's changes.
 */
export interface CompanyContact {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** The Florida contractor licence number, when the profile has one: emails sign off with it. */
  readonly licenceNumber?: string;
}

/** The profile's company (the root loader's `company`, or none on an error page without it) as the words name it. */
export function companyContact(company: Company | undefined): CompanyContact {
  return { name: company?.name ?? '', phone: company?.phone.display ?? '', email: company?.email ?? '' };
}

export interface EstimatePageWords {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly eyebrow: string;
  readonly heading: (firstName: string) => string;
  readonly intro: string;
  readonly preparedFor: string;
  readonly property: string;
  readonly validUntil: string;
  readonly estimateNumber: string;
  /** The label of the contractor licence number (§489.119), shown when the profile has one. */
  readonly licence: string;
  readonly messageHeading: string;
  readonly optionsHeading: string;
  readonly recommended: string;
  readonly optionLabel: (letter: string) => string;
  readonly columns: { readonly description: string; readonly quantity: string; readonly unitPrice: string; readonly amount: string };
  readonly total: string;
  readonly photosHeading: string;
  /** Each photo thumbnail's text. */
  readonly photo: (position: number, count: number, filename: string) => string;
  readonly termsHeading: string;
  readonly approveHeading: string;
  readonly approveIntro: string;
  readonly chooseOption: string;
  readonly fullName: string;
  readonly acceptTerms: string;
  /** The ESIGN disclosure shown before the name field, and its checkbox (the words say "electronic"). */
  readonly esign: EsignConsentWords;
  readonly approveButton: string;
  readonly approving: string;
  readonly declineHeading: string;
  readonly declineIntro: string;
  readonly declineReason: string;
  /** Beside the label of a field that may be left empty. */
  readonly optional: string;
  readonly declineButton: string;
  readonly declining: string;
  readonly approvedHeading: string;
  readonly approvedText: (option: string, name: string, when: string) => string;
  readonly approvedAccount: string;
  readonly declinedHeading: string;
  readonly declinedText: string;
  readonly signatureHeading: string;
  readonly signedBy: string;
  readonly signedAt: string;
  readonly fingerprint: string;
  readonly questions: string;
  /** The page's error page, when the estimate could not be loaded. */
  readonly unavailable: string;
}

export interface EsignConsentWords {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly checkbox: string;
}

/** Why an approval or decline was not accepted; shown on the page, with what was typed kept. */
export interface EstimateErrorWords {
  readonly chooseOption: string;
  readonly fullName: string;
  readonly fullNameLength: string;
  /** The name has characters the signed PDF's font cannot print (listed). */
  readonly fullNameCharacters: (characters: string) => string;
  readonly acceptTerms: string;
  readonly esignConsent: string;
  readonly reasonLength: string;
  readonly changed: string;
  readonly alreadyDecided: string;
  /** To an approval that lost to another one of the same estimate (a second tab, a double click): the order is made. */
  readonly alreadyApproved: string;
  readonly expired: string;
  readonly notFound: string;
  readonly unavailable: string;
  /** A post whose `intent` is neither approve nor decline (altered, or sent twice): nothing was recorded. */
  readonly unclearAnswer: string;
}

export interface ExpiredEstimatePageWords {
  readonly title: string;
  readonly text: (validUntil: string) => string;
  readonly action: string;
}

export interface MissingEstimatePageWords {
  readonly title: string;
  readonly text: string;
}

export interface EstimateEmailWords {
  readonly signOff: string;
  readonly sent: {
    readonly subject: string;
    readonly greeting: (firstName: string) => string;
    readonly lead: (options: number) => string;
    readonly validUntil: (date: string) => string;
    readonly action: string;
    readonly fallback: (url: string) => string;
    readonly privacy: string;
  };
  readonly approved: {
    readonly subject: string;
    readonly greeting: (firstName: string) => string;
    readonly lead: (option: string, total: string) => string;
    readonly next: string;
    readonly action: string;
  };
}

export interface OrderEmailWords {
  readonly signOff: string;
  readonly statusNames: OrderStatusNames;
  readonly statusChanged: {
    readonly subject: (status: string) => string;
    readonly greeting: (firstName: string) => string;
    readonly lead: (service: string, status: string) => string;
    /** What each new status means for the customer. */
    readonly byStatus: { readonly [Status in keyof OrderStatusNames]: string };
    readonly action: string;
  };
}

/** The words of the signed PDF (with the page's for what it repeats: options, columns, terms). */
export interface EstimatePdfWords {
  readonly title: string;
  readonly customer: string;
  readonly property: string;
  readonly estimateNumber: string;
  readonly validUntil: string;
  readonly chosen: string;
  readonly signatureHeading: string;
  readonly signedBy: string;
  readonly signedAt: string;
  readonly ipAddress: string;
  readonly browser: string;
  readonly fingerprint: string;
  readonly fingerprintNote: string;
  readonly certificate: EstimateCertificateWords;
}

/** The certificate page at the end of the signed PDF. */
export interface EstimateCertificateWords {
  readonly heading: string;
  readonly intro: (estimateNumber: string) => string;
  readonly signerHeading: string;
  readonly signer: string;
  readonly email: string;
  readonly consent: string;
  readonly consentGiven: (version: string) => string;
  readonly eventsHeading: string;
  readonly eventNames: {
    readonly sent: string;
    readonly opened: string;
    readonly consented: string;
    readonly signed: string;
    readonly sealed: string;
    readonly downloaded: string;
  };
  /** A day's openings as one entry: how many, the first and the last (each an Eastern date and time). */
  readonly openedTimes: (count: number, first: string, last: string) => string;
  readonly hashesHeading: string;
  readonly documentSha256: string;
  readonly chainHead: string;
  readonly verifyHeading: string;
  readonly verifyText: (url: string) => string;
}

/** What the customer's page shows, and all its JavaScript carries. */
export interface EstimatePageWordSet {
  readonly page: EstimatePageWords;
  readonly errors: EstimateErrorWords;
  readonly expiredPage: ExpiredEstimatePageWords;
  readonly missingPage: MissingEstimatePageWords;
}

/** Everything a customer reads about their estimate and order, in one language. */
export interface EstimateWords extends EstimatePageWordSet {
  /**
   * The terms the customer accepts by approving, but the last: the document adds the company
   * profile's warranty after them (documentFacts). All are shown, hashed and signed.
   */
  readonly terms: readonly string[];
  /** The note from our team a new estimate starts with (staff change it as they like). */
  readonly firstMessage: (projectType: string, firstName: string) => string;
  /** How the order an approval makes describes what was approved (the customer's dashboard shows it). */
  readonly orderDescription: (option: string, title: string, estimateNumber: string) => string;
  readonly emails: EstimateEmailWords;
  readonly orderEmails: OrderEmailWords;
  readonly pdf: EstimatePdfWords;
}

export const estimateTerms: readonly string[] = [
  'Prices are in US dollars and include materials, labor and clean-up for the work listed in the option you choose. Anything not listed is not included.',
  'The estimate can be approved until the end of its valid-until date (Eastern Time). After that, prices may change and we will prepare a new estimate.',
  'Approving places an order. We will call you to schedule the work; measurements are confirmed on site before any product is ordered.',
  'Payment is due when the work is completed, unless we agree otherwise in writing.',
  'To cancel or reschedule, give us at least 24 hours’ notice.',
];

export const estimatePageFor = (company: CompanyContact): EstimatePageWords => ({
  metaTitle: 'Your Estimate',
  metaDescription: `Your estimate from ${company.name}.`,
  eyebrow: 'Your estimate',
  heading: (firstName) => `Hello ${firstName}, here is your estimate`,
  intro: 'Choose the option that suits you, then approve it below. You need no account to do so.',
  preparedFor: 'Prepared for',
  property: 'Property',
  validUntil: 'Valid until',
  estimateNumber: 'Estimate number',
  licence: 'Florida contractor licence',
  messageHeading: 'A note from our team',
  optionsHeading: 'Your options',
  recommended: 'Recommended',
  optionLabel: (letter) => `Option ${letter}`,
  columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  total: 'Total',
  photosHeading: 'Photos',
  photo: describePhoto,
  termsHeading: 'Terms',
  approveHeading: 'Approve this estimate',
  approveIntro: 'Choose an option, agree to sign electronically, type your full name and accept the terms. Your typed name is your signature.',
  chooseOption: 'Option you choose',
  fullName: 'Your full name',
  acceptTerms: 'I have read and accept the terms above',
  esign: {
    heading: 'Consent to sign electronically',
    paragraphs: [
      `By ticking the box below you agree to sign this estimate electronically and to receive it, and the documents about your order, electronically: on this page and by email. Your typed name will be your signature and has the same effect as one on paper.`,
      `You may ask for a paper copy of any of them at no charge: call ${company.phone} or write to ${company.email}.`,
      `You may withdraw this consent at any time by telling us at the same number or address; from then on we will send you documents on paper. Withdrawing does not undo what was already signed.`,
      'To read and keep these documents you need a device with a current web browser, an email account, and a program that opens PDF files (most phones and computers have one).',
    ],
    checkbox: 'I agree to use electronic signatures and to receive these documents electronically',
  },
  approveButton: 'Approve and sign',
  approving: 'Approving...',
  declineHeading: 'Not for you?',
  declineIntro: 'Let us know, and tell us why if you like: it helps us do better.',
  declineReason: 'Reason',
  optional: '(optional)',
  declineButton: 'Decline this estimate',
  declining: 'Sending...',
  approvedHeading: 'Thank you: your estimate is approved',
  approvedText: (option, name, when) =>
    `${option} was approved and signed by ${name} on ${when}. We have emailed you a PDF copy and will call you to schedule the work.`,
  approvedAccount: 'Log in to your account with this email address to follow your order.',
  declinedHeading: 'You declined this estimate',
  declinedText: 'Thank you for letting us know. If you change your mind or want a different option, call us and we will prepare a new estimate.',
  signatureHeading: 'Signature',
  signedBy: 'Signed by',
  signedAt: 'Signed on',
  fingerprint: 'Document fingerprint (SHA-256)',
  questions: `Questions? Call ${company.phone} or email ${company.email}.`,
  unavailable: 'This estimate could not be shown just now. Please try again in a moment.',
});

export const estimateErrors: EstimateErrorWords = {
  chooseOption: 'Choose one of the options',
  fullName: 'Type your full name to sign',
  fullNameLength: 'Your name must be at most 120 characters',
  fullNameCharacters: (characters) =>
    `The signed PDF cannot print these characters of your name: ${characters}. Please type your name in Latin letters, as on your ID.`,
  acceptTerms: 'Tick the box to accept the terms',
  esignConsent: 'Tick the box to agree to sign electronically',
  reasonLength: 'Your reason must be at most 2000 characters',
  changed: 'This estimate changed since you opened it. Please review it again before approving.',
  alreadyDecided: 'This estimate has already been answered.',
  alreadyApproved: 'This estimate was already approved: your order is in. There is nothing more to do.',
  expired: 'This estimate has expired and can no longer be approved.',
  notFound: 'This estimate was not found.',
  unavailable: 'We could not record your answer just now. Please try again in a moment.',
  unclearAnswer:
    'We could not tell whether you meant to approve or decline, so nothing was recorded. Please press “Approve and sign” or “Decline this estimate” again.',
};

export const expiredEstimatePageFor = (company: CompanyContact): ExpiredEstimatePageWords => ({
  title: 'This estimate has expired',
  text: (validUntil) => `The estimate behind this link was valid until ${validUntil}. Prices may have changed since, so it can no longer be approved.`,
  action: `Call us at ${company.phone} or email ${company.email}, and we will gladly prepare a new estimate.`,
});

export const missingEstimatePage: MissingEstimatePageWords = {
  title: 'Estimate not found',
  text: 'This link does not lead to an estimate. Check that you copied the whole link from our email, or ask us to send it again.',
};

/** How every email to a customer signs off: the team, then the phone and email to reach it. */
export const signOffFor = (company: CompanyContact) =>
  `The ${company.name} team\n${company.phone} · ${company.email}${company.licenceNumber ? `\nFlorida contractor licence ${company.licenceNumber}` : ''}`;

export const estimateEmailsFor = (company: CompanyContact): EstimateEmailWords => ({
  signOff: signOffFor(company),
  sent: {
    subject: `Your estimate from ${company.name}`,
    greeting: (firstName) => `Hello ${firstName},`,
    lead: (options) =>
      `Thank you for asking us for a quote. Your estimate is ready, with ${options === 1 ? 'one option' : `${options} options`} to choose from.`,
    validUntil: (date) => `You can approve it online until ${date}. No account is needed.`,
    action: 'View and approve your estimate',
    fallback: (url) => `If the button does not work, copy this address into your browser:\n${url}`,
    privacy: 'This link is personal to you: please do not forward it.',
  },
  approved: {
    subject: `Your signed estimate from ${company.name}`,
    greeting: (firstName) => `Thank you, ${firstName}!`,
    lead: (option, total) => `You approved ${option} for ${total}. Your signed estimate is attached as a PDF.`,
    next: 'We will call you within one business day to schedule the work. The link below opens your order and your signed estimate at any time, with no account needed.',
    action: 'See your order',
  },
});

export const orderEmailsFor = (company: CompanyContact): OrderEmailWords => ({
  signOff: signOffFor(company),
  statusNames: orderStatusNames,
  statusChanged: {
    subject: (status) => `Your ${company.name} order is now ${status}`,
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    lead: (service, status) => `Your order for ${service} is now ${status}.`,
    byStatus: {
      pending: 'We have your order and will be in touch to schedule the work.',
      'in-progress': 'Our team has started the work. We will let you know when it is completed.',
      completed: 'The work is completed. Thank you for choosing us!',
      cancelled: 'Your order was cancelled. If this is unexpected, please call us.',
    },
    action: 'See your order',
  },
});

export const estimatePdf: EstimatePdfWords = {
  title: 'Signed estimate',
  customer: 'Customer',
  property: 'Property',
  estimateNumber: 'Estimate number',
  validUntil: 'Valid until',
  chosen: 'Approved option',
  signatureHeading: 'Signature',
  signedBy: 'Signed by (typed name)',
  signedAt: 'Signed at',
  ipAddress: 'IP address',
  browser: 'Browser',
  fingerprint: 'SHA-256 of the estimate as shown',
  fingerprintNote:
    'The fingerprint is computed over the exact content the customer was shown (options, prices, message and terms); any change to that content changes it.',
  certificate: {
    heading: 'Signature certificate',
    intro: (estimateNumber) =>
      `The evidence of the electronic signature of estimate ${estimateNumber}, from our records. Times are given in Eastern Time and in UTC.`,
    signerHeading: 'Signer',
    signer: 'Name as typed',
    email: 'Email',
    consent: 'Consent',
    consentGiven: (version) => `Agreed to sign and receive documents electronically (ESIGN disclosure, version ${version})`,
    eventsHeading: 'Events',
    eventNames: {
      sent: 'Estimate sent by email',
      opened: 'Estimate opened',
      consented: 'Consent to sign electronically given',
      signed: 'Estimate signed',
      sealed: 'Document sealed with our digital signature',
      downloaded: 'Signed document downloaded',
    },
    openedTimes: (count, first, last) => `${count} times that day (once per browser): first ${first}, last ${last}`,
    hashesHeading: 'Fingerprints',
    documentSha256: 'SHA-256 of the estimate as shown',
    chainHead: 'Head of the audit trail (SHA-256 of its last event)',
    verifyHeading: 'How to verify this document',
    verifyText: (url) =>
      `This file carries our digital signature over every byte. Upload it at ${url} to see whether we signed it and whether it has changed since; a PDF reader's signature panel shows the same. Each event above is kept in a hash-chained audit trail in which no entry can be changed or removed without breaking the chain.`,
  },
};

/** The customer's page's words: what its route gives the page, and nothing the page does not show. */
export const estimatePageWordsFor = (company: CompanyContact): EstimatePageWordSet => ({
  page: estimatePageFor(company),
  errors: estimateErrors,
  expiredPage: expiredEstimatePageFor(company),
  missingPage: missingEstimatePage,
});

export const estimateWordsFor = (company: CompanyContact): EstimateWords => ({
  ...estimatePageWordsFor(company),
  terms: estimateTerms,
  firstMessage: (projectType, firstName) =>
    `Thank you for the chance to quote your ${projectType.toLowerCase()} project, ${firstName}. Here are the options we discussed.`,
  orderDescription: (option, title, estimateNumber) => `${option}: ${title} (estimate ${estimateNumber})`,
  emails: estimateEmailsFor(company),
  orderEmails: orderEmailsFor(company),
  pdf: estimatePdf,
});
