import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { Badge } from '~/components/ui/badge';
import { Field, Select, Textarea } from '~/components/ui/field';
import { formatPhone } from '~/features/business/profile';
import { formatDateTime } from '~/features/calendar/business-dates';
import type { Conversation } from '../../conversations.server';
import { TextThread } from './text-thread';

interface InboxProps {
  conversations: {
    id: string;
    phone: string;
    unread: number;
    optedOut: boolean;
    assignedTo: string | null;
    lastMessageAt: string;
    preview: string;
  }[];
  open: Conversation | null;
  unreadOnly: boolean;
  staff: { id: string; label: string }[];
  savedReplies: { id: string; language: 'en' | 'es'; label: string }[];
  draft: string;
  /** The open conversation's lead page, if it has a lead. */
  leadPath: string | null;
  result?: { ok: boolean; intent: string; message: string; body?: string };
  maxLength: number;
}

const phoneOf = (e164: string) => (/^\+1\d{10}$/.test(e164) ? formatPhone(e164) : e164);

function ConversationList({ conversations, openId, unreadOnly }: Pick<InboxProps, 'conversations' | 'unreadOnly'> & { openId?: string }) {
  const suffix = unreadOnly ? '?show=unread' : '';
  return (
    <Panel
      title="Conversations"
      action={
        <nav aria-label="Show" className="flex gap-2 text-sm">
          <Link
            to="/admin/messages"
            aria-current={unreadOnly ? undefined : 'page'}
            className="rounded px-2 py-1 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            All
          </Link>
          <Link
            to="/admin/messages?show=unread"
            aria-current={unreadOnly ? 'page' : undefined}
            className="rounded px-2 py-1 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            Unread
          </Link>
        </nav>
      }
    >
      {conversations.length === 0 ? (
        <p className="text-sm text-slate-600">{unreadOnly ? 'No unread texts.' : 'No texts yet. Texts to the company number show here.'}</p>
      ) : (
        <ul className="-mx-2 flex flex-col">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/admin/messages/${conversation.id}${suffix}`}
                aria-current={conversation.id === openId ? 'page' : undefined}
                className="flex flex-col gap-0.5 rounded-md px-2 py-2 hover:bg-slate-100 aria-[current=page]:bg-brand-50"
              >
                <span className="flex items-center gap-2">
                  <span className={conversation.unread ? 'font-bold text-brand-900' : 'font-medium text-slate-800'}>{phoneOf(conversation.phone)}</span>
                  {conversation.unread ? (
                    <Badge tone="accent">
                      {conversation.unread}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  ) : null}
                  {conversation.optedOut ? <Badge tone="neutral">Opted out</Badge> : null}
                  <time dateTime={conversation.lastMessageAt} className="ml-auto text-xs text-slate-600">
                    {formatDateTime(conversation.lastMessageAt)}
                  </time>
                </span>
                <span className="truncate text-sm text-slate-700">{conversation.preview}</span>
                {conversation.assignedTo ? <span className="text-xs text-slate-600">Assigned to {conversation.assignedTo}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ReplyForm({
  open,
  savedReplies,
  draft,
  result,
  maxLength,
}: Pick<InboxProps, 'savedReplies' | 'draft' | 'result' | 'maxLength'> & { open: Conversation }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply';
  const failed = result && !result.ok && result.intent === 'reply' ? result : undefined;
  const sent = result?.ok && result.intent === 'reply';
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (sent && textarea.current) textarea.current.value = '';
  }, [sent, result]);
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <nav aria-label="Saved replies" className="mb-3">
        <p className="text-sm font-semibold text-slate-800">Saved replies</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {savedReplies.map((reply) => (
            <li key={reply.id}>
              <Link
                to={`/admin/messages/${open.id}?saved=${reply.id}`}
                preventScrollReset
                className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50"
                lang={reply.language}
              >
                {reply.label}
                <span className="ml-1 text-xs text-slate-600">{reply.language === 'es' ? 'ES' : 'EN'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" key={`${open.id}:${draft}`}>
        <input type="hidden" name="intent" value="reply" />
        <Field
          id="reply-body"
          label="Reply by text"
          size="compact"
          hint={`Up to ${maxLength.toLocaleString('en-US')} characters. Replies to their own text are sent at once, whatever the hour.`}
          error={failed?.message}
        >
          <Textarea ref={textarea} name="body" rows={4} maxLength={maxLength} defaultValue={failed?.body ?? draft} />
        </Field>
        <Button type="submit" variant="secondary" className="mt-3" disabled={sending || open.optedOut}>
          {sending ? 'Sending...' : 'Send text'}
        </Button>
      </Form>
    </div>
  );
}

function OpenConversation(props: InboxProps & { open: Conversation }) {
  const { open, staff, leadPath, result } = props;
  const notice = result && result.intent !== 'reply' ? result : result?.ok ? result : undefined;
  return (
    <Panel
      title={`Texts with ${phoneOf(open.phone)}`}
      action={
        leadPath ? (
          <Link to={leadPath} className="text-sm font-medium text-brand-700 underline">
            Open the lead
          </Link>
        ) : null
      }
    >
      <p role="status" className="mb-3 text-sm font-medium text-brand-900" hidden={!notice}>
        {notice?.message}
      </p>
      {open.optedOut ? (
        <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          This number opted out of texts (it sent STOP). Nothing can be sent until they text START.
        </p>
      ) : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <Field id="assignee" label="Assigned to" size="compact">
            <Select name="assignee" defaultValue={open.assignedTo ?? ''} className="min-w-56" key={open.assignedTo ?? ''}>
              <option value="">Nobody</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="outline" size="compact" className="mb-0.5">
            Assign
          </Button>
        </Form>
        {open.unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read" />
            <Button type="submit" variant="outline" size="compact">
              Mark read
            </Button>
          </Form>
        ) : null}
      </div>
      <TextThread messages={open.messages} />
      <ReplyForm {...props} open={open} />
    </Panel>
  );
}

/** /admin/messages: the conversations, and the open one with its reply form. */
export function MessagesInbox(props: InboxProps) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-900">Messages</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <ConversationList conversations={props.conversations} openId={props.open?.id} unreadOnly={props.unreadOnly} />
        {props.open ? (
          <OpenConversation {...props} open={props.open} />
        ) : (
          <Panel title="Conversation">
            <p className="text-sm text-slate-600">Pick a conversation to read it and reply.</p>
          </Panel>
        )}
      </div>
    </div>
  );
}
