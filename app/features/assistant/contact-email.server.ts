import { htmlButton, htmlEmail, htmlFieldTable, htmlHeading, htmlParagraph, htmlText } from '~/features/mail/email-html';
import { englishLanguageNames } from '~/lib/locale';
import { formatLongDateTime, formatTime } from '~/features/calendar/business-dates';
import type { EmailMessage } from '~/features/mail/outbox.server';
import type { ChatbotContactRow } from '~/features/leads/tables';
import type { ChatMessageRow } from './tables';

export interface ContactMailContext {
  /** Origin for links into the back office, without a trailing slash. */
  publicUrl: string;
  staffEmail: string;
}

/** The email telling staff that a visitor left their details with the assistant, with the conversation so far. */
export function chatbotContactEmail(contact: ChatbotContactRow, conversation: readonly ChatMessageRow[], ctx: ContactMailContext): EmailMessage {
  const link = `${ctx.publicUrl}/admin/chatbot-contacts/${contact.id}`;
  const wantsCall = contact.callbackRequestedAt !== null;
  const fields: [string, string][] = [
    ['Name', contact.name],
    ['Email', contact.email || 'Not given'],
    ['Phone', contact.phone],
    // Staff call and write in the language the visitor wrote to the assistant in.
    ...(contact.language !== 'en'
      ? [
          ['Language', `${englishLanguageNames[contact.language]} (they wrote in ${englishLanguageNames[contact.language]}; call and write in it)`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(wantsCall ? [['Wants a call', 'Yes: they asked for a person and nobody could join the chat'] as [string, string]] : []),
    ['What they asked about', contact.message || 'Nothing beyond leaving their details'],
  ];
  const speaker = (line: ChatMessageRow) =>
    line.sender === 'user' ? contact.name : line.sender === 'staff' ? `${line.authorName ?? 'Staff'} (staff)` : 'Assistant';
  const when = formatLongDateTime(contact.createdAt);
  const intro = wantsCall
    ? `${contact.name} asked the website chat for a person on ${when}, nobody could join, and they want a call back at ${contact.phone}.`
    : `${contact.name} left their contact details with the website assistant on ${when}. Reply to this email to answer them directly.`;

  const text = [
    intro,
    `Open in the back office: ${link}`,
    `CONTACT\n${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
    `CONVERSATION\n${conversation.map((line) => `[${formatTime(line.createdAt)}] ${speaker(line)}: ${line.text.replace(/\n/g, '\n  ')}`).join('\n')}`,
    `Reference: ${contact.id}`,
  ].join('\n\n');

  const lines = conversation
    .map(
      (line) =>
        `<p style="margin:0 0 10px;line-height:1.45"><strong>${htmlText(speaker(line))}</strong> <span style="color:#52606d">${formatTime(line.createdAt)}</span><br>${htmlText(line.text)}</p>`,
    )
    .join('\n');
  const language = contact.language !== 'en' ? ` (${englishLanguageNames[contact.language]})` : '';
  const subject = (wantsCall ? `Call back${language}: ${contact.name} asked the chat for a person` : `New chatbot contact${language}: ${contact.name}`).slice(
    0,
    150,
  );
  const html = htmlEmail({
    title: subject,
    body: [
      htmlParagraph(intro),
      htmlButton(link, 'Open in the back office'),
      htmlHeading('Contact'),
      htmlFieldTable(fields),
      htmlHeading('Conversation'),
      lines,
      htmlParagraph(`Reference: ${contact.id}`, 'margin:24px 0 0;color:#52606d;font-size:13px'),
    ].join('\n'),
  });
  return {
    kind: 'chatbot-contact.staff',
    refId: contact.id,
    to: ctx.staffEmail,
    ...(contact.email ? { replyTo: contact.email } : {}),
    subject,
    text: `${text}\n`,
    html,
  };
}
