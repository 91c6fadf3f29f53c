import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Form } from 'react-router';
import type { Role } from '../roles';
import type { AccountSummary } from '../roles.server';

const roleLabels: Record<Role, string> = { user: 'User', admin: 'Admin', superAdmin: 'Super admin' };
const roleTones: Record<Role, BadgeTone> = {
  user: 'neutral',
  admin: 'info',
  superAdmin: 'violet',
};

/** Every account with its role; staff accounts can lose the admin role here. */
export function UsersTable({
  users,
  superAdmins,
  currentUserId,
  busy,
}: {
  users: AccountSummary[];
  superAdmins: number;
  currentUserId: string;
  busy: boolean;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-labelledby="users-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption id="users-caption" className="sr-only">
          Accounts and their roles, staff first
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Email
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Name
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              Role
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              <span className="sr-only md:not-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-3 py-2 break-all text-slate-900">
                {user.email}
                {user.id === currentUserId ? <span className="ml-1.5 text-xs text-slate-600">(you)</span> : null}
              </td>
              <td className="px-3 py-2 text-slate-700">{user.name}</td>
              <td className="px-3 py-2">
                <Badge tone={roleTones[user.role]}>{roleLabels[user.role]}</Badge>
              </td>
              <td className="px-3 py-2 text-right">
                {user.role === 'user' ? null : user.role === 'superAdmin' && superAdmins <= 1 ? (
                  <span className="inline-flex flex-col items-end gap-1">
                    <button
                      type="button"
                      disabled
                      aria-describedby={`last-super-admin-${user.id}`}
                      className="min-h-8 rounded-md border border-slate-200 px-2.5 text-xs font-semibold whitespace-nowrap text-slate-500"
                    >
                      Remove admin role<span className="sr-only"> from {user.email}</span>
                    </button>
                    <span id={`last-super-admin-${user.id}`} className="text-xs text-slate-600">
                      The last superAdmin keeps the role.
                    </span>
                  </span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-admin" />
                    <input type="hidden" name="email" value={user.email} />
                    <button
                      type="submit"
                      disabled={busy}
                      className="min-h-8 rounded-md border border-slate-300 px-2.5 text-xs font-semibold whitespace-nowrap text-danger-700 hover:border-danger-700 hover:bg-danger-50 disabled:opacity-60"
                    >
                      Remove admin role<span className="sr-only"> from {user.email}</span>
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
