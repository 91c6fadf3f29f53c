import type { CompanyContact } from '~/content/estimates';
import { followUpWordsFor as english, type FollowUpWords } from '~/content/follow-ups';
import { followUpWordsFor as spanish } from '~/content/es/follow-ups';
import { type ComposedEmail, composeEmail, type EmailLink, type EmailPart } from '~/features/mail/email-html';
import { firstName, serviceIn } from '~/features/orders/order-emails.server';
import { formatLongCalendarDate } from '~/features/calendar/business-dates';
import { type Locale, pathIn } from '~/lib/locale';

// The follow-up emails, in the customer's language, naming the company as its profile has it when
// they are written. The opt-out link and headers are added when they are sent (app/features/notifications).

const words: Readonly<Record<Locale, (company: CompanyContact) => FollowUpWords>> = { en: english, es: spanish };

function compose(language: Locale, subject: string, before: string[], action: EmailLink, after: EmailPart[], smallAfter: string[] = []): ComposedEmail {
  return composeEmail({ subject, language, before, action, after, small: smallAfter });
}

export interface EstimateFollowUpFacts {
  name: string;
  language: Locale;
  /** The same link the estimate's email carried. */
  url: string;
  /** This email's "Ask us a question" form (question-links.server.ts), sealed until it is sent. */
  askUrl: string;
  opened: boolean;
  optionCount: number;
  validUntil: string;
  last: boolean;
}

/** A follow-up to an estimate not answered yet: its wording depends on whether they opened it. */
export function estimateFollowUpEmail(facts: EstimateFollowUpFacts, company: CompanyContact): ComposedEmail {
  const { estimate: copy, signOff } = words[facts.language](company);
  const validUntil = formatLongCalendarDate(facts.validUntil, facts.language);
  const lead = facts.opened ? copy.opened(facts.optionCount, validUntil) : copy.unopened(facts.optionCount, validUntil);
  return compose(
    facts.language,
    facts.opened ? copy.subject.opened : copy.subject.unopened,
    [copy.greeting(firstName(facts.name)), lead],
    { text: copy.action, url: facts.url },
    [copy.questions, { text: copy.ask, url: facts.askUrl }, ...(facts.last ? [copy.last] : []), signOff],
    [copy.fallback(facts.url)],
  );
}

export interface ReviewFacts {
  name: string;
  language: Locale;
  service: string;
  reminder: boolean;
  /** The tracked redirect to the review link, and to the private feedback form. */
  reviewUrl: string;
  feedbackUrl: string;
}

/** The review request, or its reminder: every customer gets the same public review link, with the private feedback link beside it. */
export function reviewEmail(facts: ReviewFacts, company: CompanyContact): ComposedEmail {
  const { review: copy, signOff } = words[facts.language](company);
  const service = serviceIn(facts.language, facts.service);
  return compose(
    facts.language,
    facts.reminder ? copy.reminderSubject : copy.subject,
    [copy.greeting(firstName(facts.name)), facts.reminder ? copy.reminder(service) : copy.ask(service), copy.why],
    { text: copy.action, url: facts.reviewUrl },
    [copy.feedback(facts.feedbackUrl), signOff],
  );
}

/** The tracked links of a review email: /r/<token> and /r/<token>/feedback. */
export function reviewLinks(publicUrl: string, token: string): { reviewUrl: string; feedbackUrl: string } {
  const base = `${publicUrl}/r/${token}`;
  return { reviewUrl: base, feedbackUrl: `${base}/feedback` };
}

/** Where the private feedback link lands: the contact page (its form goes to staff only), in the customer's language. */
export function feedbackPath(language: Locale): string {
  return pathIn(language, '/contact');
}
