import type { Route } from './+types/me';
import { requireUser } from '~/features/accounts/guards.server';
import { isAdminRole } from '~/features/accounts/roles/roles';
import { toPublicUser } from '~/features/accounts/session.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';

/** The signed-in person's role flags and public profile; 401 JSON when signed out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return Response.json({
    isAdmin: isAdminRole(user.role),
    isSuperAdmin: user.role === 'superAdmin',
    role: user.role,
    user: toPublicUser(user),
  });
}

export function action() {
  return methodNotAllowed('GET');
}
