import { Link } from 'react-router';
import type { Route } from './+types/notifications';
import { adminMeta } from '~/components/back-office/meta';
import { Panel } from '~/components/back-office/panel';
import { PushAlertsControl } from '~/features/accounts/push-devices/components/push-alerts-control';
import { requireAdmin } from '~/features/accounts/guards.server';
import { pushDeviceStatus } from '~/features/accounts/push-devices/push-device-actions.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Alerts', '/admin/notifications', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return pushDeviceStatus(context.get(servicesContext), user.id);
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  const { publicKey, devices } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Alerts</h1>
      <Panel title="Alerts on this device">
        <p className="mb-4 text-sm text-slate-700">
          This phone or computer shows a notification, even with the back office closed, when a lead arrives, when a visitor asks the assistant for a person,
          and when a lead is still new after the alert time. Choosing the notification opens that lead. Turn alerts on in each browser you use; the email alerts
          stay as they are.
        </p>
        <PushAlertsControl publicKey={publicKey} />
        <p className="mt-4 text-sm text-slate-600" data-testid="push-device-count">
          {devices === 0
            ? 'None of your browsers has alerts on yet.'
            : devices === 1
              ? 'You have alerts on in 1 browser.'
              : `You have alerts on in ${devices} browsers.`}
        </p>
      </Panel>
      <Panel title="Emails and alerts that could not be sent">
        <p className="text-sm text-slate-700">
          An email or alert still failing after its last attempt is kept on the{' '}
          <Link to="/admin/jobs" className="font-semibold text-brand-700 underline">
            failed jobs
          </Link>{' '}
          page, where it can be retried.
        </p>
      </Panel>
      <Panel title="Install the back office">
        <p className="text-sm text-slate-700">
          The back office can be installed as an app of its own: in Chrome or Edge, choose Install in the address bar or the browser menu; on an iPhone or iPad,
          Share, then Add to Home Screen (alerts on iPhone and iPad work only from the installed app).
        </p>
      </Panel>
    </div>
  );
}
