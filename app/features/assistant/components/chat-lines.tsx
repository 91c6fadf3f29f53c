import type { ReactNode } from 'react';
import { useCompany } from '~/lib/site-company';
import { type ChatCopy, useChatCopy } from './use-chat-copy';
import type { ChatStep, QuickReply } from '../chat-protocol';

// The conversation as the widget and the chat page both show it.

/** What the message field asks for at each step, so browsers and keyboards can help fill it. */
export function fieldFor(step: ChatStep, copy: ChatCopy): { copy: { label: string; placeholder: string }; type: string; autoComplete: string } {
  const fields: Record<ChatStep, { copy: { label: string; placeholder: string }; type: string; autoComplete: string }> = {
    chat: { copy: copy.input.chat, type: 'text', autoComplete: 'off' },
    offer: { copy: copy.input.chat, type: 'text', autoComplete: 'off' },
    done: { copy: copy.input.chat, type: 'text', autoComplete: 'off' },
    name: { copy: copy.input.name, type: 'text', autoComplete: 'name' },
    email: { copy: copy.input.email, type: 'email', autoComplete: 'email' },
    phone: { copy: copy.input.phone, type: 'tel', autoComplete: 'tel' },
    waiting: { copy: copy.input.person, type: 'text', autoComplete: 'off' },
    live: { copy: copy.input.person, type: 'text', autoComplete: 'off' },
  };
  return fields[step];
}

/** Lines that are news about the conversation (someone joined, it ended), said by no one in it. */
const NOTE_KINDS = new Set(['joined', 'handed-back', 'ended']);

/** What a line shows: whose it is, what it says, and how it was said. */
export interface BubbleLine {
  sender: 'user' | 'bot' | 'staff';
  text: string;
  notice?: boolean;
  kind?: string;
  authorName?: string | null;
}

/** The company's phone number and email, and the booking page's path, become links; everything else stays text (never HTML). */
function withLinks(text: string, company: ReturnType<typeof useCompany>): ReactNode[] {
  const linkable = [
    { text: company.phone.display, href: `tel:${company.phone.e164}` },
    { text: company.email, href: `mailto:${company.email}` },
    // The Spanish path first: the English one is part of it.
    { text: '/es/book', href: '/es/book' },
    { text: '/book', href: '/book' },
  ];
  const parts: ReactNode[] = [text];
  for (const { text: needle, href } of linkable) {
    for (let index = parts.length - 1; index >= 0; index -= 1) {
      const part = parts[index];
      if (typeof part !== 'string' || !part.includes(needle)) continue;
      const pieces = part.split(needle);
      const linked = pieces.flatMap((piece, at) =>
        at === 0
          ? [piece]
          : [
              <a key={`${href}-${index}-${at}`} href={href} className="font-semibold underline underline-offset-2">
                {needle}
              </a>,
              piece,
            ],
      );
      parts.splice(index, 1, ...linked);
    }
  }
  return parts;
}

/** The assistant's text as paragraphs, with its "- " lines as a list. */
function BotText({ text }: { text: string }) {
  const company = useCompany();
  const blocks = text.split(/\n{2,}/);
  return blocks.map((block, index) => {
    const lines = block.split('\n');
    const items = lines.filter((line) => line.startsWith('- '));
    const intro = lines.filter((line) => !line.startsWith('- '));
    return (
      <div key={index} className={index > 0 ? 'mt-2.5' : undefined}>
        {intro.length > 0 ? (
          // "Window Repair:" introducing its packages reads as a heading.
          <p className={items.length > 0 && intro.join(' ').endsWith(':') ? 'font-semibold' : undefined}>{withLinks(intro.join(' '), company)}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-brand-500">
            {items.map((item, at) => (
              <li key={at}>{withLinks(item.slice(2), company)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  });
}

export function Bubble({ line, action }: { line: BubbleLine; action?: ReactNode }) {
  const copy = useChatCopy();
  if (line.kind && NOTE_KINDS.has(line.kind)) {
    return (
      <p data-sender="note" className="px-4 text-center text-[0.8125rem] font-medium text-slate-600">
        {line.text}
      </p>
    );
  }
  const mine = line.sender === 'user';
  const staff = line.sender === 'staff';
  const tone = mine
    ? 'rounded-br-md bg-brand-700 text-white'
    : line.notice
      ? 'rounded-bl-md border border-danger-700/30 bg-danger-50 text-danger-700'
      : staff
        ? 'rounded-bl-md bg-success-50 text-slate-900 shadow-sm ring-1 ring-palm-300'
        : 'rounded-bl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-200';
  const author = staff ? copy.live.staffLabel(line.authorName ?? '') : mine ? copy.youLabel : copy.assistantLabel;
  return (
    <div data-sender={line.sender} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      {staff ? (
        <p aria-hidden="true" className="mb-1 px-1 text-xs font-semibold text-slate-600">
          {author}
        </p>
      ) : null}
      <div className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[0.9375rem] leading-relaxed break-words ${tone}`}>
        <span className="sr-only">{author}: </span>
        {/* A person's words are text, never HTML; only the assistant's own lines become paragraphs and lists. */}
        {mine || staff ? <p className="whitespace-pre-wrap">{line.text}</p> : <BotText text={line.text} />}
      </div>
      {action}
    </div>
  );
}

/**
 * The chips under the conversation, as real buttons: the widget sends their message on click,
 * the chat page posts it (`name="message"`) without JavaScript.
 */
export function QuickReplies({ replies, onPick, disabled }: { replies: QuickReply[]; onPick?: (message: string) => void; disabled?: boolean }) {
  const copy = useChatCopy();
  if (replies.length === 0) return null;
  return (
    <div role="group" aria-label={copy.quickRepliesLabel} className="flex flex-wrap gap-2">
      {replies.map((reply) => (
        <button
          key={reply.label}
          type={onPick ? 'button' : 'submit'}
          name={onPick ? undefined : 'message'}
          value={onPick ? undefined : reply.message}
          aria-disabled={disabled || undefined}
          onClick={onPick ? () => onPick(reply.message) : undefined}
          className="min-h-11 rounded-full border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait"
        >
          {reply.label}
        </button>
      ))}
    </div>
  );
}
