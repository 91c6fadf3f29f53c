import type { Route } from './+types/messages';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { MAX_TEXT_LENGTH } from '~/features/messaging/text-limits';
import { MessagesInbox } from '~/features/messaging/inbox/components/messages-inbox';
import { handleInboxForm, loadInbox } from '~/features/messaging/inbox/inbox.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

// One module serves the inbox and each conversation's own URL (docs/texting.md); 404 until Twilio is configured.

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Messages', '/admin/messages', matches);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadInbox(context.get(servicesContext), params.id, new URL(request.url).searchParams);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return handleInboxForm(context.get(servicesContext), params.id, { userId: user.id, email: user.email }, request);
}

export default function MessagesRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <MessagesInbox {...loaderData} result={actionData} maxLength={MAX_TEXT_LENGTH} />;
}
