import type { Route } from './+types/review-link';
import { followTrackedLink } from '~/features/followups/follow-up-handlers.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/** A review email's link: anyone holding it may follow it; the token only tells staff who did. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const target = new URL(request.url).pathname.endsWith('/feedback') ? 'feedback' : 'review';
  return followTrackedLink(context.get(servicesContext), request.method, params.token, target);
}

/** A link is only followed; a form posted to it is answered with the method it takes. */
export function action() {
  return methodNotAllowed('GET');
}
