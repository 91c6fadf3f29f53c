import { businessTimeZone } from '~/content/hours';
import type { EmailMessage } from '~/features/mail/outbox.server';
import type { ChatbotContactRow, ChatMessageRow } from '~/lib/db-schema';

export interface ContactMailContext {
  /** Origin for links into the back office, without a trailing slash. */
  publicUrl: string;
  staffEmail: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: businessTimeZone,
  timeZoneName: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: businessTimeZone });

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escaped, with the visitor's line breaks kept: the result holds no markup of theirs. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** The email telling staff that a visitor left their details with the assistant, with the conversation so far. */
export function chatbotContactEmail(
  contact: ChatbotContactRow,
  conversation: readonly ChatMessageRow[],
  ctx: ContactMailContext,
): EmailMessage {
  const link = `${ctx.publicUrl}/admin/chatbot-contacts/${contact.id}`;
  const fields: [string, string][] = [
    ['Name', contact.name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['What they asked about', contact.message || 'Nothing beyond leaving their details'],
  ];
  const speaker = (line: ChatMessageRow) => (line.sender === 'user' ? contact.name : 'Assistant');
  const intro = `${contact.name} left their contact details with the website assistant on ${dateFormat.format(new Date(contact.createdAt))}. Reply to this email to answer them directly.`;

  const text = [
    intro,
    `Open in the back office: ${link}`,
    `CONTACT\n${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
    `CONVERSATION\n${conversation
      .map((line) => `[${timeFormat.format(new Date(line.createdAt))}] ${speaker(line)}: ${line.text.replace(/\n/g, '\n  ')}`)
      .join('\n')}`,
    `Reference: ${contact.id}`,
  ].join('\n\n');

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;width:35%;color:#52606d">${htmlText(label)}</th><td style="vertical-align:top;padding:6px 0">${htmlText(value)}</td></tr>`,
    )
    .join('');
  const lines = conversation
    .map(
      (line) =>
        `<p style="margin:0 0 10px;line-height:1.45"><strong>${htmlText(speaker(line))}</strong> <span style="color:#52606d">${timeFormat.format(new Date(line.createdAt))}</span><br>${htmlText(line.text)}</p>`,
    )
    .join('\n');
  const subject = `New chatbot contact: ${contact.name}`.slice(0, 150);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${htmlText(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
<p style="margin:0 0 16px;line-height:1.5">${htmlText(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b4f6c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Open in the back office</a></p>
<h2 style="margin:28px 0 8px;font-size:16px;color:#0b4f6c">Contact</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>
<h2 style="margin:28px 0 8px;font-size:16px;color:#0b4f6c">Conversation</h2>
${lines}
<p style="margin:24px 0 0;color:#52606d;font-size:13px">Reference: ${htmlText(contact.id)}</p>
</div>
</body>
</html>
`;
  return {
    kind: 'chatbot-contact.staff',
    refId: contact.id,
    to: ctx.staffEmail,
    replyTo: contact.email,
    subject,
    text: `${text}\n`,
    html,
  };
}
