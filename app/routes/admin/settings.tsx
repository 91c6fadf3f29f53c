import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/settings';
import { requireSuperAdmin } from '~/features/accounts/guards.server';
import { Panel } from '~/features/admin/components/dashboard-panels';
import { Pagination } from '~/features/admin/components/pagination';
import { UsersTable } from '~/features/admin/components/users-table';
import { adminMeta } from '~/features/admin/meta';
import { APP_NAME_MAX_LENGTH, SETTINGS_LOAD_ERROR, type SettingsIntent, USERS_PAGE_SIZE } from '~/features/admin/settings';
import { handleSettingsAction, loadSettings } from '~/features/admin/settings-routes.server';
import { servicesContext } from '~/lib/request-context';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Settings', '/admin/settings', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireSuperAdmin(request, context);
  return { ...(await loadSettings(context.get(servicesContext), request)), currentUserId: user.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSuperAdmin(request, context);
  return handleSettingsAction(context.get(servicesContext), { userId: user.id, email: user.email }, request);
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const buttonClass =
  'min-h-9 shrink-0 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';

/** A form's two live regions, always present so a message is announced when it appears. */
function Messages({ intent, result }: { intent: SettingsIntent; result: Route.ComponentProps['actionData'] }) {
  const mine = result?.intent === intent ? result : undefined;
  return (
    <>
      <p role="status" className="text-sm font-medium text-success-700">
        {mine?.ok ? mine.message : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-danger-700">
        {mine && !mine.ok ? mine.message : ''}
      </p>
    </>
  );
}

export default function AdminSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { appName, accounts, currentUserId } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: SettingsIntent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <div className="max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">Settings</h1>
      <Panel title="Application">
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="save-settings" />
          <label htmlFor="app-name" className="block text-sm font-semibold text-slate-800">
            Application name
          </label>
          <div className="flex flex-wrap items-start gap-2">
            <input
              id="app-name"
              name="appName"
              key={appName}
              defaultValue={appName}
              required
              maxLength={APP_NAME_MAX_LENGTH}
              aria-describedby="app-name-hint"
              className={`${inputClass} mt-0 min-w-56 flex-1`}
            />
            <button type="submit" className={buttonClass} disabled={busy('save-settings')}>
              {busy('save-settings') ? 'Saving...' : 'Save Settings'}
            </button>
          </div>
          <p id="app-name-hint" className="text-sm text-slate-600">
            Shown in the site header and footer, page titles, emails and search results.
          </p>
          <Messages intent="save-settings" result={actionData} />
        </Form>
      </Panel>
      <Panel title="User management">
        <Form method="post" className="space-y-2" noValidate>
          <input type="hidden" name="intent" value="assign-admin" />
          <label htmlFor="admin-email" className="block text-sm font-semibold text-slate-800">
            Assign the admin role by email
          </label>
          <div className="flex flex-wrap items-start gap-2">
            <input id="admin-email" name="email" type="email" autoComplete="off" placeholder="name@example.com" className={`${inputClass} mt-0 min-w-56 flex-1`} />
            <button type="submit" className={buttonClass} disabled={busy('assign-admin')}>
              {busy('assign-admin') ? 'Assigning...' : 'Assign Admin Role'}
            </button>
          </div>
          <Messages intent="assign-admin" result={actionData} />
        </Form>
        <div className="mt-5 space-y-3">
          <Messages intent="remove-admin" result={actionData} />
          <UsersTable users={accounts.users} currentUserId={currentUserId} busy={busy('remove-admin')} />
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
