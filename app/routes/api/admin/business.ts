import type { Route } from './+types/business';
import { requireSuperAdmin } from '~/features/accounts/guards.server';
import { apiGetBusinessProfile, apiPatchBusinessProfile } from '~/features/business/profile-api.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET /api/admin/business: the company profile as JSON, for a superAdmin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSuperAdmin(request, context);
  return apiGetBusinessProfile(context.get(servicesContext));
}

/** PATCH /api/admin/business with a JSON merge patch of any of its fields. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSuperAdmin(request, context);
  if (request.method !== 'PATCH') return methodNotAllowed('GET, PATCH');
  return apiPatchBusinessProfile(context.get(servicesContext), { userId: user.id, email: user.email }, request);
}
