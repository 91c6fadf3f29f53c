// The unsubscribe page in Spanish (/es/unsubscribe/<token>).
import type { Route } from './+types/unsubscribe';
import { unsubscribeWords } from '~/content/es/notifications';
import { UnsubscribePage } from '~/features/notifications/components/unsubscribe-page';
import { handleUnsubscribe, unsubscribePage } from '~/features/notifications/unsubscribe-page.server';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: unsubscribeWords.page.title,
    description: unsubscribeWords.page.stillGet,
    path: '/es/unsubscribe',
    site: siteData(matches),
    noindex: true,
  });

export const loader = ({ request, context, params }: Route.LoaderArgs) => unsubscribePage(request, context.get(servicesContext), params.token);

export const action = ({ request, context, params }: Route.ActionArgs) => handleUnsubscribe(request, context.get(servicesContext), params.token);

export default function SpanishUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage view={actionData ?? loaderData} words={unsubscribeWords.page} />;
}
