import { type CompanyContact, signOffFor } from './estimates';

// What the customer receives after the first answer (docs/follow-ups.md), in English; the Spanish
// is in es/follow-ups.ts. Every one of these is an automated email: it carries an opt-out link.
// They name the company as its profile has it when each email is written (followUpWordsFor).

export interface FollowUpWords {
  readonly signOff: string;
  readonly estimate: {
    /** Before they opened the estimate, and after. */
    readonly subject: { readonly unopened: string; readonly opened: string };
    readonly greeting: (firstName: string) => string;
    readonly unopened: (options: number, validUntil: string) => string;
    readonly opened: (options: number, validUntil: string) => string;
    readonly questions: string;
    /** The link to the short question form (no reply to the email is read). */
    readonly ask: string;
    /** The last follow-up says it is the last. */
    readonly last: string;
    readonly action: string;
    readonly fallback: (url: string) => string;
  };
  readonly review: {
    readonly subject: string;
    readonly reminderSubject: string;
    readonly greeting: (firstName: string) => string;
    readonly ask: (service: string) => string;
    readonly reminder: (service: string) => string;
    readonly why: string;
    readonly action: string;
    readonly feedback: (url: string) => string;
  };
}

const options = (count: number) => (count === 1 ? 'one option' : `${count} options`);

/** `company`: the profile's name, phone and email (companyContact). */
export const followUpWordsFor = (company: CompanyContact): FollowUpWords => ({
  signOff: signOffFor(company),
  estimate: {
    subject: { unopened: `Your estimate from ${company.name} is ready`, opened: 'Any questions about your estimate?' },
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    unopened: (count, validUntil) =>
      `A quick reminder: your estimate is ready, with ${options(count)} to choose from, and it looks like you have not had a chance to open it yet. You can see it and approve it online until ${validUntil}.`,
    opened: (count, validUntil) =>
      `Thank you for taking a look at your estimate. Whenever you decide, you can approve the option you prefer (${options(count)} in all) online until ${validUntil}.`,
    questions: `If anything is unclear or you would like us to change something, ask us with the link below or call us at ${company.phone}. We are happy to adjust it.`,
    ask: 'Ask us a question',
    last: 'This is the last reminder we will send you about this estimate.',
    action: 'View your estimate',
    fallback: (url) => `If the button does not work, copy this address into your browser:\n${url}`,
  },
  review: {
    subject: `How did we do? A quick review for ${company.name}`,
    reminderSubject: `A reminder: your review of ${company.name}`,
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    ask: (service) =>
      `Thank you for choosing us for your ${service.toLowerCase()}. Now that the job is finished, would you take a minute to tell others how it went?`,
    reminder: (service) =>
      `A few days ago we asked how your ${service.toLowerCase()} went. If you have a minute, your review would mean a lot to our small team.`,
    why: 'Reviews help your neighbors find a window company they can trust, and they tell us what to keep doing.',
    action: 'Write a review on Google',
    feedback: (url) => `Something not right? Tell us what went wrong and we will make it right: ${url}`,
  },
});

/** The short form an estimate follow-up's "Ask us a question" link opens (/question/<token>). */
export interface QuestionWords {
  readonly title: string;
  readonly intro: (firstName: string) => string;
  readonly answerAt: (email: string) => string;
  readonly message: string;
  readonly messageHint: string;
  readonly phone: string;
  readonly phoneHint: string;
  readonly send: string;
  readonly sending: string;
  readonly sentTitle: string;
  readonly sent: string;
  readonly stopped: string;
  readonly invalidTitle: string;
  readonly invalid: string;
  readonly tooMany: (minutes: number) => string;
  readonly unavailable: string;
  readonly errors: { readonly messageRequired: string; readonly messageTooLong: string; readonly phoneTooLong: string };
}

export const questionWordsFor = (company: CompanyContact): QuestionWords => ({
  title: 'Ask us a question',
  intro: (firstName) => `${firstName ? `${firstName}, w` : 'W'}hat would you like to know about your estimate? Write it here and our team will answer you.`,
  answerAt: (email) => `We will answer at ${email}.`,
  message: 'Your question',
  messageHint: 'For example: can you add the back door, or start after the 15th?',
  phone: 'Phone, if you would like a call',
  phoneHint: `Or call us at ${company.phone}.`,
  send: 'Send my question',
  sending: 'Sending…',
  sentTitle: 'Thank you, we have your question',
  sent: 'Our team will answer you within one business day.',
  stopped: 'We will not send you more reminders about this estimate while we answer.',
  invalidTitle: 'This link does not work',
  invalid: `This link is not one we sent, or it was changed. Please call us at ${company.phone} or write to ${company.email}.`,
  tooMany: (minutes) => `Too many messages were sent from here. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  unavailable: `Your question could not be saved just now. Please try again in a moment, or call us at ${company.phone}.`,
  errors: {
    messageRequired: 'Please write your question',
    messageTooLong: 'Your question must be 2,000 characters or fewer',
    phoneTooLong: 'The phone number must be 30 characters or fewer',
  },
});
