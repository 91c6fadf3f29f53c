import type { Route } from './+types/push-devices';
import { requireAdmin } from '~/features/accounts/guards.server';
import { apiPushDevices, pushDeviceStatus } from '~/features/notifications/push-device-actions.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** GET: the VAPID public key and how many of the signed-in staff member's devices have alerts on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return Response.json(await pushDeviceStatus(context.get(servicesContext), user.id), { headers: { 'Cache-Control': 'private, no-store' } });
}

/** POST (turn alerts on for this device) and DELETE (turn them off), staff only. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed('GET, POST, DELETE');
  return apiPushDevices(context.get(servicesContext), user.id, request);
}
