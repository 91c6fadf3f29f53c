import { company } from '~/content/company';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { greetingName } from '~/features/mail/greeting';
import type { EmailMessage } from '~/features/mail/outbox.server';

interface AccountEmailInput {
  to: string;
  name: string;
  url: string;
}

/** Anyone can register someone else's address: the name they typed is repeated only when it is plainly a name. */
function greeting(name: string): string {
  const first = greetingName(name);
  return first ? `Hello ${first},` : 'Hello,';
}

/** One call to action between short paragraphs, as plain text and as simple HTML. */
function accountEmail(kind: string, { to, name, url }: AccountEmailInput, subject: string, lead: string, action: string, after: string[]): EmailMessage {
  const closing = [...after, `The ${company.name} team\n${company.phone.display} · ${company.email}`];
  const text = [greeting(name), lead, `${action}: ${url}`, ...closing].join('\n\n') + '\n';
  const html = htmlEmail({
    title: subject,
    body: [
      htmlParagraph(greeting(name)),
      htmlParagraph(lead),
      htmlButton(url, action, '#0c2d48'),
      htmlParagraph(`If the button does not work, copy this address into your browser:\n${url}`, 'margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d'),
      ...closing.map((text) => htmlParagraph(text)),
    ].join('\n'),
  });
  return { kind, to, subject, text, html };
}

export function passwordResetEmail(input: AccountEmailInput): EmailMessage {
  return accountEmail(
    'account.password-reset',
    input,
    `Reset your ${company.name} password`,
    `Someone asked to reset the password of your ${company.name} account. The link below works once, within one hour.`,
    'Choose a new password',
    ['If you did not ask for this, ignore this email: your password stays as it is.'],
  );
}

export function verificationEmail(input: AccountEmailInput): EmailMessage {
  return accountEmail(
    'account.verify-email',
    input,
    `Confirm your email address for ${company.name}`,
    `Thank you for creating a ${company.name} account. Please confirm that this address is yours; your dashboard will then also show the quote requests and messages you send us from it.`,
    'Confirm my email address',
    ['If you did not create an account, you can ignore this email.'],
  );
}
