// The unsubscribe page in Spanish (/es/unsubscribe/<token>).
import type { Route } from './+types/unsubscribe';
import { unsubscribeWordsFor } from '~/content/es/notifications';
import { companyContact } from '~/content/estimates';
import { UnsubscribePage } from '~/features/notifications/components/unsubscribe-page';
import { handleUnsubscribe, unsubscribePage } from '~/features/notifications/unsubscribe-page.server';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';
import { useOptionalCompany } from '~/lib/site-company';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const { page } = unsubscribeWordsFor(companyContact(site?.company));
  return pageMeta({ title: page.title, description: page.stillGet, path: '/es/unsubscribe', site, noindex: true });
};

export const loader = ({ request, context, params }: Route.LoaderArgs) => unsubscribePage(request, context.get(servicesContext), params.token);

export const action = ({ request, context, params }: Route.ActionArgs) => handleUnsubscribe(request, context.get(servicesContext), params.token);

export default function SpanishUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage view={actionData ?? loaderData} words={unsubscribeWordsFor(companyContact(useOptionalCompany()?.company)).page} />;
}
