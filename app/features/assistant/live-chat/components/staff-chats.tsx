import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useRevalidator } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button, buttonClasses } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import { formatTime } from '~/features/calendar/business-dates';
import { type ChatLineData, type ChatSnapshot, MAX_MESSAGE_LENGTH, TYPING_EVERY_MS } from '../../chat-protocol';
import type { ChatLeadFields, StaffChatResult } from '../live-chat-handlers.server';
import type { HandoffSummary } from '../live-chat.server';
import { newSessionId } from '../../components/chat-storage';
import { useLiveConversation } from '../../components/use-live-conversation';

// The back office's side of the live chat: the inbox of visitors waiting for a person, and the
// conversation a staff member joins. Both are forms that work before hydration and without
// JavaScript; hydrated, the conversation follows its event stream and sends without a reload.

function AcceptForm({ sessionId, label = 'Accept' }: { sessionId: string; label?: string }) {
  return (
    <Form method="post" action={`/admin/chats/${sessionId}`}>
      <input type="hidden" name="intent" value="accept" />
      <Button type="submit" variant="secondary" size="compact">
        {label}
      </Button>
    </Form>
  );
}

/** The inbox: who is waiting for a person (oldest first, with what they asked), and the chats live now. */
export function ChatInbox({ handoffs, userId }: { handoffs: HandoffSummary[]; userId: string }) {
  const waiting = handoffs.filter((handoff) => handoff.handoff === 'waiting');
  const live = handoffs.filter((handoff) => handoff.handoff === 'live');
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Live chat</h1>
      <Panel title="Waiting for a person">
        {waiting.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nobody is waiting. Visitors who ask the assistant for a person show here, and on your phone if alerts are on.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {waiting.map((handoff) => (
              <li key={handoff.sessionId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">
                    Waiting since <time dateTime={handoff.requestedAt ?? undefined}>{handoff.requestedAt ? formatTime(handoff.requestedAt) : ''}</time>
                  </p>
                  <p className="mt-0.5 text-sm break-words text-slate-700">“{handoff.request}”</p>
                  {handoff.latest && handoff.latest !== handoff.request ? (
                    <p className="mt-0.5 text-sm break-words text-slate-600">Latest: “{handoff.latest}”</p>
                  ) : null}
                  {handoff.openedOn ? <p className="mt-0.5 text-sm break-words text-slate-600">Opened on {handoff.openedOn}</p> : null}
                </div>
                <AcceptForm sessionId={handoff.sessionId} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Live now">
        {live.length === 0 ? (
          <p className="text-sm text-slate-600">No chat with a person is under way.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {live.map((handoff) => (
              <li key={handoff.sessionId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">
                    {handoff.agentId === userId ? 'With you' : `With ${handoff.agentName ?? 'a colleague'}`}
                  </p>
                  <p className="mt-0.5 text-sm break-words text-slate-700">Latest: “{handoff.latest}”</p>
                </div>
                <Link to={`/admin/chats/${handoff.sessionId}`} className={buttonClasses({ variant: 'quiet', size: 'compact' })}>
                  Open chat
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

const who = (line: Pick<ChatLineData, 'sender' | 'authorName'>) =>
  line.sender === 'user' ? 'Visitor' : line.sender === 'staff' ? `${line.authorName ?? 'Staff'} (staff)` : 'Assistant';

function Line({ line, pending = false }: { line: Pick<ChatLineData, 'sender' | 'text' | 'createdAt' | 'authorName'>; pending?: boolean }) {
  const mine = line.sender === 'staff';
  const tone = mine
    ? 'bg-brand-700 text-white'
    : line.sender === 'user'
      ? 'bg-white text-slate-900 ring-1 ring-slate-300'
      : 'bg-slate-100 text-slate-800 ring-1 ring-slate-200';
  return (
    <li data-sender={line.sender} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${tone}`}>
        <p className={`text-xs font-semibold ${mine ? 'text-brand-100' : 'text-slate-600'}`}>
          {who(line)} · <time dateTime={line.createdAt}>{formatTime(line.createdAt)}</time>
          {pending ? ' · Sending…' : null}
        </p>
        {/* Text, never HTML: React escapes it. */}
        <p className="mt-0.5 break-words whitespace-pre-wrap">{line.text}</p>
      </div>
    </li>
  );
}

interface ConversationProps {
  sessionId: string;
  snapshot: ChatSnapshot;
  /** This staff member is the one who joined. */
  mine: boolean;
  /** A superAdmin, who may end a chat another staff member joined. */
  endsAnyChat: boolean;
  /** The chatbot contact the conversation produced, if any. */
  contactId: string | null;
  /** The path of the page the chat was opened on. */
  openedOn: string | null;
  /** What the conversation told us of the visitor: the lead form's starting values. */
  leadDetails: Partial<ChatLeadFields>;
  error?: string;
  /** What was typed when a post without JavaScript was refused. */
  typed?: string;
  /** What was typed into the lead form when saving it was refused. */
  typedLead?: ChatLeadFields;
}

/**
 * One conversation as staff see it: the lines, live; Accept while the visitor waits; once joined,
 * a message field (with typing shown to the visitor), Hand back to the assistant and End chat.
 */
export function StaffConversation({ sessionId, snapshot, mine, endsAnyChat, contactId, openedOn, leadDetails, error, typed, typedLead }: ConversationProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { lines, state, typing } = useLiveConversation(`/admin/chats/${sessionId}/events`, 'staff', snapshot);
  const sender = useFetcher<StaffChatResult>();
  const typingSign = useFetcher();
  const [pending, setPending] = useState<{ clientId: string; text: string; createdAt: string }[]>([]);
  const [draft, setDraft] = useState(typed ?? '');
  const [clientId, setClientId] = useState(newSessionId);
  const lastTyping = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const version = useRef(state.version);

  // Who may write changes with the state (someone accepted, the chat was handed back): read it again.
  useEffect(() => {
    if (state.version !== version.current) {
      version.current = state.version;
      void revalidator.revalidate();
    }
  }, [state.version, revalidator]);

  // A new line from the visitor may carry their name or number: the lead form's starting values are read again.
  const visitorLines = lines.filter((line) => line.sender === 'user').length;
  const seenVisitorLines = useRef(visitorLines);
  useEffect(() => {
    if (visitorLines !== seenVisitorLines.current && !contactId) void revalidator.revalidate();
    seenVisitorLines.current = visitorLines;
  }, [visitorLines, contactId, revalidator]);

  const stored = new Set(lines.map((line) => line.clientId).filter(Boolean));
  const unsent = pending.filter((line) => !stored.has(line.clientId));
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [lines.length, unsent.length]);

  const failed = sender.state === 'idle' && sender.data && !sender.data.ok ? sender.data : undefined;
  // A refused message comes back into the field, as typed.
  const [seenFailure, setSeenFailure] = useState(failed);
  if (failed !== seenFailure) {
    setSeenFailure(failed);
    const refused = failed?.message;
    if (refused) {
      setDraft((current) => current || refused);
      setPending((current) => current.filter((line) => line.text !== refused));
    }
  }

  const live = state.handoff === 'live';
  const canWrite = live && mine;

  function send(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setPending((current) => [...current, { clientId, text, createdAt: new Date().toISOString() }]);
    void sender.submit({ intent: 'message', message: text, clientId, via: 'fetcher' }, { method: 'post' });
    // The message ends the indicator on the visitor's side: the next keystroke shows it again.
    lastTyping.current = 0;
    setDraft('');
    setClientId(newSessionId());
    input.current?.focus();
  }

  function change(value: string) {
    setDraft(value);
    const now = Date.now();
    if (!canWrite || !value || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void typingSign.submit({ intent: 'typing', via: 'fetcher' }, { method: 'post' });
  }

  const status =
    state.handoff === 'waiting'
      ? 'The visitor is waiting for a person.'
      : live
        ? mine
          ? 'You are chatting with this visitor. The assistant is silent until you hand back or end the chat.'
          : `${state.agentName ?? 'A colleague'} is chatting with this visitor.`
        : state.handoff === 'callback'
          ? 'Nobody joined in time: the assistant is taking their name and phone number for a call back.'
          : 'The assistant is answering this visitor.';

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Chat with a visitor</h1>
        <Link to="/admin/chats" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          All live chats
        </Link>
      </div>
      <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="chat-state">
        {status}
      </p>
      {openedOn ? (
        <p className="text-sm text-slate-700" data-testid="chat-opened-on">
          Opened on{' '}
          <a href={openedOn} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline underline-offset-4">
            {openedOn}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {contactId ? (
        <p className="text-sm" role="status">
          This chat is saved as a lead:{' '}
          <Link to={`/admin/chatbot-contacts/${contactId}`} className="font-semibold text-brand-800 underline underline-offset-4">
            open the lead
          </Link>
        </p>
      ) : null}
      {(error && !typedLead) || failed ? (
        <p role="alert" className="rounded-md border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {failed?.error ?? error}
        </p>
      ) : null}

      <section aria-label="Conversation" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        <div
          role="log"
          aria-live="polite"
          aria-label="Messages"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled from the keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="max-h-[60vh] overflow-y-auto"
        >
          <ol ref={list} className="space-y-2">
            {lines.map((line) => (
              <Line key={line.id} line={line} />
            ))}
            {unsent.map((line) => (
              <Line key={line.clientId} line={{ sender: 'staff', text: line.text, createdAt: line.createdAt, authorName: 'You' }} pending />
            ))}
          </ol>
        </div>
        <p className="mt-2 min-h-5 text-sm text-slate-600" aria-live="polite">
          {typing ? 'The visitor is typing…' : ''}
        </p>
      </section>

      {state.handoff === 'waiting' ? <AcceptForm sessionId={sessionId} label="Accept and join the chat" /> : null}
      {contactId ? null : <SaveLeadForm details={leadDetails} typed={typedLead} error={typedLead ? error : undefined} />}

      {canWrite ? (
        <div className="space-y-3">
          <Form method="post" onSubmit={send} className="flex items-end gap-2">
            <input type="hidden" name="intent" value="message" />
            <input type="hidden" name="clientId" value={clientId} />
            <Field id="staff-message" label="Your message to the visitor" className="min-w-0 flex-1">
              <Input
                ref={input}
                name="message"
                autoComplete="off"
                maxLength={MAX_MESSAGE_LENGTH}
                value={draft}
                onChange={(event) => change(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="secondary" size="md">
              Send
            </Button>
          </Form>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="hand-back" />
              <Button type="submit" variant="quiet" size="compact">
                Hand back to the assistant
              </Button>
            </Form>
            <EndForm />
          </div>
        </div>
      ) : live && endsAnyChat ? (
        <EndForm />
      ) : null}
    </div>
  );
}

function EndForm() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="end" />
      <Button type="submit" variant="quiet" size="compact">
        End chat
      </Button>
    </Form>
  );
}

const leadFields = [
  { name: 'name', label: 'Name', autoComplete: 'off', type: 'text' },
  { name: 'phone', label: 'Phone number', autoComplete: 'off', type: 'tel' },
  { name: 'email', label: 'Email (optional)', autoComplete: 'off', type: 'email' },
] as const;

/**
 * Saves the chat as a lead in one tap: the fields start with what the visitor told us (and follow
 * new lines until staff edit them); staff complete what is missing. The lead is stored before the
 * page answers, and shows in the chatbot contacts inbox with this conversation.
 */
function SaveLeadForm({ details, typed, error }: { details: Partial<ChatLeadFields>; typed?: ChatLeadFields; error?: string }) {
  const [edited, setEdited] = useState<Partial<ChatLeadFields>>(typed ?? {});
  return (
    <Form method="post" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="save-lead-heading">
      <input type="hidden" name="intent" value="save-lead" />
      <h2 id="save-lead-heading" className="text-base font-semibold text-brand-900">
        Save this chat as a lead
      </h2>
      <p className="text-sm text-slate-600">Filled in from the conversation: check it, add what is missing, and save. The lead keeps the whole chat.</p>
      {error ? (
        <p role="alert" className="rounded-md border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {leadFields.map((field) => (
          <Field key={field.name} id={`lead-${field.name}`} label={field.label}>
            <Input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={edited[field.name] ?? details[field.name] ?? ''}
              onChange={(event) => setEdited((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </Field>
        ))}
      </div>
      <Button type="submit" variant="secondary" size="compact">
        Save as a lead
      </Button>
    </Form>
  );
}
