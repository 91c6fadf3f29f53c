import type { Route } from './+types/roles';
import { requireSuperAdmin } from '~/features/accounts/guards.server';
import { apiAssignRole } from '~/features/accounts/roles/role-actions.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSuperAdmin(request, context);
  return methodNotAllowed('POST');
}

/** POST /api/admin/roles with { email, role }: SPEC's assignAdminRole, for a superAdmin. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSuperAdmin(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiAssignRole(context.get(servicesContext), { userId: user.id, email: user.email }, request);
}
