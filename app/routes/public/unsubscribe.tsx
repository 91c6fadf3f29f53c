import type { Route } from './+types/unsubscribe';
import { unsubscribeWordsFor } from '~/content/notifications';
import { companyContact } from '~/content/estimates';
import { UnsubscribePage } from '~/features/notifications/components/unsubscribe-page';
import { handleUnsubscribe, unsubscribePage } from '~/features/notifications/unsubscribe-page.server';
import { servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';
import { useOptionalCompany } from '~/lib/site-company';

// The unsubscribe link of an automated customer email; the signed token is the only key. Its POST
// is also the one-click unsubscribe mail clients send (RFC 8058).

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const { page } = unsubscribeWordsFor(companyContact(site?.company));
  return pageMeta({ title: page.title, description: page.stillGet, path: '/unsubscribe', site, noindex: true });
};

export const loader = ({ request, context, params }: Route.LoaderArgs) => unsubscribePage(request, context.get(servicesContext), params.token);

export const action = ({ request, context, params }: Route.ActionArgs) => handleUnsubscribe(request, context.get(servicesContext), params.token);

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage view={actionData ?? loaderData} words={unsubscribeWordsFor(companyContact(useOptionalCompany()?.company)).page} />;
}
