import type { Route } from './+types/chats';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { ChatInbox } from '~/features/assistant/live-chat/components/staff-chats';
import { listHandoffs } from '~/features/assistant/live-chat/live-chat.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Live chat', '/admin/chats', matches);

/** The visitors waiting for a person, and the chats with a person under way (kept current by the back office's live stream). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { handoffs: await listHandoffs(context.get(servicesContext).db), userId: user.id };
}

export default function ChatsRoute({ loaderData }: Route.ComponentProps) {
  return <ChatInbox handoffs={loaderData.handoffs} userId={loaderData.userId} />;
}
