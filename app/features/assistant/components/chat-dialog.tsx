import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LogoMark } from '~/components/illustrations/logo-mark';
import { Button } from '~/components/ui/button';
import { CloseIcon, SendIcon } from '~/components/ui/icons';
import { type BusinessCalendar, getOpenStatus } from '~/lib/business-hours';
import { useLocale } from '~/lib/messages';
import { useChatCopy } from './use-chat-copy';
import { MAX_MESSAGE_LENGTH, quickRepliesFor } from '../chat-protocol';
import { Bubble, fieldFor, QuickReplies } from './chat-lines';
import { useChat } from './use-chat';

/**
 * The chat, as a modal dialog: the page behind is inert while it is open, so focus can never
 * sit on content the panel covers (WCAG 2.4.11), and Tab stays inside. Full screen on phones,
 * a panel in the corner from 640 px. Loaded only when first opened.
 */
/** `calendar`: the business calendar from today on, to say whether the office is open as the dialog opens. */
export default function ChatDialog({ onClose, calendar }: { onClose: () => void; calendar: BusinessCalendar }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();
  const { lines, step, typing, waiting, send, handoff, agentTyping, failed, retry, typed, endChat } = useChat();
  const withPerson = handoff?.handoff === 'waiting' || handoff?.handoff === 'live';
  const [draft, setDraft] = useState('');
  const copy = useChatCopy();
  const locale = useLocale();
  const [office] = useState(() => getOpenStatus(new Date(), calendar, locale));
  const staffAvailable = useStaffAvailability(handoff?.handoff);
  const field = fieldFor(step, copy);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    return () => element?.close();
  }, []);

  useEffect(() => {
    const element = scroller.current;
    const newest = element ? [...element.querySelectorAll('[data-sender]')].at(-1) : undefined;
    if (!element || !newest) return;
    // A long answer is shown from its first line; anything else scrolls to the end.
    const offset = newest.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop - 16;
    const tall = newest.getBoundingClientRect().height > element.clientHeight - 32;
    element.scrollTop = tall && !typing ? offset : element.scrollHeight;
  }, [lines, typing, agentTyping]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft;
    if (!text.trim() || waiting) {
      input.current?.focus();
      return;
    }
    setDraft('');
    // The visitor's words come back into the field if the server could not take them.
    if ((await send(text)) === 'failed') setDraft((current) => current || text.trim());
  }

  /** A chip sends its message as if typed; focus stays in the conversation's field. */
  async function pick(message: string) {
    input.current?.focus();
    if (waiting) return;
    await send(message);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${titleId} ${subtitleId}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none flex-col overflow-hidden bg-white p-0 text-slate-800 backdrop:bg-brand-950/50 open:flex sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[25rem] sm:rounded-2xl sm:shadow-2xl"
    >
      <header className="on-dark flex items-center gap-3 bg-brand-900 py-3 pr-2 pl-4 text-white">
        <LogoMark variant="inverse" className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base leading-tight font-semibold">
            {copy.title}
          </h2>
          <p id={subtitleId} className="mt-0.5 text-sm text-brand-100" data-chat-subtitle="">
            {handoff?.handoff === 'live'
              ? copy.live.liveStatus(handoff.agentName ?? '')
              : handoff?.handoff === 'waiting'
                ? copy.live.waitingStatus
                : copy.subtitle}
          </p>
        </div>
        <button type="button" onClick={onClose} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10">
          <CloseIcon className="size-6" />
          <span className="sr-only">{copy.closeLabel}</span>
        </button>
      </header>
      <div className="flex items-center gap-2 border-b border-slate-200 bg-brand-50 py-2 pr-2 pl-4 text-[0.8125rem] text-brand-900">
        <p className="flex flex-1 items-baseline gap-2">
          <span
            aria-hidden="true"
            className={`inline-block size-2 shrink-0 translate-y-[-1px] rounded-full ${office.isOpen ? 'bg-palm-500' : 'bg-danger-700'}`}
          />
          <span>
            <strong className="font-semibold">{copy.office(office.isOpen)}</strong> · {office.note ? `${office.note}. ` : ''}
            {office.detail}
            {staffAvailable === null ? null : (
              <span className="block" data-staff-availability="">
                {copy.staff(staffAvailable)}
              </span>
            )}
          </span>
        </p>
        {withPerson ? (
          <button
            type="button"
            onClick={() => void endChat()}
            className="min-h-11 shrink-0 rounded-full bg-white px-4 text-sm font-semibold text-brand-900 ring-1 ring-brand-900/30 ring-inset hover:bg-brand-100"
          >
            {copy.live.endChat}
          </button>
        ) : null}
      </div>

      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label={copy.logLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled from the keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex-1 overflow-y-auto overscroll-contain bg-sand-50 px-4 py-5 focus-visible:outline-offset-[-3px]"
      >
        <div className="flex flex-col gap-3">
          {lines.map((line) => (
            <Bubble key={line.key} line={line} />
          ))}
          {failed.map((line) => (
            <div
              key={`failed-${line.clientId}`}
              role="alert"
              className="self-end rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700"
            >
              {line.failed}{' '}
              <button type="button" onClick={() => retry(line.clientId)} className="min-h-11 font-semibold underline underline-offset-2">
                {copy.live.sendAgain}
              </button>
            </div>
          ))}
          {typing || agentTyping ? (
            <div aria-hidden="true" className="flex">
              <div className="inline-flex items-center gap-1.5 rounded-2xl rounded-bl-md bg-white px-4 py-3.5 shadow-sm ring-1 ring-slate-200">
                {['', '[animation-delay:150ms]', '[animation-delay:300ms]'].map((delay) => (
                  <span key={delay} className={`size-2 animate-bounce rounded-full bg-brand-500 ${delay}`} />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <p role="status" className="sr-only">
        {agentTyping ? copy.live.typing(agentTyping.name ?? '') : typing ? copy.typing : ''}
      </p>

      <form onSubmit={submit} noValidate className="border-t border-slate-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {waiting ? null : (
          <div className="mb-3">
            <QuickReplies replies={quickRepliesFor(step, copy.quickReplies)} onPick={(message) => void pick(message)} />
          </div>
        )}
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            {field.copy.label}
          </label>
          <input
            ref={input}
            id={inputId}
            type={field.type}
            autoComplete={field.autoComplete}
            enterKeyHint="send"
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={field.copy.placeholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              typed();
            }}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          <Button type="submit" aria-disabled={waiting} size="icon" round>
            <SendIcon className="size-5" />
            <span className="sr-only">{copy.sendLabel}</span>
          </Button>
        </div>
        <p className="mt-2 px-1 text-xs text-slate-600">
          {copy.privacyNote}{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-brand-700">
            {copy.privacyLink}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </form>
    </dialog>
  );
}

/**
 * Whether someone on the staff is available to chat: asked as the chat opens, and again whenever a
 * request for a person changes hands (nobody came in time sets the staff away); null until known.
 */
function useStaffAvailability(handoff: string | undefined): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/chat/availability', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ available: boolean }>) : null))
      .then((answer) => setAvailable(answer ? answer.available === true : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [handoff]);
  return available;
}
