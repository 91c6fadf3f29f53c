import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { requireAdmin } from '~/features/accounts/guards.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw redirect('/admin/dashboard');
}
