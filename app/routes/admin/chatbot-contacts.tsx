import { Outlet } from 'react-router';
import type { Route } from './+types/chatbot-contacts';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LeadList } from '~/features/admin/components/lead-list';
import { ListLoadError } from '~/features/admin/components/load-error';
import { loadLeadList } from '~/features/admin/lead-routes.server';
import { adminMeta } from '~/features/admin/meta';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Chatbot Contacts', '/admin/chatbot-contacts', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return loadLeadList(context.get(servicesContext), 'chatbot-contacts', request);
}

export default function ChatbotContactsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadList kind="chatbot-contacts" {...loaderData}>
      <Outlet />
    </LeadList>
  );
}

export function ErrorBoundary() {
  return <ListLoadError kind="chatbot-contacts" />;
}
