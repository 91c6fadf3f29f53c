import type { CompanyContact } from './estimates';

// What every automated customer email says about stopping it, and the page its link opens, naming
// the company as its profile has it.

export interface UnsubscribeWords {
  /** The visible link at the foot of an automated email. */
  link: string;
  /** The line before it, in the plain-text part. */
  footer: string;
  page: {
    title: string;
    intro: (email: string) => string;
    stillGet: string;
    button: string;
    doneTitle: string;
    done: (email: string) => string;
    changedMind: string;
    invalidTitle: string;
    invalid: string;
    unavailable: string;
  };
}

/** `company`: the profile's name, phone and email (companyContact). */
export const unsubscribeWordsFor = (company: CompanyContact): UnsubscribeWords => ({
  link: 'Unsubscribe',
  footer: `You get this email because you asked ${company.name} for a quote or a service. To stop follow-ups, review requests and reminders, unsubscribe here:`,
  page: {
    title: 'Stop automated emails',
    intro: (email) => `Press the button to stop follow-ups, review requests and reminders from ${company.name} to ${email}.`,
    stillGet: 'You will still get receipts, your estimates and the answers to what you ask us.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (email) => `We will not send automated emails to ${email} again.`,
    changedMind: `Changed your mind? Call us at ${company.phone} or write to ${company.email}.`,
    invalidTitle: 'This unsubscribe link does not work',
    invalid: `The link may be cut short: copy the whole link from the email, or write to ${company.email} and we will take you off the list.`,
    unavailable: 'We could not save that just now. Please try again in a minute.',
  },
});
