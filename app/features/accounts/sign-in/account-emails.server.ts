import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { greetingName } from '~/features/mail/greeting';
import type { EmailMessage } from '~/features/mail/outbox.server';
import type { Locale } from '~/lib/locale';
import type { CompanyContact } from '~/content/estimates';
import { accountEmailsFor as english, type AccountEmailWords } from '~/content/sign-in';
import { accountEmailsFor as spanish } from '~/content/es/sign-in';

const emailWords: Readonly<Record<Locale, (company: CompanyContact) => AccountEmailWords>> = { en: english, es: spanish };

interface AccountEmailInput {
  to: string;
  name: string;
  url: string;
}

/**
 * One call to action between short paragraphs, as plain text and as simple HTML, in the account's
 * language, naming the company as its profile has it when the email is written. Anyone can register someone else's address: the name they typed is repeated only when
 * it is plainly a name.
 */
function accountEmail(
  kind: string,
  { to, name, url }: AccountEmailInput,
  words: AccountEmailWords,
  message: AccountEmailWords['passwordReset'],
  language: Locale,
): EmailMessage {
  const greeting = words.greeting(greetingName(name));
  const closing = [message.after, words.signOff];
  const text = [greeting, message.lead, `${message.action}: ${url}`, ...closing].join('\n\n') + '\n';
  const html = htmlEmail({
    title: message.subject,
    lang: language,
    body: [
      htmlParagraph(greeting),
      htmlParagraph(message.lead),
      htmlButton(url, message.action, '#0c2d48'),
      htmlParagraph(words.copyLink(url), 'margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d'),
      ...closing.map((line) => htmlParagraph(line)),
    ].join('\n'),
  });
  return { kind, to, subject: message.subject, text, html };
}

export function passwordResetEmail(input: AccountEmailInput, language: Locale, company: CompanyContact): EmailMessage {
  const words = emailWords[language](company);
  return accountEmail('account.password-reset', input, words, words.passwordReset, language);
}

export function verificationEmail(input: AccountEmailInput, language: Locale, company: CompanyContact): EmailMessage {
  const words = emailWords[language](company);
  return accountEmail('account.verify-email', input, words, words.verification, language);
}
