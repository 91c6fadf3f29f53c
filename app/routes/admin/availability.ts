import { redirect } from 'react-router';
import type { Route } from './+types/availability';
import { requireAdmin } from '~/features/accounts/guards.server';
import { safeRedirectPath } from '~/features/accounts/redirect-to';
import { setAvailability } from '~/features/assistant/live-chat/staff-presence.server';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import { servicesContext } from '~/lib/request-context';

/** POST: the staff member sets themselves available for chat (available=1) or away (0), then goes back. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const available = form?.get('available');
  if (available !== '1' && available !== '0') {
    return Response.json({ error: 'Send available=1 or available=0.' }, { status: 400 });
  }
  const services = context.get(servicesContext);
  await setAvailability(services.db, user.id, available === '1');
  const back = safeRedirectPath(form?.get('redirectTo'), services.env.PUBLIC_URL, '/admin/dashboard');
  return redirect(back.startsWith('/admin') ? back : '/admin/dashboard');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return redirect('/admin/dashboard');
}
