import { data } from 'react-router';
import type { Route } from './+types/crew';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { CrewAccountsPage } from '~/features/jobs/crew/components/crew-accounts-page';
import { ADD_CREW_INTENT } from '~/features/jobs/crew/crew-account-form';
import { addCrewAccount, crewAccountsLoader } from '~/features/jobs/crew/crew-accounts.server';
import { readFormBody } from '~/lib/form-body.server';
import type { FormReply } from '~/lib/form-reply';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Crew', '/admin/crew', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return crewAccountsLoader(context.get(servicesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const formData = await readFormBody(request, 16 * 1024);
  if (formData?.get('intent') !== ADD_CREW_INTENT)
    return data<FormReply>({ intent: ADD_CREW_INTENT, ok: false, message: 'The form could not be read. Please try again.' }, { status: 400 });
  return addCrewAccount(context.get(servicesContext), user.id, formData);
}

export default function CrewRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <CrewAccountsPage members={loaderData.members} actionData={actionData} />;
}
