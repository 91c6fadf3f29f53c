import { data, Link } from 'react-router';
import type { Route } from './+types/notifications';
import { adminMeta } from '~/components/back-office/meta';
import { Panel } from '~/components/back-office/panel';
import { requireAdmin } from '~/features/accounts/guards.server';
import { textingEnabled } from '~/features/messaging/twilio/config.server';
import { PushAlertsControl } from '~/features/notifications/components/push-alerts-control';
import { StaffSmsPhoneForm } from '~/features/notifications/components/staff-sms-phone-form';
import { StaffPreferencesForm } from '~/features/notifications/components/staff-preferences-form';
import { pushDeviceStatus } from '~/features/notifications/push-device-actions.server';
import { PREFERENCES_INTENT, SMS_PHONE_INTENT } from '~/features/notifications/staff-events';
import { offeredChannels, submitStaffPreferences, submitStaffSmsPhone } from '~/features/notifications/staff-preference-actions.server';
import { phoneInWords } from '~/features/notifications/phone-number';
import { getStaffSmsPhone } from '~/features/notifications/staff-sms.server';
import { readStaffPreferences } from '~/features/notifications/staff-preferences.server';
import { readFormBody } from '~/lib/form-body.server';
import type { FormReply } from '~/lib/form-reply';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Alerts', '/admin/notifications', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const services = context.get(servicesContext);
  // Alerts by text are offered only while texting is configured (docs/texting.md).
  const texting = textingEnabled(services.env);
  const [status, preferences, phone] = await Promise.all([
    pushDeviceStatus(services, user.id),
    readStaffPreferences(services.db, [user.id]),
    texting ? getStaffSmsPhone(services.db, user.id) : null,
  ]);
  return {
    ...status,
    email: user.email,
    preferences: preferences.get(user.id)!,
    channels: offeredChannels(texting),
    sms: texting ? { phone: phone ? phoneInWords(phone) : null } : null,
  };
}

/** The page's forms: the signed-in staff member's own alert choices, and their mobile number for texts. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const services = context.get(servicesContext);
  const texting = textingEnabled(services.env);
  const form = await readFormBody(request, 4 * 1024);
  const actor = { userId: user.id, email: user.email };
  if (form?.get('intent') === PREFERENCES_INTENT) return submitStaffPreferences(services, actor, form, offeredChannels(texting));
  if (form?.get('intent') === SMS_PHONE_INTENT && texting) return submitStaffSmsPhone(services, actor, form);
  return data<FormReply>({ intent: PREFERENCES_INTENT, ok: false, message: 'The form could not be read. Please try again.' }, { status: 400 });
}

export default function NotificationsRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const { publicKey, devices, email, preferences, channels, sms } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Alerts</h1>
      <Panel title="What you are alerted to, and how">
        <p className="mb-4 text-sm text-slate-700">
          Choose for each event whether it shows on the devices where you turned alerts on, and whether it is emailed to you at {email}. New leads and
          escalations also go to the office inbox, whatever you choose here.
        </p>
        <StaffPreferencesForm preferences={preferences} reply={actionData} channels={channels} />
      </Panel>
      {sms ? (
        <Panel title="Alerts by text">
          <p className="mb-4 text-sm text-slate-700">
            New leads, escalations and visitors asking for a person can reach your phone by text, from the company&apos;s texting number: give your mobile
            number here and tick <strong>By text</strong> above for the events you want. Texting STOP to that number stops them.
          </p>
          <StaffSmsPhoneForm phone={sms.phone} reply={actionData} />
        </Panel>
      ) : null}
      <Panel title="Alerts on this device">
        <p className="mb-4 text-sm text-slate-700">
          This phone or computer shows a notification, even with the back office closed, when a lead arrives, when a visitor asks the assistant for a person,
          and when a lead is still new after the alert time. Choosing the notification opens that lead. Turn alerts on in each browser you use; which events
          show is chosen above.
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
