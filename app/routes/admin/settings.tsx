import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { ConnectionsList } from '~/components/back-office/connections-list';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';
import { Pagination } from '~/components/back-office/pagination';
import { adminMeta } from '~/components/back-office/meta';
import { UsersTable } from '~/features/accounts/roles/components/users-table';
import { requireSuperAdmin } from '~/features/accounts/guards.server';
import { submitRoleChange } from '~/features/accounts/roles/role-actions.server';
import { ASSIGN_ADMIN_INTENT, REMOVE_ADMIN_INTENT, roleChangeSchema, USERS_PAGE_SIZE } from '~/features/accounts/roles/role-forms';
import { listAccounts } from '~/features/accounts/roles/roles.server';
import { assistantConnection } from '~/features/assistant/assistant-services.server';
import { mailConnection } from '~/features/mail/transport.server';
import { textingConnection } from '~/features/messaging/twilio/config.server';
import { paymentsConnection } from '~/features/payments/stripe.server';
import { getAppName, getLeadAlertMinutes } from '~/features/settings/app-settings.server';
import { submitAppName, submitLeadAlerts } from '~/features/settings/settings-actions.server';
import { APP_NAME_INTENT, APP_NAME_MAX_LENGTH, appNameSchema, LEAD_ALERTS_INTENT, leadAlertsSchema, SETTINGS_LOAD_ERROR } from '~/features/settings/settings';
import { readFormBody } from '~/lib/form-body.server';
import type { FormReply } from '~/lib/form-reply';
import { readPageNumber } from '~/lib/page-number';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Settings', '/admin/settings', matches);

const MAX_FORM_BYTES = 16 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSuperAdmin(request, context);
  const { db, env } = context.get(servicesContext);
  const usersPage = readPageNumber(new URL(request.url).searchParams.get('usersPage'));
  const [appName, accounts, leadAlertMinutes] = await Promise.all([getAppName(db), listAccounts(db, usersPage), getLeadAlertMinutes(db)]);
  const connections = [mailConnection(env), paymentsConnection(env), textingConnection(env), assistantConnection(env)];
  return { appName, accounts, leadAlertMinutes: leadAlertMinutes ?? env.LEAD_ALERT_AFTER_MINUTES, currentUserId: user.id, connections };
}

/** The screen's three forms, told apart by `intent`: the application name, assign admin, remove admin. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSuperAdmin(request, context);
  const services = context.get(servicesContext);
  const actor = { userId: user.id, email: user.email };
  const formData = await readFormBody(request, MAX_FORM_BYTES);
  const intent = formData?.get('intent');
  if (formData && intent === APP_NAME_INTENT) return submitAppName(services, actor, formData);
  if (formData && intent === LEAD_ALERTS_INTENT) return submitLeadAlerts(services, actor, formData);
  if (formData && (intent === ASSIGN_ADMIN_INTENT || intent === REMOVE_ADMIN_INTENT)) return submitRoleChange(services, actor, formData);
  return data<FormReply>({ intent: APP_NAME_INTENT, ok: false, message: 'The form could not be read. Please try again.' }, { status: 400 });
}

/**
 * A form's two live regions, always present so a message is announced when it appears: the
 * server's answer, or the first error of the form's field.
 */
function Messages({ id, reply, fieldError }: { id?: string; reply: FormReply | undefined; fieldError?: string }) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-success-700">
        {reply?.ok ? reply.message : ''}
      </p>
      <p id={id} role="alert" className="text-sm font-medium text-danger-700">
        {fieldError ?? (reply && !reply.ok ? reply.message : '')}
      </p>
    </>
  );
}

/** The answer to this form's last post, once the page is idle again. */
function useReply(intent: string, actionData: FormReply | undefined) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const reply = navigation.state === 'idle' && actionData?.intent === intent ? actionData : undefined;
  return { busy, reply, lastResult: reply?.result as SubmissionResult<string[]> | undefined };
}

function AppNameForm({ appName, actionData }: { appName: string; actionData: FormReply | undefined }) {
  const { busy, reply, lastResult } = useReply(APP_NAME_INTENT, actionData);
  const [form, fields] = useForm({
    id: 'app-name-form',
    lastResult,
    defaultValue: { appName },
    constraint: getZodConstraint(appNameSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: appNameSchema }),
  });
  const error = fields.appName.errors?.[0];
  return (
    <Form method="post" className="space-y-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={APP_NAME_INTENT} />
      <label htmlFor={fields.appName.id} className="block text-sm font-semibold text-slate-800">
        Application name
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          {...getInputProps(fields.appName, { type: 'text' })}
          // A saved name (or another admin's) shows at once; a refused one stays as typed.
          defaultValue={reply?.ok === false ? fields.appName.initialValue : appName}
          key={`${fields.appName.key}-${appName}`}
          maxLength={APP_NAME_MAX_LENGTH}
          aria-describedby={`app-name-hint${error ? ` ${fields.appName.errorId}` : ''}`}
          size="compact"
          className="min-w-56 flex-1"
        />
        <Button type="submit" variant="secondary" size="compact" className="shrink-0" disabled={busy}>
          {busy ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
      <p id="app-name-hint" className="text-sm text-slate-600">
        Shown in the site header and footer, page titles, emails and search results.
      </p>
      <Messages id={fields.appName.errorId} reply={reply} fieldError={error} />
    </Form>
  );
}

function LeadAlertsForm({ minutes, actionData }: { minutes: number; actionData: FormReply | undefined }) {
  const { busy, reply, lastResult } = useReply(LEAD_ALERTS_INTENT, actionData);
  const [form, fields] = useForm({
    id: 'lead-alerts-form',
    lastResult,
    defaultValue: { leadAlertAfterMinutes: String(minutes) },
    constraint: getZodConstraint(leadAlertsSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadAlertsSchema }),
  });
  const error = fields.leadAlertAfterMinutes.errors?.[0];
  return (
    <Form method="post" className="space-y-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={LEAD_ALERTS_INTENT} />
      <label htmlFor={fields.leadAlertAfterMinutes.id} className="block text-sm font-semibold text-slate-800">
        Escalate a lead still new after (minutes of office hours)
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          {...getInputProps(fields.leadAlertAfterMinutes, { type: 'number' })}
          // A saved time (or another admin's) shows at once; a refused one stays as typed.
          defaultValue={reply?.ok === false ? fields.leadAlertAfterMinutes.initialValue : String(minutes)}
          key={`${fields.leadAlertAfterMinutes.key}-${minutes}`}
          step="any"
          inputMode="decimal"
          aria-describedby={`lead-alerts-hint${error ? ` ${fields.leadAlertAfterMinutes.errorId}` : ''}`}
          size="compact"
          className="w-32"
        />
        <Button type="submit" variant="secondary" size="compact" className="shrink-0" disabled={busy}>
          {busy ? 'Saving...' : 'Save Lead Alerts'}
        </Button>
      </div>
      <p id="lead-alerts-hint" className="text-sm text-slate-600">
        A lead nobody has moved on from New by then is escalated once: staff get an email, and it shows on the lead&rsquo;s timeline. Time counts only while the
        office is open.
      </p>
      <Messages id={fields.leadAlertAfterMinutes.errorId} reply={reply} fieldError={error} />
    </Form>
  );
}

function AssignAdminForm({ actionData }: { actionData: FormReply | undefined }) {
  const { busy, reply, lastResult } = useReply(ASSIGN_ADMIN_INTENT, actionData);
  const [form, fields] = useForm({
    id: 'assign-admin-form',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roleChangeSchema }),
  });
  const error = fields.email.errors?.[0];
  return (
    <Form method="post" className="space-y-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={ASSIGN_ADMIN_INTENT} />
      <label htmlFor={fields.email.id} className="block text-sm font-semibold text-slate-800">
        Assign the admin role by email
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          {...getInputProps(fields.email, { type: 'email' })}
          key={fields.email.key}
          autoComplete="off"
          placeholder="name@example.com"
          aria-describedby={error ? fields.email.errorId : undefined}
          size="compact"
          className="min-w-56 flex-1"
        />
        <Button type="submit" variant="secondary" size="compact" className="shrink-0" disabled={busy}>
          {busy ? 'Assigning...' : 'Assign Admin Role'}
        </Button>
      </div>
      <Messages id={fields.email.errorId} reply={reply} fieldError={error} />
    </Form>
  );
}

export default function AdminSettingsRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const { appName, accounts, currentUserId } = loaderData;
  const removal = useReply(REMOVE_ADMIN_INTENT, actionData);
  return (
    <div className="max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">Settings</h1>
      <Panel title="Company profile">
        <p className="text-sm text-slate-700">
          The company&rsquo;s phone, address, hours and closures, service area, prices, policies, reviews and team, in English and Spanish:{' '}
          <Link to="/admin/settings/business" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            edit the company profile
          </Link>
          .
        </p>
      </Panel>
      <Panel title="Connections">
        <p className="mb-3 text-sm text-slate-600">
          The outside services this server uses, as its settings (environment variables) set them; a change takes effect when the server is restarted.
        </p>
        <ConnectionsList connections={loaderData.connections} />
      </Panel>
      <Panel title="Application">
        <AppNameForm appName={appName} actionData={actionData} />
      </Panel>
      <Panel title="Lead alerts">
        <LeadAlertsForm minutes={loaderData.leadAlertMinutes} actionData={actionData} />
      </Panel>
      <Panel title="User management">
        <AssignAdminForm actionData={actionData} />
        <div className="mt-5 space-y-3">
          <Messages reply={removal.reply} />
          <UsersTable users={accounts.users} superAdmins={accounts.superAdmins} currentUserId={currentUserId} busy={removal.busy} />
          <Pagination
            label="Account pages"
            page={accounts.page}
            pageCount={accounts.pageCount}
            total={accounts.total}
            pageSize={USERS_PAGE_SIZE}
            href={(page) => `/admin/settings${page > 1 ? `?usersPage=${page}` : ''}`}
          />
        </div>
      </Panel>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">Settings</h1>
      <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        {SETTINGS_LOAD_ERROR}
      </p>
    </div>
  );
}
