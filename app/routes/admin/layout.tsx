import { createContext, Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { useBackOfficeServiceWorker } from '~/features/notifications/components/push-alerts-control';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LiveArrivalsContext, useLiveLeads } from '~/features/leads/inbox/components/use-live-leads';
import { ChimeSwitch } from '~/features/leads/inbox/components/chime-switch';
import { AdminShell } from '~/components/back-office/back-office-shell';
import { AvailabilitySwitch } from '~/features/assistant/live-chat/components/availability-switch';
import { countWaiting } from '~/features/assistant/live-chat/live-chat.server';
import { isAvailable } from '~/features/assistant/live-chat/staff-presence.server';
import { countUnreadConversations } from '~/features/messaging/conversations.server';
import { textingEnabled } from '~/features/messaging/twilio/config.server';
import { newestLiveEventId } from '~/lib/live-events.server';
import { servicesContext } from '~/lib/request-context';
import type { loader as rootLoader } from '~/root';

/** The root layout leaves out the public header, footer and assistant under this route. */
export const handle = { backOffice: true };

const liveFromContext = createContext<number>(0);

/**
 * Before any loader of the screen reads its data, note the newest live event: the screen's stream
 * starts from there, so a lead that arrives while the page loads is shown and announced too.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    // Only loaders read it: a form's post (its own request) skips the query.
    if (request.method === 'GET') context.set(liveFromContext, await newestLiveEventId(context.get(servicesContext).db));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const { db, env } = context.get(servicesContext);
  const texting = textingEnabled(env);
  const [available, chatsWaiting, unreadTexts] = await Promise.all([isAvailable(db, user.id), countWaiting(db), texting ? countUnreadConversations(db) : 0]);
  return { email: user.email, isSuperAdmin: user.role === 'superAdmin', available, chatsWaiting, texting, unreadTexts, liveFrom: context.get(liveFromContext) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  const { announcement, arrivals } = useLiveLeads(loaderData.liveFrom);
  useBackOfficeServiceWorker();
  return (
    <AdminShell
      appName={site?.appName ?? ''}
      email={loaderData.email}
      isSuperAdmin={loaderData.isSuperAdmin}
      announcement={announcement}
      headerControls={
        <>
          <AvailabilitySwitch available={loaderData.available} />
          <ChimeSwitch />
        </>
      }
      counts={{ '/admin/chats': loaderData.chatsWaiting, '/admin/messages': loaderData.unreadTexts }}
      texting={loaderData.texting}
    >
      <LiveArrivalsContext value={arrivals}>
        <Outlet />
      </LiveArrivalsContext>
    </AdminShell>
  );
}
