import { company } from './company';

// Every word a customer reads about an estimate or an order: the estimate page, its forms and
// messages, the emails and the signed PDF. Kept here so they can be translated.

/** The terms the customer accepts by approving; part of what is shown, hashed and signed. */
export const estimateTerms: readonly string[] = [
  'Prices are in US dollars and include materials, labor and clean-up for the work listed in the option you choose. Anything not listed is not included.',
  'The estimate can be approved until the end of its valid-until date (Eastern Time). After that, prices may change and we will prepare a new estimate.',
  'Approving places an order. We will call you to schedule the work; measurements are confirmed on site before any product is ordered.',
  'Payment is due when the work is completed, unless we agree otherwise in writing.',
  'To cancel or reschedule, give us at least 24 hours’ notice.',
  company.satisfactionGuarantee,
];

export const estimatePage = {
  metaTitle: 'Your Estimate',
  metaDescription: `Your estimate from ${company.name}.`,
  eyebrow: 'Your estimate',
  heading: (firstName: string) => `Hello ${firstName}, here is your estimate`,
  intro: 'Choose the option that suits you, then approve it below. You need no account to do so.',
  preparedFor: 'Prepared for',
  property: 'Property',
  validUntil: 'Valid until',
  estimateNumber: 'Estimate number',
  messageHeading: 'A note from our team',
  optionsHeading: 'Your options',
  recommended: 'Recommended',
  optionLabel: (letter: string) => `Option ${letter}`,
  columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  total: 'Total',
  photosHeading: 'Photos',
  termsHeading: 'Terms',
  approveHeading: 'Approve this estimate',
  approveIntro: 'Choose an option, type your full name and tick the box. Your typed name is your signature.',
  chooseOption: 'Option you choose',
  fullName: 'Your full name',
  acceptTerms: 'I have read and accept the terms above',
  approveButton: 'Approve and sign',
  approving: 'Approving...',
  declineHeading: 'Not for you?',
  declineIntro: 'Let us know, and tell us why if you like: it helps us do better.',
  declineReason: 'Reason',
  declineButton: 'Decline this estimate',
  declining: 'Sending...',
  approvedHeading: 'Thank you: your estimate is approved',
  approvedText: (option: string, name: string, when: string) => `${option} was approved and signed by ${name} on ${when}. We have emailed you a PDF copy and will call you to schedule the work.`,
  approvedAccount: 'Log in to your account with this email address to follow your order.',
  declinedHeading: 'You declined this estimate',
  declinedText: 'Thank you for letting us know. If you change your mind or want a different option, call us and we will prepare a new estimate.',
  signatureHeading: 'Signature',
  signedBy: 'Signed by',
  signedAt: 'Signed on',
  fingerprint: 'Document fingerprint (SHA-256)',
  questions: `Questions? Call ${company.phone.display} or email ${company.email}.`,
} as const;

/** Why an approval or decline was not accepted; shown on the page, with what was typed kept. */
export const estimateErrors = {
  chooseOption: 'Choose one of the options',
  fullName: 'Type your full name to sign',
  fullNameLength: 'Your name must be at most 120 characters',
  acceptTerms: 'Tick the box to accept the terms',
  reasonLength: 'Your reason must be at most 2000 characters',
  changed: 'This estimate changed since you opened it. Please review it again before approving.',
  alreadyDecided: 'This estimate has already been answered.',
  expired: 'This estimate has expired and can no longer be approved.',
  unavailable: 'We could not record your answer just now. Please try again in a moment.',
} as const;

export const expiredEstimatePage = {
  title: 'This estimate has expired',
  text: (validUntil: string) => `The estimate behind this link was valid until ${validUntil}. Prices may have changed since, so it can no longer be approved.`,
  action: `Call us at ${company.phone.display} or email ${company.email}, and we will gladly prepare a new estimate.`,
} as const;

export const missingEstimatePage = {
  title: 'Estimate not found',
  text: 'This link does not lead to an estimate. Check that you copied the whole link from our email, or ask us to send it again.',
} as const;

const signOff = `The ${company.name} team\n${company.phone.display} · ${company.email}`;

export const estimateEmails = {
  signOff,
  sent: {
    subject: `Your estimate from ${company.name}`,
    greeting: (firstName: string) => `Hello ${firstName},`,
    lead: (options: number) =>
      `Thank you for asking us for a quote. Your estimate is ready, with ${options === 1 ? 'one option' : `${options} options`} to choose from.`,
    validUntil: (date: string) => `You can approve it online until ${date}. No account is needed.`,
    action: 'View and approve your estimate',
    fallback: (url: string) => `If the button does not work, copy this address into your browser:\n${url}`,
    privacy: 'This link is personal to you: please do not forward it.',
  },
  approved: {
    subject: `Your signed estimate from ${company.name}`,
    greeting: (firstName: string) => `Thank you, ${firstName}!`,
    lead: (option: string, total: string) => `You approved ${option} for ${total}. Your signed estimate is attached as a PDF.`,
    next: 'We will call you within one business day to schedule the work. Your order is on your dashboard once you log in with this email address.',
    action: 'See your order',
  },
} as const;

export const orderEmails = {
  signOff,
  statusChanged: {
    subject: (status: string) => `Your ${company.name} order is now ${status}`,
    greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    lead: (service: string, status: string) => `Your order for ${service} is now ${status}.`,
    byStatus: {
      pending: 'We have your order and will be in touch to schedule the work.',
      'in-progress': 'Our team has started the work. We will let you know when it is completed.',
      completed: 'The work is completed. Thank you for choosing us!',
      cancelled: 'Your order was cancelled. If this is unexpected, please call us.',
    },
    action: 'See your order',
  },
} as const;

/** The words of the signed PDF. */
export const estimatePdf = {
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
  fingerprintNote: 'The fingerprint is computed over the exact content the customer was shown (options, prices, message and terms); any change to that content changes it.',
} as const;
