import type { Route } from './+types/dispatch';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { DispatchBoardPage } from '~/features/jobs/crew/components/dispatch-board-page';
import { dispatchBoardAction, dispatchBoardLoader } from '~/features/jobs/crew/dispatch-board.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Dispatch', '/admin/dispatch', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return dispatchBoardLoader(context.get(servicesContext), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return dispatchBoardAction(context.get(servicesContext), { id: user.id, email: user.email }, request);
}

export default function DispatchRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <DispatchBoardPage board={loaderData} actionData={actionData} />;
}
