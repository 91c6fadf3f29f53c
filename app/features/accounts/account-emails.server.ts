import { company } from '~/content/company';
import type { EmailMessage } from '~/features/mail/outbox.server';

interface AccountEmailInput {
  to: string;
  name: string;
  url: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `Hello ${first},` : 'Hello,';
}

/** One call to action between short paragraphs, as plain text and as simple HTML. */
function accountEmail(kind: string, { to, name, url }: AccountEmailInput, subject: string, lead: string, action: string, after: string[]): EmailMessage {
  const closing = [...after, `The ${company.name} team\n${company.phone.display} · ${company.email}`];
  const text = [greeting(name), lead, `${action}: ${url}`, ...closing].join('\n\n') + '\n';
  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
${paragraph(greeting(name))}
${paragraph(lead)}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0c2d48;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d">If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>
${closing.map(paragraph).join('\n')}
</div>
</body>
</html>
`;
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
