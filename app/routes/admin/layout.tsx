import { createContext, Outlet, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/layout';
import { useBackOfficeServiceWorker } from '~/features/notifications/components/push-alerts-control';
import { requireAdmin } from '~/features/accounts/guards.server';
import { LiveArrivalsContext, useLiveLeads } from '~/features/leads/inbox/components/use-live-leads';
import { ChimeSwitch } from '~/features/leads/inbox/components/chime-switch';
import { AdminShell } from '~/components/back-office/back-office-shell';
import { ScreenError } from '~/components/back-office/screen-error';
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

/** The back office's frame around a screen: its header, menu and counts, the live leads' announcements and alerts. */
function BackOfficeFrame({ frame, children }: { frame: Route.ComponentProps['loaderData']; children: ReactNode }) {
  const site = useRouteLoaderData<typeof rootLoader>('root');
  const { announcement, arrivals } = useLiveLeads(frame.liveFrom);
  useBackOfficeServiceWorker();
  return (
    <AdminShell
      appName={site?.appName ?? ''}
      email={frame.email}
      isSuperAdmin={frame.isSuperAdmin}
      announcement={announcement}
      headerControls={
        <>
          <AvailabilitySwitch available={frame.available} />
          <ChimeSwitch />
        </>
      }
      counts={{ '/admin/chats': frame.chatsWaiting, '/admin/messages': frame.unreadTexts }}
      texting={frame.texting}
    >
      <LiveArrivalsContext value={arrivals}>{children}</LiveArrivalsContext>
    </AdminShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeFrame frame={loaderData}>
      <Outlet />
    </BackOfficeFrame>
  );
}

/**
 * A screen that throws (a record's address that names nothing, a failure while loading) shows its
 * error inside the frame, so staff keep the menu and the way back; without the frame's own data
 * (its loader failed) the error shows alone.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData)
    return (
      <main id="main" tabIndex={-1} className="min-h-screen bg-slate-100 px-4 py-10 focus:outline-none lg:px-8">
        <ScreenError error={error} />
      </main>
    );
  return (
    <BackOfficeFrame frame={loaderData}>
      <ScreenError error={error} />
    </BackOfficeFrame>
  );
}
