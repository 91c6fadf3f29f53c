import { Badge, type BadgeTone } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Table, TableHead, Td, Th } from '~/components/ui/table';
import { Form } from 'react-router';
import type { Role } from '../roles';
import type { AccountSummary } from '../roles.server';

const roleLabels: Record<Role, string> = { user: 'User', crew: 'Crew', admin: 'Admin', superAdmin: 'Super admin' };
const roleTones: Record<Role, BadgeTone> = {
  user: 'neutral',
  crew: 'accent',
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
    <Table caption="Accounts and their roles, staff first" captionId="users-caption" framed>
      <TableHead>
        <tr>
          <Th>Email</Th>
          <Th>Name</Th>
          <Th>Role</Th>
          <Th className="text-right">
            <span className="sr-only md:not-sr-only">Actions</span>
          </Th>
        </tr>
      </TableHead>
      <tbody className="divide-y divide-slate-100">
        {users.map((user) => (
          <tr key={user.id}>
            <Td className="break-all text-slate-900">
              {user.email}
              {user.id === currentUserId ? <span className="ml-1.5 text-xs text-slate-600">(you)</span> : null}
            </Td>
            <Td className="text-slate-700">{user.name}</Td>
            <Td>
              <Badge tone={roleTones[user.role]}>{roleLabels[user.role]}</Badge>
            </Td>
            <Td className="text-right">
              {user.role === 'user' ? null : user.role === 'superAdmin' && superAdmins <= 1 ? (
                <span className="inline-flex flex-col items-end gap-1">
                  <Button disabled aria-describedby={`last-super-admin-${user.id}`} variant="quiet" size="compact" className="whitespace-nowrap">
                    Remove admin role<span className="sr-only"> from {user.email}</span>
                  </Button>
                  <span id={`last-super-admin-${user.id}`} className="text-xs text-slate-600">
                    The last superAdmin keeps the role.
                  </span>
                </span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-admin" />
                  <input type="hidden" name="email" value={user.email} />
                  <Button type="submit" disabled={busy} variant="quiet-danger" size="compact" className="whitespace-nowrap">
                    Remove admin role<span className="sr-only"> from {user.email}</span>
                  </Button>
                </Form>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
