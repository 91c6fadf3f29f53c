import { data } from 'react-router';
import { listStaffContacts } from '~/features/accounts/roles/roles.server';
import { getCompany } from '~/features/business/profile.server';
import { isLeadKind, leadKinds } from '~/features/leads/lead-kinds';
import { getAppName } from '~/features/settings/app-settings.server';
import { textingWords as englishWords } from '~/content/texting';
import { textingWords as spanishWords } from '~/content/es/texting';
import type { Actor } from '~/lib/audit-log.server';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import { assignConversation, getConversation, listConversations, markConversationRead } from '../conversations.server';
import { queueText } from '../outbound.server';
import { textingEnabled } from '../twilio/config.server';

// The staff's texting inbox, /admin/messages (docs/texting.md): what its page shows and what its
// forms do. Every form works without JavaScript; the page's data is reloaded by the live stream.

export interface SavedReply {
  /** 'en-0', 'es-2': what the page's link names. */
  id: string;
  language: 'en' | 'es';
  label: string;
  body: string;
}

async function savedReplies(services: AppServices): Promise<SavedReply[]> {
  const [company, appName] = await Promise.all([getCompany(services.db), getAppName(services.db)]);
  const name = appName || company.name;
  const url = services.env.PUBLIC_URL;
  return [
    ...englishWords.savedReplies(name, `${url}/book`).map((reply, index) => ({ id: `en-${index}`, language: 'en' as const, ...reply })),
    ...spanishWords.savedReplies(name, `${url}/es/book`).map((reply, index) => ({ id: `es-${index}`, language: 'es' as const, ...reply })),
  ];
}

function notFound(): never {
  throw data('Not found', { status: 404 });
}

/** The inbox: conversations newest first (all, or those with unread texts), the one open, the staff to assign, saved replies. */
export async function loadInbox(services: AppServices, conversationId: string | undefined, search: URLSearchParams) {
  if (!textingEnabled(services.env)) notFound();
  const unreadOnly = search.get('show') === 'unread';
  const [conversations, open, staff, replies] = await Promise.all([
    listConversations(services.db, { unread: unreadOnly ? true : undefined, limit: 100 }),
    conversationId ? getConversation(services.db, conversationId.slice(0, 100)) : undefined,
    listStaffContacts(services.db),
    savedReplies(services),
  ]);
  if (conversationId && !open) notFound();
  const picked = replies.find((reply) => reply.id === search.get('saved'));
  return {
    conversations: conversations.map((conversation) => ({
      id: conversation.id,
      phone: conversation.phone,
      unread: conversation.unread,
      optedOut: conversation.optedOut,
      assignedTo: staff.find((member) => member.id === conversation.assignedTo)?.email ?? null,
      lastMessageAt: conversation.lastMessageAt,
      preview: conversation.messages.at(-1)?.body.slice(0, 120) ?? '',
    })),
    open: open ?? null,
    leadPath: open?.leadKind && open.leadId && isLeadKind(open.leadKind) ? `/admin/${leadKinds[open.leadKind].screen}/${open.leadId}` : null,
    unreadOnly,
    staff: staff.map((member) => ({ id: member.id, label: member.name ? `${member.name} (${member.email})` : member.email })),
    savedReplies: replies,
    draft: picked?.body ?? '',
  };
}

export type InboxFormResult = { ok: true; intent: string; message: string } | { ok: false; intent: string; message: string; body?: string };

/** The inbox's forms: reply, mark read, assign. A refused reply keeps what was typed. */
export async function handleInboxForm(services: AppServices, conversationId: string | undefined, actor: Actor, request: Request) {
  if (!textingEnabled(services.env) || !conversationId) notFound();
  const form = await readFormBody(request, 16 * 1024);
  const intent = String(form?.get('intent') ?? '');
  const now = new Date();
  if (intent === 'reply') {
    const body = String(form?.get('body') ?? '');
    const result = await queueText(services, conversationId, { body, kind: 'reply', sentBy: actor.email }, now);
    if (!result.ok) {
      if (result.reason === 'not-found') notFound();
      return data({ ok: false, intent, message: result.message, body } satisfies InboxFormResult, { status: result.reason === 'opted-out' ? 409 : 400 });
    }
    await services.transact((trx) => markConversationRead(trx, conversationId, now));
    return { ok: true, intent, message: 'Text queued: it is on its way.' } satisfies InboxFormResult;
  }
  if (intent === 'read') {
    if (!(await services.transact((trx) => markConversationRead(trx, conversationId, now)))) notFound();
    return { ok: true, intent, message: 'Marked as read.' } satisfies InboxFormResult;
  }
  if (intent === 'assign') {
    const assignee = String(form?.get('assignee') ?? '');
    const staff = await listStaffContacts(services.db);
    const member = staff.find((one) => one.id === assignee);
    if (assignee && !member) return data({ ok: false, intent, message: 'Pick a staff member from the list.' } satisfies InboxFormResult, { status: 400 });
    if (!(await services.transact((trx) => assignConversation(trx, conversationId, member?.id ?? null, now)))) notFound();
    return { ok: true, intent, message: member ? `Assigned to ${member.email}.` : 'No longer assigned.' } satisfies InboxFormResult;
  }
  return data({ ok: false, intent, message: 'That form is not one this page has.' } satisfies InboxFormResult, { status: 400 });
}
