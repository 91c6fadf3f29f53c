import { formatDateTime } from '~/features/calendar/business-dates';
import type { ConversationMessage } from '../../conversations.server';

const statusWords: Record<string, string> = {
  queued: 'Queued',
  accepted: 'Queued',
  scheduled: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  read: 'Read',
  received: 'Received',
};

function statusOf(message: ConversationMessage): string {
  const words = statusWords[message.status] ?? message.status;
  if (message.errorCode === 'opted-out') return `${words}: the number opted out`;
  return message.errorCode ? `${words} (error ${message.errorCode})` : words;
}

/** A conversation's texts, oldest first: theirs on the left, ours on the right with how far each got. */
export function TextThread({ messages }: { messages: readonly ConversationMessage[] }) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">No texts yet.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Texts, oldest first">
      {messages.map((message) => (
        <li
          key={message.id}
          className={[
            'max-w-[85%] rounded-lg px-3 py-2 text-sm',
            message.direction === 'in' ? 'self-start bg-slate-100 text-slate-900' : 'self-end bg-brand-50 text-slate-900 ring-1 ring-brand-200',
          ].join(' ')}
        >
          <p className="sr-only">{message.direction === 'in' ? 'They wrote:' : 'We wrote:'}</p>
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
          {message.media.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {message.media.map((link, index) => (
                <li key={link}>
                  <a href={link} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">
                    Attachment {index + 1}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            {message.direction === 'out' ? ` · ${statusOf(message)}` : ''}
            {message.kind === 'text-back' ? ' · Missed-call text' : ''}
            {message.kind === 'keyword' && message.direction === 'out' ? ' · Automatic answer' : ''}
            {message.sentBy ? ` · ${message.sentBy}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
