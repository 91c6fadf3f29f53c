import { useEffect, useMemo, useRef } from 'react';
import { Form, useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { SendIcon } from '~/components/ui/icons';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useChatCopy } from './use-chat-copy';
import { MAX_MESSAGE_LENGTH, quickRepliesFor } from '../chat-protocol';
import type { ChatPageActionData, ChatPageData } from '../chat-page-handlers.server';
import { Bubble, fieldFor, QuickReplies } from './chat-lines';
import { useLiveConversation } from './use-live-conversation';

const ERROR_ID = 'chat-error';

/**
 * The assistant as a page of forms: it works the same with or without JavaScript, and it is where
 * the launcher leads before the widget has hydrated. The newest line is `#latest`, where each
 * answer lands.
 */
export function ChatPage({ conversation, result }: { conversation: ChatPageData; result?: ChatPageActionData }) {
  const copy = useChatCopy();
  const { sessionId, staffAvailable } = conversation;
  const withPerson = conversation.state.handoff === 'waiting' || conversation.state.handoff === 'live';
  // Hydrated, a chat with a person follows its stream; without JavaScript a reload shows new replies.
  const snapshot = useMemo(() => ({ state: conversation.state, lines: conversation.lines }), [conversation.state, conversation.lines]);
  const live = useLiveConversation(withPerson ? `/api/chat/events?session=${sessionId}` : null, 'visitor', snapshot);
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const stillWithPerson = live.state.handoff === 'waiting' || live.state.handoff === 'live';
  useEffect(() => {
    // Handed back, ended or missed: the page's data (the step, the chips) is read again.
    if (withPerson && live.loaded && !stillWithPerson) void revalidator.revalidate();
  }, [withPerson, live.loaded, stillWithPerson, revalidator]);
  const lines = withPerson ? live.lines : conversation.lines;
  const step = conversation.step;
  const field = fieldFor(step, copy);
  const error = result?.error;
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(lines.length);
  useEffect(() => {
    // Hydrated, an answer arrives without a page load: the field takes focus back for the next
    // message, as it would be reached right after the new line without JavaScript.
    if (lines.length !== shown.current) input.current?.focus();
    shown.current = lines.length;
  }, [lines.length]);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-brand-50 px-4 py-2 text-sm text-brand-900 sm:px-6">
          <p data-staff-availability="">
            {live.state.handoff === 'live'
              ? copy.live.liveStatus(live.state.agentName ?? '')
              : live.state.handoff === 'waiting'
                ? copy.live.waitingStatus
                : copy.staff(staffAvailable)}
          </p>
          {withPerson ? (
            <Form method="post">
              <input type="hidden" name="intent" value="end-live" />
              {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
              <button type="submit" className="min-h-11 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
                {copy.live.endChat}
              </button>
            </Form>
          ) : null}
        </div>
        <div role="log" aria-live="polite" aria-label={copy.logLabel} className="flex flex-col gap-3 bg-sand-50 px-4 py-5 sm:px-6">
          {lines.map((line, index) => (
            <div
              key={line.id}
              id={index === lines.length - 1 ? 'latest' : undefined}
              tabIndex={index === lines.length - 1 ? -1 : undefined}
              className="scroll-mt-24 focus:outline-none"
            >
              <Bubble line={line} />
            </div>
          ))}
          {live.typing ? <p className="text-sm text-slate-600">{copy.live.typing(live.typing.name ?? '')}</p> : null}
        </div>
        {withPerson && !hydrated ? (
          <Form method="post" className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 sm:px-6">
            <input type="hidden" name="intent" value="refresh" />
            {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
            <p>{copy.live.reloadHint}</p>
            <button type="submit" className="min-h-11 font-semibold text-brand-800 underline underline-offset-4">
              {copy.live.reload}
            </button>
          </Form>
        ) : null}

        <div className="border-t border-slate-200 px-4 py-4 sm:px-6">
          {quickRepliesFor(step, copy.quickReplies).length > 0 ? (
            <Form method="post" className="mb-4">
              {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
              <QuickReplies replies={quickRepliesFor(step, copy.quickReplies)} />
            </Form>
          ) : null}

          {result?.unsaved ? (
            <Form method="post" className="mb-4">
              <input type="hidden" name="intent" value="save-contact" />
              {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
              <input type="hidden" name="name" value={result.unsaved.name} />
              <input type="hidden" name="email" value={result.unsaved.email} />
              <input type="hidden" name="phone" value={result.unsaved.phone} />
              <Button type="submit" variant="secondary" round>
                {copy.page.retrySave}
              </Button>
            </Form>
          ) : null}

          <Form method="post">
            {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
            <input type="hidden" name="intent" value="message" />
            <label htmlFor="chat-message" className="block text-sm font-semibold text-slate-800">
              {field.copy.label}
            </label>
            {error ? (
              <p id={ERROR_ID} role="alert" className="mt-2 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
                {error}
              </p>
            ) : null}
            <div className="mt-2 flex items-center gap-2">
              <input
                ref={input}
                id="chat-message"
                name="message"
                type={field.type}
                autoComplete={field.autoComplete}
                enterKeyHint="send"
                maxLength={MAX_MESSAGE_LENGTH}
                placeholder={field.copy.placeholder}
                defaultValue={result?.message ?? ''}
                aria-invalid={error && result?.message !== undefined ? true : undefined}
                aria-describedby={error ? ERROR_ID : undefined}
                key={`${lines.length}-${error ?? ''}`}
                className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
              />
              <Button type="submit" size="icon" round>
                <SendIcon className="size-5" />
                <span className="sr-only">{copy.sendLabel}</span>
              </Button>
            </div>
          </Form>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-xs text-slate-600">
            <p>
              {copy.privacyNote}{' '}
              <a href="/privacy-policy" className="underline underline-offset-2 hover:text-brand-700">
                {copy.privacyLink}
              </a>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className="min-h-11 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
                {copy.page.restart}
              </button>
            </Form>
          </div>
        </div>
      </div>
    </div>
  );
}
