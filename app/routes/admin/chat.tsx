import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/chat';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { hasRole } from '~/features/accounts/roles/roles';
import { chatSessionIdField } from '~/features/assistant/chat-api.server';
import { StaffConversation } from '~/features/assistant/live-chat/components/staff-chats';
import { handleStaffChatAction, staffActionData } from '~/features/assistant/live-chat/live-chat-handlers.server';
import { chatOpenedOn, readChatSnapshot, readChatState } from '~/features/assistant/live-chat/live-chat.server';
import { leadDetailsOfChat } from '~/features/assistant/live-chat/chat-leads.server';
import { getCompany } from '~/features/business/profile.server';
import { contactOfConversation } from '~/features/leads/intake/chatbot-contacts.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches, params }) => adminMeta('Chat with a visitor', `/admin/chats/${params.sessionId}`, matches);

function validSession(sessionId: string): string {
  if (!chatSessionIdField.safeParse(sessionId).success) throw new Response('Not Found', { status: 404 });
  return sessionId;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const sessionId = validSession(params.sessionId);
  const { db } = context.get(servicesContext);
  const [snapshot, state, contact, openedOn, company] = await Promise.all([
    readChatSnapshot(db, sessionId),
    readChatState(db, sessionId),
    contactOfConversation(db, sessionId),
    chatOpenedOn(db, sessionId),
    getCompany(db),
  ]);
  if (snapshot.lines.length === 0) throw new Response('Not Found', { status: 404 });
  return {
    sessionId,
    snapshot,
    mine: state.handoff === 'live' && state.agentId === user.id,
    endsAnyChat: hasRole(user.role, 'superAdmin'),
    contactId: contact,
    openedOn,
    leadDetails: leadDetailsOfChat(snapshot.lines, company),
  };
}

/** Accept, a message, hand back, end, a sign of typing, or save as a lead; a browser without JavaScript comes back to the conversation. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const sessionId = validSession(params.sessionId);
  const viaFetcher = await isFetcher(request);
  const result = await handleStaffChatAction(request, context.get(servicesContext), sessionId, {
    id: user.id,
    name: user.name || user.email,
    endsAnyChat: hasRole(user.role, 'superAdmin'),
  });
  if (viaFetcher) return staffActionData(result);
  if (result.ok) return redirect(`/admin/chats/${sessionId}`, 303);
  return data(result, { status: result.status });
}

/** Whether the post came from the hydrated page (its fetchers add via=fetcher), read without using up the body. */
async function isFetcher(request: Request): Promise<boolean> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  return form?.get('via') === 'fetcher';
}

/** A message or a sign of typing changes nothing the loaders show: the stream brings the line. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  if (intent === 'message' || intent === 'typing') return false;
  return defaultShouldRevalidate;
}

export default function ChatRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <StaffConversation
      key={loaderData.sessionId}
      sessionId={loaderData.sessionId}
      snapshot={loaderData.snapshot}
      mine={loaderData.mine}
      endsAnyChat={loaderData.endsAnyChat}
      contactId={loaderData.contactId}
      openedOn={loaderData.openedOn}
      leadDetails={loaderData.leadDetails}
      error={refused?.error}
      typed={refused?.message}
      typedLead={refused?.lead}
    />
  );
}
