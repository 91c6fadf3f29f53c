import type { Route } from './+types/working-hours';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { WorkingHoursPage } from '~/features/calendar/components/working-hours-page';
import { workingHoursAction, workingHoursLoader } from '~/features/calendar/working-hours.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

// Each estimator's working hours and time off: what the booking page offers (docs/calendar.md).

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Working hours', '/admin/calendar/hours', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return workingHoursLoader(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return workingHoursAction(context.get(servicesContext), request, { userId: user.id, email: user.email });
}

export default function WorkingHoursRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <WorkingHoursPage loaderData={loaderData} actionData={actionData} />;
}
