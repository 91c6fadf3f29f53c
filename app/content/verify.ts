import type { CompanyContact } from './estimates';

// The public page where anyone checks a signed estimate (/verify); app/content/es/verify.ts
// says the same in Spanish, typed by the same interface.

export interface VerifyPageWords {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly heading: string;
  readonly intro: string;
  readonly privacy: string;
  readonly fileLabel: (megabytes: string) => string;
  readonly submit: string;
  readonly checking: string;
  readonly verified: {
    readonly heading: string;
    readonly estimate: (estimateNumber: string, signer: string, when: string) => string;
    readonly sealed: (when: string) => string;
    readonly timestamped: (when: string, authority: string) => string;
    /** The file carries a timestamp whose authority's signature does not check out: no time is vouched for. */
    readonly timestampUnconfirmed: string;
    readonly trailIntact: string;
    readonly trailBroken: string;
    readonly unrecorded: string;
  };
  readonly changed: { readonly heading: string; readonly text: string };
  readonly foreign: { readonly heading: string; readonly text: string };
  readonly errors: {
    readonly missingFile: string;
    readonly oneFile: string;
    readonly tooLarge: (megabytes: string) => string;
    readonly busy: string;
    readonly tooMany: (seconds: number) => string;
  };
}

const contactOf = (company: CompanyContact) => `call ${company.phone} or write to ${company.email}`;

/** The page's words, naming the company as the company profile has it (its name, phone and email). */
export const verifyPageFor = (company: CompanyContact): VerifyPageWords => ({
  metaTitle: 'Verify a signed estimate',
  metaDescription: `Check that a signed estimate PDF comes from ${company.name} and has not been changed since it was signed. No account needed; the file is not kept.`,
  heading: 'Verify a signed estimate',
  intro:
    'Upload a signed estimate PDF from us. We check its digital signature and fingerprint, and tell you whether we signed it and whether it has changed since.',
  privacy: 'No account is needed. The file is checked in memory and is not kept.',
  fileLabel: (megabytes) => `PDF file (up to ${megabytes} MB)`,
  submit: 'Check the document',
  checking: 'Checking…',
  verified: {
    heading: 'This is a document we signed, unchanged since',
    estimate: (estimateNumber, signer, when) => `Estimate ${estimateNumber}, signed by ${signer} on ${when}.`,
    sealed: (when) => `Our digital signature was applied on ${when} and covers the whole file.`,
    timestamped: (when, authority) =>
      `The time-stamping service “${authority}” confirms, with its own digital signature, that our signature existed on ${when}.`,
    timestampUnconfirmed: 'The file also carries a timestamp that no time-stamping service’s signature backs up, so we cannot confirm its date.',
    trailIntact: 'The estimate’s audit trail is intact.',
    trailBroken: `The estimate’s audit trail in our records does not check out: please ${contactOf(company)}.`,
    unrecorded: 'The signature is ours and the file is unchanged, but it is not among the estimates in our records.',
  },
  changed: {
    heading: 'This document was changed after we signed it',
    text: `It carries our signature, but its content is no longer what we signed. For the original, ${contactOf(company)}.`,
  },
  foreign: {
    heading: 'This is not a document we signed',
    text: `It carries no valid signature of ours. Every signed estimate from us carries our digital signature; if you expected one, ${contactOf(company)}.`,
  },
  errors: {
    missingFile: 'Choose a PDF file to check.',
    oneFile: 'Choose one PDF file at a time.',
    tooLarge: (megabytes) => `The file is larger than ${megabytes} MB; none of our signed estimates is that large.`,
    busy: 'Many documents are being checked right now. Try again in a moment.',
    tooMany: (seconds) => `You have checked many documents in a short time. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
  },
});
