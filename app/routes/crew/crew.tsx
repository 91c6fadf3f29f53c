import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/crew';
import { requireCrew } from '~/features/accounts/guards.server';
import { CrewDayPage } from '~/features/jobs/crew/components/crew-day-page';
import { crewWords } from '~/features/jobs/crew/crew-day';
import { crewDayAction, crewDayLoader } from '~/features/jobs/crew/crew-day.server';
import { sendAutomatedText } from '~/features/messaging/automated.server';
import { servicesContext } from '~/lib/request-context';
import type { loader as rootLoader } from '~/root';

// The crew's phone (/crew and /es/crew, one module): today's and tomorrow's install visits, and
// "On my way", photos and "Job done" as plain forms. Installers and staff only.

/** Its own frame: no site header, footer or chat on a slow phone. */
export const handle = { backOffice: true };

export const meta: Route.MetaFunction = ({ data }) => [{ title: crewWords[data?.locale ?? 'en'].metaTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCrew(request, context);
  return crewDayLoader(context.get(servicesContext), user, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCrew(request, context);
  const services = context.get(servicesContext);
  // "On my way" also goes by text to a customer who agreed to texts (messaging, docs/texting.md).
  return crewDayAction(services, user, request, { textCustomer: (text) => sendAutomatedText(services, text) });
}

export default function CrewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <CrewDayPage
      words={crewWords[loaderData.locale]}
      locale={loaderData.locale}
      appName={root?.appName ?? ''}
      firstName={loaderData.firstName}
      days={loaderData.days}
      actionData={actionData}
    />
  );
}
